import type { ApiPasskey } from '@latch/embedded-wallet'
import { isUniqueViolation } from '../db/isUniqueViolation'
import type { SqlExecutor } from '../db/SqlStore'
import { apiErrors } from '../errors/apiErrors'
import type { ServiceContext } from '../service/ServiceContext'

/**
 * A stored passkey as the service uses it.
 *
 * @example
 * ```ts
 * const record: PasskeyRecord = await findPasskey(context, credentialId)
 * ```
 */
export type PasskeyRecord = {
  id: string
  userId: string
  /** COSE public key. */
  publicKey: Uint8Array<ArrayBuffer>
  counter: number
  transports: string[]
  prfBox: { setId: string; box: string } | undefined
}

type PasskeyRow = {
  id: string
  user_id: string
  public_key: string
  counter: number | string
  transports: string
  created_at: number | string
  last_used_at: number | string | null
  prf_box: string | null
  prf_set_id: string | null
}

const readTransports = (text: string): string[] => {
  const parsed: unknown = JSON.parse(text)
  return Array.isArray(parsed) ? parsed.filter((t): t is string => typeof t === 'string') : []
}

/**
 * Stores a verified passkey for `userId` (409 PASSKEY_TAKEN when the credential is already stored).
 *
 * @param context - The service.
 * @param passkey - The credential id, its user, COSE key, counter and transports.
 * @param sql - Where to write (a transaction); default the store.
 * @returns The passkey as the API shows it.
 * @example
 * ```ts
 * await insertPasskey(context, { id, userId, publicKey, counter: 0, transports: ['internal'] })
 * ```
 */
export async function insertPasskey(
  context: ServiceContext,
  passkey: { id: string; userId: string; publicKey: Uint8Array; counter: number; transports: string[] },
  sql: SqlExecutor = context.store,
): Promise<ApiPasskey> {
  const now = context.now()
  try {
    await sql.run(
      'INSERT INTO passkeys (id, user_id, public_key, counter, transports, created_at) VALUES (?, ?, ?, ?, ?, ?)',
      [
        passkey.id,
        passkey.userId,
        Buffer.from(passkey.publicKey).toString('base64url'),
        passkey.counter,
        JSON.stringify(passkey.transports),
        now,
      ],
    )
  } catch (error) {
    if (isUniqueViolation(error)) throw apiErrors.passkeyTaken()
    throw error
  }
  return { id: passkey.id, createdAt: now, lastUsedAt: null, prf: false }
}

/**
 * The stored passkey with credential id `id` (404 PASSKEY_UNKNOWN when there is none).
 *
 * @param context - The service.
 * @param id - The credential id (base64url).
 * @returns The record.
 * @example
 * ```ts
 * const passkey = await findPasskey(context, response.id)
 * ```
 */
export async function findPasskey(context: ServiceContext, id: string): Promise<PasskeyRecord> {
  const row = await context.store.get<PasskeyRow>('SELECT * FROM passkeys WHERE id = ?', [id])
  if (row === undefined) throw apiErrors.passkeyUnknown()
  return {
    id: row.id,
    userId: row.user_id,
    publicKey: new Uint8Array(Buffer.from(row.public_key, 'base64url')),
    counter: Number(row.counter),
    transports: readTransports(row.transports),
    prfBox:
      row.prf_box !== null && row.prf_set_id !== null
        ? { setId: row.prf_set_id, box: row.prf_box }
        : undefined,
  }
}

/**
 * Records a sign-in with a passkey: its counter moves from `previous` to `next` only if no other
 * sign-in moved it meanwhile (compare-and-swap, so two instances cannot both accept one counter
 * value); else 403 PASSKEY_COUNTER.
 *
 * @param context - The service.
 * @param id - The credential id.
 * @param previous - The counter read before verifying.
 * @param next - The assertion's counter.
 * @param sql - Where to write (a transaction); default the store.
 * @example
 * ```ts
 * await advancePasskeyCounter(context, passkey.id, passkey.counter, newCounter)
 * ```
 */
export async function advancePasskeyCounter(
  context: ServiceContext,
  id: string,
  previous: number,
  next: number,
  sql: SqlExecutor = context.store,
): Promise<void> {
  const moved = await sql.run(
    'UPDATE passkeys SET counter = ?, last_used_at = ? WHERE id = ? AND counter = ?',
    [next, context.now(), id, previous],
  )
  if (moved === 0) throw apiErrors.passkeyCounter()
}

/**
 * The account's passkeys, newest first.
 *
 * @param context - The service.
 * @param userId - The account.
 * @param sql - Where to read; default the store.
 * @returns The passkeys as the API shows them.
 * @example
 * ```ts
 * const passkeys = await listPasskeys(context, userId)
 * ```
 */
export async function listPasskeys(
  context: ServiceContext,
  userId: string,
  sql: SqlExecutor = context.store,
): Promise<ApiPasskey[]> {
  const rows = await sql.all<PasskeyRow>(
    'SELECT * FROM passkeys WHERE user_id = ? ORDER BY created_at DESC, id',
    [userId],
  )
  return rows.map((row) => ({
    id: row.id,
    createdAt: Number(row.created_at),
    lastUsedAt: row.last_used_at === null ? null : Number(row.last_used_at),
    prf: row.prf_box !== null,
  }))
}

/**
 * Removes one of the account's passkeys (404 PASSKEY_UNKNOWN when the account has no such one).
 *
 * @param context - The service.
 * @param userId - The account.
 * @param id - The credential id.
 * @example
 * ```ts
 * await removePasskey(context, userId, passkeyId)
 * ```
 */
export async function removePasskey(context: ServiceContext, userId: string, id: string): Promise<void> {
  const removed = await context.store.run('DELETE FROM passkeys WHERE id = ? AND user_id = ?', [id, userId])
  if (removed === 0) throw apiErrors.passkeyUnknown()
}

/**
 * Stores the PRF box (the recovery share of split `setId` sealed under the passkey's PRF output)
 * of one of the account's passkeys (404 PASSKEY_UNKNOWN when it was removed meanwhile).
 *
 * @param context - The service.
 * @param userId - The account.
 * @param id - The credential id.
 * @param prfBox - The split id and the sealed box.
 * @example
 * ```ts
 * await storePrfBox(context, userId, passkeyId, { setId, box })
 * ```
 */
export async function storePrfBox(
  context: ServiceContext,
  userId: string,
  id: string,
  prfBox: { setId: string; box: string },
): Promise<void> {
  const stored = await context.store.run(
    'UPDATE passkeys SET prf_box = ?, prf_set_id = ? WHERE id = ? AND user_id = ?',
    [prfBox.box, prfBox.setId, id, userId],
  )
  if (stored === 0) throw apiErrors.passkeyUnknown()
}
