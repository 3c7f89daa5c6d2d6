import type { SessionResponse } from './api'

/**
 * The auth service's paths for Sign In With Farcaster, kept apart from `API_PATHS` because only
 * the lazily loaded Farcaster login uses them: the app's first load does not carry them. Same
 * conventions as `API_PATHS` (JSON, errors as `ApiErrorBody`). The service opens a channel on the
 * app's Farcaster relay; the visitor's Farcaster app signs the sign-in; the service verifies the
 * signed message against the fid's custody address in Farcaster's ID registry (through the app's
 * Optimism RPC) and answers a session.
 *
 * @example
 * ```ts
 * const res = await fetch(`${authUrl}${FARCASTER_API_PATHS.farcasterStart}`, { method: 'POST', body: JSON.stringify({ origin, deviceId }) })
 * const { loginId, uri }: FarcasterStartResponse = await res.json()
 * ```
 */
export const FARCASTER_API_PATHS = {
  /**
   * POST {@link FarcasterStartRequest} → {@link FarcasterStartResponse}: a new sign-in, its relay
   * channel and its single-use nonce. 404 `FARCASTER_OFF` when the service has no `farcaster`.
   */
  farcasterStart: '/v1/farcaster/start',
  /**
   * POST {@link FarcasterStatusRequest} → {@link FarcasterStatusResponse}; polled while the visitor
   * approves in their Farcaster app. Once the relay has the signed message, the service verifies it
   * (domain, nonce, signature by the fid's custody address) and answers the session, once.
   */
  farcasterStatus: '/v1/farcaster/status',
} as const

/**
 * The error codes of {@link FARCASTER_API_PATHS}'s routes (besides `API_ERROR_CODES`'s
 * `LOGIN_NOT_FOUND` for an unknown, used or expired sign-in).
 *
 * @example
 * ```ts
 * if (body.error.code === FARCASTER_API_ERROR_CODES.notCustody) explainCustody()
 * ```
 */
export const FARCASTER_API_ERROR_CODES = {
  /** The service was started without `farcaster`. */
  off: 'FARCASTER_OFF',
  /** The relay no longer knows the sign-in's channel (expired or closed): start again. */
  channelGone: 'FARCASTER_CHANNEL_GONE',
  /** The signed message does not verify: wrong domain, wrong or used nonce, bad signature or shape. */
  invalid: 'FARCASTER_INVALID',
  /** The message was signed by a key that is not the fid's custody address. */
  notCustody: 'FARCASTER_NOT_CUSTODY',
  /** The fid is not registered in Farcaster's ID registry. */
  noFid: 'FARCASTER_NO_FID',
  /** The relay or the Optimism RPC could not be reached or answered nonsense (502). */
  unavailable: 'FARCASTER_UNAVAILABLE',
} as const

/**
 * Body of {@link FARCASTER_API_PATHS.farcasterStart}: the app page's origin (one of the service's
 * allowed origins; its host is the SIWF `domain`) and the browser's device id.
 *
 * @example
 * ```ts
 * const body: FarcasterStartRequest = { origin: window.location.origin, deviceId: 'd-1' }
 * ```
 */
export type FarcasterStartRequest = { origin: string; deviceId?: string }

/**
 * Answer of {@link FARCASTER_API_PATHS.farcasterStart}: the sign-in's id and the link (from the
 * relay) to show as a QR code and to open in the Farcaster app.
 *
 * @example
 * ```ts
 * const start: FarcasterStartResponse = { loginId: 'l-1', uri: 'https://farcaster.xyz/~/siwf?channelToken=…' }
 * ```
 */
export type FarcasterStartResponse = { loginId: string; uri: string }

/**
 * Body of {@link FARCASTER_API_PATHS.farcasterStatus}.
 *
 * @example
 * ```ts
 * const body: FarcasterStatusRequest = { loginId: 'l-1' }
 * ```
 */
export type FarcasterStatusRequest = { loginId: string }

/**
 * Answer of {@link FARCASTER_API_PATHS.farcasterStatus}: still waiting, or the new session.
 *
 * @example
 * ```ts
 * const status: FarcasterStatusResponse = { state: 'pending' }
 * ```
 */
export type FarcasterStatusResponse = { state: 'pending' } | { state: 'completed'; session: SessionResponse }
