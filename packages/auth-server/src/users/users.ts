import { randomUUID } from 'node:crypto'
import type { ApiUser } from '@latch/embedded-wallet'
import { isUniqueViolation } from '../db/isUniqueViolation'
import type { SqlExecutor } from '../db/SqlStore'
import { apiErrors } from '../errors/apiErrors'
import type { ServiceContext } from '../service/ServiceContext'

type UserRow = {
  id: string
  email: string | null
  username: string | null
  social_provider: string | null
  social_subject: string | null
  account_type: 'eoa' | 'smartAccount'
  wallet_evm: string | null
  wallet_solana: string | null
}

function toApiUser(row: UserRow): ApiUser {
  const user: ApiUser = { id: row.id, preferredAccountType: row.account_type }
  if (row.email !== null) user.email = row.email
  if (row.username !== null) user.username = row.username
  if (row.social_provider !== null) user.socialProvider = row.social_provider
  if (row.wallet_evm !== null && row.wallet_solana !== null)
    user.wallet = { evm: row.wallet_evm, solana: row.wallet_solana }
  return user
}

function row(sql: SqlExecutor, where: string, ...values: string[]): Promise<UserRow | undefined> {
  return sql.get<UserRow>(`SELECT * FROM users WHERE ${where}`, values)
}

/**
 * The user with `id` (404 NOT_FOUND if it was deleted).
 *
 * @param context - The service.
 * @param id - The user id.
 * @param sql - Where to read (a transaction); default the store.
 * @returns The user as the API shows it.
 * @example
 * ```ts
 * const user = await getUser(context, userId)
 * ```
 */
export async function getUser(
  context: ServiceContext,
  id: string,
  sql: SqlExecutor = context.store,
): Promise<ApiUser> {
  const found = await row(sql, 'id = ?', id)
  if (!found) throw apiErrors.accountGone()
  return toApiUser(found)
}

/**
 * The id of the user whose email is `email`, if any.
 *
 * @param context - The service.
 * @param email - A normalised address.
 * @param sql - Where to read (a transaction); default the store.
 * @returns The user id or undefined.
 * @example
 * ```ts
 * const existing = await findUserIdByEmail(context, 'a@example.com')
 * ```
 */
export async function findUserIdByEmail(
  context: ServiceContext,
  email: string,
  sql: SqlExecutor = context.store,
): Promise<string | undefined> {
  return (await row(sql, 'email = ?', email))?.id
}

/**
 * The user with `email`, created when there is none yet (two first sign-ins racing, on any
 * instances, end on the same user).
 *
 * @param context - The service.
 * @param email - A normalised, verified address.
 * @param sql - Where to write (a transaction); default the store.
 * @returns The user id.
 * @example
 * ```ts
 * const userId = await findOrCreateEmailUser(context, 'a@example.com')
 * ```
 */
export async function findOrCreateEmailUser(
  context: ServiceContext,
  email: string,
  sql: SqlExecutor = context.store,
): Promise<string> {
  const existing = await findUserIdByEmail(context, email, sql)
  if (existing !== undefined) return existing
  const id = randomUUID()
  const inserted = await sql.run(
    'INSERT INTO users (id, email, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
    [id, email, context.now()],
  )
  if (inserted > 0) return id
  const winner = await findUserIdByEmail(context, email, sql)
  if (winner === undefined) throw apiErrors.internal()
  return winner
}

/**
 * The user of a social account (`provider` + `subject`), created on first sign-in with the
 * provider's username and its email when that email is not another account's (a concurrent
 * first sign-in of the same account ends on the same user).
 *
 * @param context - The service.
 * @param profile - Provider, subject, and the optional username and verified email.
 * @returns The user id.
 * @example
 * ```ts
 * const userId = await findOrCreateSocialUser(context, { provider: 'github', subject: '42', username: 'ada' })
 * ```
 */
export async function findOrCreateSocialUser(
  context: ServiceContext,
  profile: { provider: string; subject: string; username?: string; email?: string },
): Promise<string> {
  const find = () =>
    row(context.store, 'social_provider = ? AND social_subject = ?', profile.provider, profile.subject)
  const existing = await find()
  if (existing) return existing.id
  const email =
    profile.email !== undefined && (await findUserIdByEmail(context, profile.email)) === undefined
      ? profile.email
      : null
  const id = randomUUID()
  const insert = (withEmail: string | null) =>
    context.store.run(
      'INSERT INTO users (id, email, username, social_provider, social_subject, created_at) VALUES (?, ?, ?, ?, ?, ?)',
      [id, withEmail, profile.username ?? null, profile.provider, profile.subject, context.now()],
    )
  try {
    await insert(email)
    return id
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
  }
  // the same account signed in concurrently, or its email was just taken
  const winner = await find()
  if (winner) return winner.id
  await insert(null)
  return id
}

/**
 * Sets the account type the user prefers.
 *
 * @param context - The service.
 * @param id - The user id.
 * @param type - `'eoa'` or `'smartAccount'`.
 * @example
 * ```ts
 * await setAccountType(context, userId, 'smartAccount')
 * ```
 */
export async function setAccountType(
  context: ServiceContext,
  id: string,
  type: ApiUser['preferredAccountType'],
): Promise<void> {
  await context.store.run('UPDATE users SET account_type = ? WHERE id = ?', [type, id])
}

/**
 * Binds public wallet addresses, whose possession the caller has verified, to the user.
 * Registering the same ones again is a no-op; other addresses once some are registered, or an
 * address (either one; EVM compared case-insensitively) another user has, answer 409
 * WALLET_CONFLICT and change nothing. Serialised per address (and per user) across instances, so
 * two accounts cannot take the same address at once.
 *
 * @param context - The service.
 * @param id - The user id.
 * @param wallet - The EVM and Solana addresses.
 * @example
 * ```ts
 * await registerWallet(context, userId, { evm: '0x…', solana: 'Hx…' })
 * ```
 */
export async function registerWallet(
  context: ServiceContext,
  id: string,
  wallet: { evm: string; solana: string },
): Promise<void> {
  await context.store.transaction(
    async (tx) => {
      const current = await tx.get<Pick<UserRow, 'id' | 'wallet_evm' | 'wallet_solana'>>(
        'SELECT id, wallet_evm, wallet_solana FROM users WHERE id = ?',
        [id],
      )
      if (!current) throw apiErrors.accountGone()
      if (current.wallet_evm !== null && current.wallet_solana !== null) {
        if (
          current.wallet_evm.toLowerCase() === wallet.evm.toLowerCase() &&
          current.wallet_solana === wallet.solana
        )
          return
        throw apiErrors.walletConflict()
      }
      const holder = await tx.get<{ id: string }>(
        'SELECT id FROM users WHERE id <> ? AND (lower(wallet_evm) = ? OR wallet_solana = ?) LIMIT 1',
        [id, wallet.evm.toLowerCase(), wallet.solana],
      )
      if (holder !== undefined) throw apiErrors.walletTaken()
      await tx.run('UPDATE users SET wallet_evm = ?, wallet_solana = ? WHERE id = ?', [
        wallet.evm,
        wallet.solana,
        id,
      ])
    },
    [
      `latch-auth:user:${id}`,
      `latch-auth:wallet:evm:${wallet.evm.toLowerCase()}`,
      `latch-auth:wallet:solana:${wallet.solana}`,
    ],
  )
}

/**
 * Refuses (`EMAIL_TAKEN`) an address that belongs to another user than `userId`.
 *
 * @param context - The service.
 * @param userId - The user who would take the address.
 * @param email - The address.
 * @param sql - Where to read (a transaction); default the store.
 * @example
 * ```ts
 * await assertEmailFree(context, userId, 'new@example.com')
 * ```
 */
export async function assertEmailFree(
  context: ServiceContext,
  userId: string,
  email: string,
  sql: SqlExecutor = context.store,
): Promise<void> {
  const owner = await findUserIdByEmail(context, email, sql)
  if (owner !== undefined && owner !== userId) throw apiErrors.emailTaken()
}

/**
 * Changes the user's email (409 EMAIL_TAKEN if another account has it, or takes it at the same
 * moment: the unique index decides).
 *
 * @param context - The service.
 * @param id - The user id.
 * @param email - The new, verified address.
 * @param sql - Where to write (a transaction); default the store.
 * @example
 * ```ts
 * await setEmail(context, userId, 'new@example.com')
 * ```
 */
export async function setEmail(
  context: ServiceContext,
  id: string,
  email: string,
  sql: SqlExecutor = context.store,
): Promise<void> {
  await assertEmailFree(context, id, email, sql)
  try {
    await sql.run('UPDATE users SET email = ? WHERE id = ?', [email, id])
  } catch (error) {
    if (isUniqueViolation(error)) throw apiErrors.emailTaken()
    throw error
  }
}
