import { createHash } from 'node:crypto'
import type { SqlExecutor } from '../db/SqlStore'
import { apiErrors } from '../errors/apiErrors'
import type { ServiceContext } from '../service/ServiceContext'
import type { NewSplit } from './readShareFields'

/**
 * What the service stores of a recovery check: its SHA-256, base64url without padding (the same
 * value as `hashRecoveryCheck` in `@latch/embedded-wallet`). The check itself is never stored.
 *
 * @param check - The recovery check (43 base64url characters).
 * @returns 43 base64url characters.
 * @example
 * ```ts
 * const stored = recoveryCheckHash(body.recoveryCheck)
 * ```
 */
export const recoveryCheckHash = (check: string): string =>
  createHash('sha256').update(check, 'utf8').digest('base64url')

/**
 * The account's current split: its id and the auth share.
 *
 * @param context - The service.
 * @param userId - The user.
 * @returns The split id and auth share.
 * @throws AuthServiceError 404 `SHARES_NONE` before the wallet was first split.
 * @example
 * ```ts
 * const { setId, authShare } = await getWalletShares(context, session.userId)
 * ```
 */
export async function getWalletShares(
  context: ServiceContext,
  userId: string,
): Promise<{ setId: string; authShare: string }> {
  const row = await context.store.get<{ set_id: string; auth_share: string }>(
    'SELECT set_id, auth_share FROM wallet_shares WHERE user_id = ?',
    [userId],
  )
  if (!row) throw apiErrors.sharesNone()
  return { setId: row.set_id, authShare: row.auth_share }
}

/**
 * Stores a new split in place of the one named by `previousSetId` (compare-and-swap in one
 * statement: an INSERT that does nothing when the account already has a split, or an UPDATE of the
 * row whose split id is still `previousSetId`). Of concurrent writers naming the same previous
 * split, on any instances, exactly one wins. Only the recovery check's SHA-256 is kept.
 *
 * @param context - The service.
 * @param userId - The user.
 * @param shares - The checked split (see `readWalletSharesRequest`).
 * @param sql - Where to write (a transaction); default the store.
 * @throws AuthServiceError 409 `SHARES_CONFLICT` when `previousSetId` is not the stored split.
 * @example
 * ```ts
 * await storeWalletShares(context, session.userId, readWalletSharesRequest(body))
 * ```
 */
export async function storeWalletShares(
  context: ServiceContext,
  userId: string,
  shares: NewSplit,
  sql: SqlExecutor = context.store,
): Promise<void> {
  const values = [
    shares.setId,
    shares.authShare,
    shares.deviceShareBox,
    recoveryCheckHash(shares.recoveryCheck),
  ]
  const changed =
    shares.previousSetId === null
      ? await sql.run(
          `INSERT INTO wallet_shares (set_id, auth_share, device_share_box, recovery_check_hash, updated_at, user_id)
           VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (user_id) DO NOTHING`,
          [...values, context.now(), userId],
        )
      : await sql.run(
          `UPDATE wallet_shares SET set_id = ?, auth_share = ?, device_share_box = ?, recovery_check_hash = ?,
           updated_at = ? WHERE user_id = ? AND set_id = ?`,
          [...values, context.now(), userId, shares.previousSetId],
        )
  if (changed !== 1) throw apiErrors.sharesConflict()
}
