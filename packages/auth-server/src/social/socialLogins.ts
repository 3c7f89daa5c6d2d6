import { timingSafeEqual } from 'node:crypto'
import type { SqlExecutor } from '../db/SqlStore'
import { sha256Hex } from '../service/randomId'
import type { ServiceContext } from '../service/ServiceContext'

/** How long a started social sign-in waits for the provider's redirect. */
export const SOCIAL_STATE_TTL_MS = 10 * 60_000
/** How long the one-time result code of a social sign-in can be traded for a session. */
export const SOCIAL_RESULT_TTL_MS = 2 * 60_000

/**
 * A started social sign-in, keyed by its OAuth `state`.
 *
 * @example
 * ```ts
 * const started: SocialLogin = { state: 's', provider: 'github', appOrigin: 'http://127.0.0.1:5173', codeVerifier: 'v', deviceId: 'd-1' }
 * ```
 */
export type SocialLogin = {
  state: string
  provider: string
  appOrigin: string
  codeVerifier: string
  /** The browser's device id, or null for a client that sends none. */
  deviceId: string | null
}

type SocialRow = {
  state: string
  provider: string
  app_origin: string
  code_verifier: string
  status: 'started' | 'ready' | 'used'
  expires_at: number
  result_hash: string | null
  user_id: string | null
  device_id: string | null
}

/**
 * Stores a started social sign-in (valid 10 minutes).
 *
 * @param context - The service.
 * @param login - State, provider, app origin, PKCE verifier and device id.
 * @example
 * ```ts
 * await startSocialLogin(context, { state, provider, appOrigin, codeVerifier })
 * ```
 */
export async function startSocialLogin(context: ServiceContext, login: SocialLogin): Promise<void> {
  await context.store.run(
    "INSERT INTO social_logins (state, provider, app_origin, code_verifier, device_id, status, expires_at) VALUES (?, ?, ?, ?, ?, 'started', ?)",
    [
      login.state,
      login.provider,
      login.appOrigin,
      login.codeVerifier,
      login.deviceId,
      context.now() + SOCIAL_STATE_TTL_MS,
    ],
  )
}

/**
 * Takes the started sign-in of `state` for its one redirect: answers it once, then marks it used
 * (one atomic UPDATE: of two concurrent redirects, on any instances, one gets it).
 *
 * @param context - The service.
 * @param state - The `state` of the redirect.
 * @returns The sign-in, or undefined for an unknown, used or expired state.
 * @example
 * ```ts
 * const login = await takeSocialLogin(context, query.get('state') ?? '')
 * ```
 */
export async function takeSocialLogin(
  context: ServiceContext,
  state: string,
): Promise<SocialLogin | undefined> {
  const row = await context.store.get<SocialRow>(
    `UPDATE social_logins SET status = 'used' WHERE state = ? AND status = 'started' AND expires_at > ?
     RETURNING state, provider, app_origin, code_verifier, device_id`,
    [state, context.now()],
  )
  if (!row) return undefined
  return {
    state: row.state,
    provider: row.provider,
    appOrigin: row.app_origin,
    codeVerifier: row.code_verifier,
    deviceId: row.device_id,
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
 * await completeSocialLogin(context, state, userId, resultCode)
 * ```
 */
export async function completeSocialLogin(
  context: ServiceContext,
  state: string,
  userId: string,
  resultCode: string,
): Promise<void> {
  await context.store.run(
    "UPDATE social_logins SET status = 'ready', user_id = ?, result_hash = ?, expires_at = ? WHERE state = ?",
    [userId, sha256Hex(resultCode), context.now() + SOCIAL_RESULT_TTL_MS, state],
  )
}

/**
 * Trades a result code for the user it stands for, once: any attempt (right or wrong) ends the
 * sign-in (one atomic DELETE, so only one attempt, on any instance, sees the row).
 *
 * @param context - The service.
 * @param state - The sign-in's state.
 * @param resultCode - The code the app received.
 * @param sql - Where to run it (a transaction); default the store.
 * @returns The user id and the device id the sign-in started with, or undefined when the state or
 *   code is wrong, used or expired.
 * @example
 * ```ts
 * const result = await redeemSocialResult(context, body.state, body.code)
 * ```
 */
export async function redeemSocialResult(
  context: ServiceContext,
  state: string,
  resultCode: string,
  sql: SqlExecutor = context.store,
): Promise<{ userId: string; deviceId: string | null } | undefined> {
  const row = await sql.get<SocialRow>(
    "DELETE FROM social_logins WHERE state = ? AND status = 'ready' AND expires_at > ? RETURNING result_hash, user_id, device_id",
    [state, context.now()],
  )
  if (!row?.result_hash || row.user_id === null) return undefined
  const same = timingSafeEqual(Buffer.from(sha256Hex(resultCode), 'hex'), Buffer.from(row.result_hash, 'hex'))
  return same ? { userId: row.user_id, deviceId: row.device_id } : undefined
}
