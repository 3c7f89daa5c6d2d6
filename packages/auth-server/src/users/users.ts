import { randomUUID } from 'node:crypto'
import type { ApiUser } from '@latch/embedded-wallet'
import { apiErrors } from '../errors/apiErrors'
import type { ServiceContext } from '../ServiceContext'

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

function row(context: ServiceContext, where: string, ...values: string[]): UserRow | undefined {
  return context.db.prepare<string[], UserRow>(`SELECT * FROM users WHERE ${where}`).get(...values)
}

/**
 * The user with `id` (404 NOT_FOUND if it was deleted).
 *
 * @param context - The service.
 * @param id - The user id.
 * @returns The user as the API shows it.
 * @example
 * ```ts
 * const user = getUser(context, userId)
 * ```
 */
export function getUser(context: ServiceContext, id: string): ApiUser {
  const found = row(context, 'id = ?', id)
  if (!found) throw apiErrors.notFound('This account no longer exists.')
  return toApiUser(found)
}

/**
 * The id of the user whose email is `email`, if any.
 *
 * @param context - The service.
 * @param email - A normalised address.
 * @returns The user id or undefined.
 * @example
 * ```ts
 * const existing = findUserIdByEmail(context, 'a@example.com')
 * ```
 */
export function findUserIdByEmail(context: ServiceContext, email: string): string | undefined {
  return row(context, 'email = ?', email)?.id
}

/**
 * The user with `email`, created when there is none yet.
 *
 * @param context - The service.
 * @param email - A normalised, verified address.
 * @returns The user id.
 * @example
 * ```ts
 * const userId = findOrCreateEmailUser(context, 'a@example.com')
 * ```
 */
export function findOrCreateEmailUser(context: ServiceContext, email: string): string {
  const existing = findUserIdByEmail(context, email)
  if (existing !== undefined) return existing
  const id = randomUUID()
  context.db
    .prepare('INSERT INTO users (id, email, created_at) VALUES (?, ?, ?)')
    .run(id, email, context.now())
  return id
}

/**
 * The user of a social account (`provider` + `subject`), created on first sign-in with the
 * provider's username and its email when that email is not another account's.
 *
 * @param context - The service.
 * @param profile - Provider, subject, and the optional username and verified email.
 * @returns The user id.
 * @example
 * ```ts
 * const userId = findOrCreateSocialUser(context, { provider: 'github', subject: '42', username: 'ada' })
 * ```
 */
export function findOrCreateSocialUser(
  context: ServiceContext,
  profile: { provider: string; subject: string; username?: string; email?: string },
): string {
  const existing = row(
    context,
    'social_provider = ? AND social_subject = ?',
    profile.provider,
    profile.subject,
  )
  if (existing) return existing.id
  const email =
    profile.email !== undefined && findUserIdByEmail(context, profile.email) === undefined
      ? profile.email
      : null
  const id = randomUUID()
  context.db
    .prepare(
      'INSERT INTO users (id, email, username, social_provider, social_subject, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    )
    .run(id, email, profile.username ?? null, profile.provider, profile.subject, context.now())
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
 * setAccountType(context, userId, 'smartAccount')
 * ```
 */
export function setAccountType(
  context: ServiceContext,
  id: string,
  type: ApiUser['preferredAccountType'],
): void {
  context.db.prepare('UPDATE users SET account_type = ? WHERE id = ?').run(type, id)
}

/**
 * Records the user's public wallet addresses. Registering the same ones again is a no-op; other
 * addresses once some are registered answer 409 WALLET_CONFLICT.
 *
 * @param context - The service.
 * @param id - The user id.
 * @param wallet - The EVM and Solana addresses.
 * @example
 * ```ts
 * registerWallet(context, userId, { evm: '0x…', solana: 'Hx…' })
 * ```
 */
export function registerWallet(
  context: ServiceContext,
  id: string,
  wallet: { evm: string; solana: string },
): void {
  const current = getUser(context, id).wallet
  if (current) {
    if (current.evm.toLowerCase() === wallet.evm.toLowerCase() && current.solana === wallet.solana) return
    throw apiErrors.walletConflict()
  }
  context.db
    .prepare('UPDATE users SET wallet_evm = ?, wallet_solana = ? WHERE id = ?')
    .run(wallet.evm, wallet.solana, id)
}

/**
 * Changes the user's email (409 EMAIL_TAKEN if another account has it).
 *
 * @param context - The service.
 * @param id - The user id.
 * @param email - The new, verified address.
 * @example
 * ```ts
 * setEmail(context, userId, 'new@example.com')
 * ```
 */
export function setEmail(context: ServiceContext, id: string, email: string): void {
  const owner = findUserIdByEmail(context, email)
  if (owner !== undefined && owner !== id) throw apiErrors.emailTaken()
  context.db.prepare('UPDATE users SET email = ? WHERE id = ?').run(email, id)
}
