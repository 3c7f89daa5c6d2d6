import { timingSafeEqual } from 'node:crypto'
import { sha256Hex } from '../randomId'
import type { ServiceContext } from '../ServiceContext'

/** How long a started social sign-in waits for the provider's redirect. */
export const SOCIAL_STATE_TTL_MS = 10 * 60_000
/** How long the one-time result code of a social sign-in can be traded for a session. */
export const SOCIAL_RESULT_TTL_MS = 2 * 60_000

/**
 * A started social sign-in, keyed by its OAuth `state`.
 *
 * @example
 * ```ts
 * const started: SocialLogin = { state: 's', provider: 'github', appOrigin: 'http://127.0.0.1:5173', codeVerifier: 'v' }
 * ```
 */
export type SocialLogin = { state: string; provider: string; appOrigin: string; codeVerifier: string }

type SocialRow = {
  state: string
  provider: string
  app_origin: string
  code_verifier: string
  status: 'started' | 'ready' | 'used'
  expires_at: number
  result_hash: string | null
  user_id: string | null
}

/**
 * Stores a started social sign-in (valid 10 minutes).
 *
 * @param context - The service.
 * @param login - State, provider, app origin and PKCE verifier.
 * @example
 * ```ts
 * startSocialLogin(context, { state, provider, appOrigin, codeVerifier })
 * ```
 */
export function startSocialLogin(context: ServiceContext, login: SocialLogin): void {
  context.db
    .prepare(
      "INSERT INTO social_logins (state, provider, app_origin, code_verifier, status, expires_at) VALUES (?, ?, ?, ?, 'started', ?)",
    )
    .run(
      login.state,
      login.provider,
      login.appOrigin,
      login.codeVerifier,
      context.now() + SOCIAL_STATE_TTL_MS,
    )
}

/**
 * Takes the started sign-in of `state` for its one redirect: answers it once, then marks it used.
 *
 * @param context - The service.
 * @param state - The `state` of the redirect.
 * @returns The sign-in, or undefined for an unknown, used or expired state.
 * @example
 * ```ts
 * const login = takeSocialLogin(context, query.get('state') ?? '')
 * ```
 */
export function takeSocialLogin(context: ServiceContext, state: string): SocialLogin | undefined {
  const row = context.db
    .prepare<[string, number], SocialRow>(
      "SELECT * FROM social_logins WHERE state = ? AND status = 'started' AND expires_at > ?",
    )
    .get(state, context.now())
  if (!row) return undefined
  context.db.prepare("UPDATE social_logins SET status = 'used' WHERE state = ?").run(state)
  return {
    state: row.state,
    provider: row.provider,
    appOrigin: row.app_origin,
    codeVerifier: row.code_verifier,
  }
}

/**
 * Records the user a social sign-in resolved to and the hash of its one-time result code (valid 2 minutes).
 *
 * @param context - The service.
 * @param state - The sign-in's state.
 * @param userId - The user.
 * @param resultCode - The code posted to the app.
 * @example
 * ```ts
 * completeSocialLogin(context, state, userId, resultCode)
 * ```
 */
export function completeSocialLogin(
  context: ServiceContext,
  state: string,
  userId: string,
  resultCode: string,
): void {
  context.db
    .prepare(
      "UPDATE social_logins SET status = 'ready', user_id = ?, result_hash = ?, expires_at = ? WHERE state = ?",
    )
    .run(userId, sha256Hex(resultCode), context.now() + SOCIAL_RESULT_TTL_MS, state)
}

/**
 * Trades a result code for the user it stands for, once: any attempt (right or wrong) ends the sign-in.
 *
 * @param context - The service.
 * @param state - The sign-in's state.
 * @param resultCode - The code the app received.
 * @returns The user id, or undefined when the state or code is wrong, used or expired.
 * @example
 * ```ts
 * const userId = redeemSocialResult(context, body.state, body.code)
 * ```
 */
export function redeemSocialResult(
  context: ServiceContext,
  state: string,
  resultCode: string,
): string | undefined {
  const row = context.db
    .prepare<[string, number], SocialRow>(
      "SELECT * FROM social_logins WHERE state = ? AND status = 'ready' AND expires_at > ?",
    )
    .get(state, context.now())
  if (!row?.result_hash || row.user_id === null) return undefined
  context.db.prepare('DELETE FROM social_logins WHERE state = ?').run(state)
  const same = timingSafeEqual(Buffer.from(sha256Hex(resultCode), 'hex'), Buffer.from(row.result_hash, 'hex'))
  return same ? row.user_id : undefined
}
