import type { WalletChallengeResponse } from '@latch/embedded-wallet'
import { apiErrors } from '../errors/apiErrors'
import { randomToken, sha256Hex } from '../service/randomId'
import type { ServiceContext } from '../service/ServiceContext'
import type { AuthenticatedSession } from '../sessions/sessions'

/** How long a wallet challenge can be used. */
export const WALLET_CHALLENGE_TTL_MS = 5 * 60_000

/** Most challenges one session may have open; asking for more drops its oldest. */
export const MAX_OPEN_WALLET_CHALLENGES = 4

/**
 * Issues a wallet challenge for the session: 32 random bytes, stored only as their hash, bound to
 * the session and its user, usable once within {@link WALLET_CHALLENGE_TTL_MS}. Long-expired
 * challenges are purged, and the session keeps at most {@link MAX_OPEN_WALLET_CHALLENGES} open
 * (serialised per session across instances).
 *
 * @param context - The service.
 * @param session - The signed-in session asking.
 * @returns The challenge and its expiry.
 * @example
 * ```ts
 * const { challenge, expiresAt } = await issueWalletChallenge(context, await authenticateSession(context, headers))
 * ```
 */
export async function issueWalletChallenge(
  context: ServiceContext,
  session: AuthenticatedSession,
): Promise<WalletChallengeResponse> {
  const now = context.now()
  const challenge = randomToken(32)
  const expiresAt = now + WALLET_CHALLENGE_TTL_MS
  const order = context.store.dialect === 'sqlite' ? 'rowid' : 'seq'
  await context.store.transaction(
    async (tx) => {
      // expired ones are kept for one more lifetime, so that using one says "expired", not "unknown"
      await tx.run('DELETE FROM wallet_challenges WHERE expires_at <= ?', [now - WALLET_CHALLENGE_TTL_MS])
      await tx.run(
        `DELETE FROM wallet_challenges WHERE session_hash = ? AND challenge_hash NOT IN (
           SELECT challenge_hash FROM wallet_challenges WHERE session_hash = ?
           ORDER BY created_at DESC, ${order} DESC LIMIT ?)`,
        [session.sessionHash, session.sessionHash, MAX_OPEN_WALLET_CHALLENGES - 1],
      )
      await tx.run(
        'INSERT INTO wallet_challenges (challenge_hash, user_id, session_hash, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
        [sha256Hex(challenge), session.userId, session.sessionHash, now, expiresAt],
      )
    },
    [`latch-auth:challenges:${session.sessionHash}`],
  )
  return { challenge, expiresAt }
}

/**
 * Uses up the session's challenge `challenge`: it is deleted whatever comes next, so it can back
 * one attempt only. Throws 400 WALLET_CHALLENGE_INVALID when it is unknown, already used, or
 * another session's (which is left untouched), and WALLET_CHALLENGE_EXPIRED when it has expired.
 *
 * @param context - The service.
 * @param session - The signed-in session presenting it.
 * @param challenge - The challenge from the request.
 * @example
 * ```ts
 * await takeWalletChallenge(context, session, body.challenge)
 * ```
 */
export async function takeWalletChallenge(
  context: ServiceContext,
  session: AuthenticatedSession,
  challenge: string,
): Promise<void> {
  const taken = await context.store.get<{ expires_at: number }>(
    'DELETE FROM wallet_challenges WHERE challenge_hash = ? AND session_hash = ? AND user_id = ? RETURNING expires_at',
    [sha256Hex(challenge), session.sessionHash, session.userId],
  )
  if (taken === undefined) throw apiErrors.walletChallengeInvalid()
  if (taken.expires_at <= context.now()) throw apiErrors.walletChallengeExpired()
}
