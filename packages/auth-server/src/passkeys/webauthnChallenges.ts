import { apiErrors } from '../errors/apiErrors'
import { randomToken, sha256Hex } from '../service/randomId'
import type { ServiceContext } from '../service/ServiceContext'

/** How long a WebAuthn challenge may be answered. */
export const WEBAUTHN_CHALLENGE_TTL_MS = 5 * 60_000

/**
 * Which ceremony a challenge is for: a sign-up (a new account), adding a passkey to a signed-in
 * account, or a sign-in.
 *
 * @example
 * ```ts
 * const purpose: ChallengePurpose = 'signIn'
 * ```
 */
export type ChallengePurpose = 'signUp' | 'add' | 'signIn'

/**
 * A claimed challenge: its ceremony, the account it was made for (the new account's id for a
 * sign-up, null for a sign-in) and the session that asked to add a passkey.
 *
 * @example
 * ```ts
 * const claimed: ClaimedChallenge = { challenge, purpose: 'add', userId, sessionHash }
 * ```
 */
export type ClaimedChallenge = {
  challenge: string
  purpose: ChallengePurpose
  userId: string | null
  sessionHash: string | null
}

/**
 * Makes a fresh challenge (32 random bytes, base64url) for one ceremony, stored only as its
 * SHA-256 and expiring after {@link WEBAUTHN_CHALLENGE_TTL_MS}.
 *
 * @param context - The service.
 * @param purpose - The ceremony.
 * @param userId - The account (the new account's id for a sign-up), or null.
 * @param sessionHash - The session adding a passkey, or null.
 * @returns The challenge to put in the options.
 * @example
 * ```ts
 * const challenge = await createWebauthnChallenge(context, 'signIn', null, null)
 * ```
 */
export async function createWebauthnChallenge(
  context: ServiceContext,
  purpose: ChallengePurpose,
  userId: string | null,
  sessionHash: string | null,
): Promise<string> {
  const challenge = randomToken(32)
  await context.store.run(
    'INSERT INTO webauthn_challenges (challenge_hash, purpose, user_id, session_hash, expires_at) VALUES (?, ?, ?, ?, ?)',
    [sha256Hex(challenge), purpose, userId, sessionHash, context.now() + WEBAUTHN_CHALLENGE_TTL_MS],
  )
  return challenge
}

type ChallengeRow = {
  purpose: ChallengePurpose
  user_id: string | null
  session_hash: string | null
  expires_at: number
}

/**
 * Claims a challenge once: it is deleted by the first caller (on any instance) and refused with
 * 400 PASSKEY_CHALLENGE when unknown, already used, expired or made for another ceremony, so a
 * replayed ceremony never verifies.
 *
 * @param context - The service.
 * @param challenge - The challenge the client signed (from its `clientDataJSON`).
 * @param purposes - The ceremonies this route accepts.
 * @returns The claimed challenge.
 * @example
 * ```ts
 * const claimed = await claimWebauthnChallenge(context, challenge, ['signIn'])
 * ```
 */
export async function claimWebauthnChallenge(
  context: ServiceContext,
  challenge: string,
  purposes: readonly ChallengePurpose[],
): Promise<ClaimedChallenge> {
  const hash = sha256Hex(challenge)
  const row = await context.store.get<ChallengeRow>(
    'SELECT purpose, user_id, session_hash, expires_at FROM webauthn_challenges WHERE challenge_hash = ?',
    [hash],
  )
  const claimed = await context.store.run('DELETE FROM webauthn_challenges WHERE challenge_hash = ?', [hash])
  if (
    row === undefined ||
    claimed === 0 ||
    row.expires_at <= context.now() ||
    !purposes.includes(row.purpose)
  )
    throw apiErrors.passkeyChallenge()
  return { challenge, purpose: row.purpose, userId: row.user_id, sessionHash: row.session_hash }
}
