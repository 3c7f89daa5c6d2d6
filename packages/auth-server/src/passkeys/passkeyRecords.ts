import type { ApiPasskey } from '@latch/embedded-wallet'
import { isUniqueViolation } from '../db/isUniqueViolation'
import type { SqlExecutor } from '../db/SqlStore'
import { apiErrors } from '../errors/apiErrors'
import type { ServiceContext } from '../service/ServiceContext'
import { recoveryCheckHash } from '../shares/walletShareRecords'

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
  /** The account's current split (joined from `wallet_shares`): a box of another split is stale. */
  current_set_id: string | null
}

/** Each passkey with its account's current split, so a stale box (of an older split) reads as none. */
const PASSKEYS_WITH_SPLIT =
  'SELECT passkeys.*, wallet_shares.set_id AS current_set_id FROM passkeys LEFT JOIN wallet_shares ON wallet_shares.user_id = passkeys.user_id'

const currentBox = (row: PasskeyRow): { setId: string; box: string } | undefined =>
  row.prf_box !== null && row.prf_set_id !== null && row.prf_set_id === row.current_set_id
    ? { setId: row.prf_set_id, box: row.prf_box }
    : undefined

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
  const row = await context.store.get<PasskeyRow>(`${PASSKEYS_WITH_SPLIT} WHERE passkeys.id = ?`, [id])
  if (row === undefined) throw apiErrors.passkeyUnknown()
  return {
    id: row.id,
    userId: row.user_id,
    publicKey: new Uint8Array(Buffer.from(row.public_key, 'base64url')),
    counter: Number(row.counter),
    transports: readTransports(row.transports),
    prfBox: currentBox(row),
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
    `${PASSKEYS_WITH_SPLIT} WHERE passkeys.user_id = ? ORDER BY passkeys.created_at DESC, passkeys.id`,
    [userId],
  )
  return rows.map((row) => ({
    id: row.id,
    createdAt: Number(row.created_at),
    lastUsedAt: row.last_used_at === null ? null : Number(row.last_used_at),
    prf: currentBox(row) !== undefined,
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
 * Stores the PRF box of one of the account's passkeys (the recovery share of split `setId` sealed
 * under the passkey's PRF output), compare-and-swap in one statement: only while `setId` is the
 * account's stored split and `recoveryCheck` hashes to that split's recovery check, so a box is
 * only ever stored for the current recovery share (the service sees neither the share nor the PRF
 * output). On PostgreSQL the split's row is read `FOR SHARE`: a new split being stored on another
 * instance is waited for and then seen, so a box of the older split never lands after it. A box of
 * an older split left in place is stale: it is never answered nor listed (see {@link findPasskey}).
 *
 * @param context - The service.
 * @param userId - The account.
 * @param id - The credential id.
 * @param prfBox - The split id, the sealed box and the sealed share's recovery check.
 * @throws AuthServiceError 404 `PASSKEY_UNKNOWN` when the account has no such passkey, 409
 *   `PRF_BOX_STALE` when the split is not the stored one or the check is not its.
 * @example
 * ```ts
 * await storePrfBox(context, userId, passkeyId, { setId, box, recoveryCheck })
 * ```
 */
export async function storePrfBox(
  context: ServiceContext,
  userId: string,
  id: string,
  prfBox: { setId: string; box: string; recoveryCheck: string },
): Promise<void> {
  const lock = context.store.dialect === 'postgres' ? ' FOR SHARE' : ''
  const stored = await context.store.run(
    `UPDATE passkeys SET prf_box = ?, prf_set_id = ? WHERE id = ? AND user_id = ? AND EXISTS (
       SELECT 1 FROM wallet_shares WHERE user_id = ? AND set_id = ? AND recovery_check_hash = ?${lock})`,
    [prfBox.box, prfBox.setId, id, userId, userId, prfBox.setId, recoveryCheckHash(prfBox.recoveryCheck)],
  )
  if (stored === 1) return
  const known = await context.store.get('SELECT 1 AS known FROM passkeys WHERE id = ? AND user_id = ?', [
    id,
    userId,
  ])
  throw known === undefined ? apiErrors.passkeyUnknown() : apiErrors.prfBoxStale()
}
