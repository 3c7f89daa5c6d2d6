import { timingSafeEqual } from 'node:crypto'
import { apiErrors } from '../errors/apiErrors'
import type { ServiceContext } from '../service/ServiceContext'
import { recoveryCheckHash } from './walletShareRecords'

/** Wrong recovery checks an account may make in one window before it is locked. */
export const RECOVERY_MAX_WRONG = 5
/** The window the wrong checks are counted in (from the first wrong one); a lock lasts its rest. */
export const RECOVERY_WINDOW_MS = 60 * 60_000

/**
 * What a proven recovery kit releases (the protocol's `WalletRecoverResponse`): the split id, the
 * auth share and the device share sealed under the recovery share.
 *
 * @example
 * ```ts
 * const { authShare, deviceShareBox }: ReleasedShares = await recoverWalletShares(context, userId, attempt)
 * ```
 */
export type ReleasedShares = { setId: string; authShare: string; deviceShareBox: string }

type SharesRow = { set_id: string; auth_share: string; device_share_box: string; recovery_check_hash: string }
type AttemptsRow = { window_start: number; wrong: number }

const sameHash = (a: string, b: string) => {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

/**
 * Checks a recovery attempt and, for the account's right check, releases the auth share and the
 * sealed device share. Wrong checks (another split's id, or a check whose SHA-256 is not the
 * stored one) are counted per account in the database, in a window that starts at the first wrong
 * one: the fifth uses the window up, and until it ends every attempt, right or wrong, is refused.
 * Reading the count, comparing and counting happen in one transaction under the account's lock,
 * so attempts spread over instances are never compared more than {@link RECOVERY_MAX_WRONG} times.
 *
 * @param context - The service.
 * @param userId - The user.
 * @param attempt - The checked attempt (see `readWalletRecoverRequest`).
 * @returns The split id, auth share and sealed device share.
 * @throws AuthServiceError 404 `SHARES_NONE`, 403 `RECOVERY_WRONG` with `attemptsLeft`, 429 `RECOVERY_LOCKED`.
 * @example
 * ```ts
 * const { authShare, deviceShareBox } = await recoverWalletShares(context, session.userId, attempt)
 * ```
 */
export async function recoverWalletShares(
  context: ServiceContext,
  userId: string,
  attempt: { setId: string; recoveryCheck: string },
): Promise<ReleasedShares> {
  const outcome = await context.store.transaction(
    async (tx) => {
      const shares = await tx.get<SharesRow>(
        'SELECT set_id, auth_share, device_share_box, recovery_check_hash FROM wallet_shares WHERE user_id = ?',
        [userId],
      )
      if (!shares) throw apiErrors.sharesNone()
      const now = context.now()
      const count = await tx.get<AttemptsRow>(
        'SELECT window_start, wrong FROM recovery_attempts WHERE user_id = ?',
        [userId],
      )
      const open = count !== undefined && count.window_start > now - RECOVERY_WINDOW_MS ? count : undefined
      if (open && open.wrong >= RECOVERY_MAX_WRONG)
        throw apiErrors.recoveryLocked(open.window_start + RECOVERY_WINDOW_MS - now)
      if (
        attempt.setId === shares.set_id &&
        sameHash(recoveryCheckHash(attempt.recoveryCheck), shares.recovery_check_hash)
      ) {
        const answer: ReleasedShares = {
          setId: shares.set_id,
          authShare: shares.auth_share,
          deviceShareBox: shares.device_share_box,
        }
        return { answer }
      }
      const wrong = (open?.wrong ?? 0) + 1
      await tx.run(
        `INSERT INTO recovery_attempts (user_id, window_start, wrong) VALUES (?, ?, ?)
         ON CONFLICT (user_id) DO UPDATE SET window_start = excluded.window_start, wrong = excluded.wrong`,
        [userId, open?.window_start ?? now, wrong],
      )
      return { attemptsLeft: RECOVERY_MAX_WRONG - wrong }
    },
    [`recovery:${userId}`],
  )
  // the count is committed first: a wrong check is refused after it was counted
  if ('attemptsLeft' in outcome) throw apiErrors.recoveryWrong(outcome.attemptsLeft)
  return outcome.answer
}
