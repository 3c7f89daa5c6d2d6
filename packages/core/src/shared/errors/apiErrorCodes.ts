import type { HttpErrorCode } from './httpErrorCodes'

/**
 * Every `code` of an {@link ApiError} Latch writes itself; any other HTTP failure is an
 * {@link HttpErrorCode}.
 *
 * @example
 * ```ts
 * API_CLIENT_ERROR_CODES.includes('RATE_LIMITED') // true
 * ```
 */
export const API_CLIENT_ERROR_CODES = [
  // core
  'RATE_LIMITED',
  'SERVER_ERROR',
  'FORBIDDEN',
  'INVALID_RESPONSE',
  'NETWORK',
  'TIMEOUT',
  'PROJECT_ID_MISSING',
  'INVALID_APP_CONFIGURATION',
  // @latch/embedded-wallet
  'RPC_UNREACHABLE',
] as const

/**
 * The codes the embedded wallet's auth service answers with (its `API_ERROR_CODES`, the list an
 * {@link ApiError} checks a received code against); an {@link ApiError} keeps one of these.
 *
 * @example
 * ```ts
 * const code: AuthServiceRelayedErrorCode = 'OTP_EXPIRED'
 * ```
 */
export type AuthServiceRelayedErrorCode =
  | 'OTP_EXPIRED'
  | 'INVALID_EMAIL'
  | 'INVALID_REQUEST'
  | 'RATE_LIMITED'
  | 'OTP_INVALID'
  | 'OTP_EXPIRED'
  | 'OTP_ATTEMPTS'
  | 'LOGIN_NOT_FOUND'
  | 'DEVICE_NOT_APPROVED'
  | 'UNAUTHORIZED'
  | 'SOCIAL_UNKNOWN_PROVIDER'
  | 'SOCIAL_INVALID'
  | 'NOT_FOUND'
  | 'EMAIL_TAKEN'
  | 'WALLET_CONFLICT'
  | 'WALLET_PROOF_INVALID'
  | 'WALLET_CHALLENGE_INVALID'
  | 'WALLET_CHALLENGE_EXPIRED'
  | 'DEVICE_LINK_INVALID'
  | 'INTERNAL_ERROR'

/**
 * An {@link ApiError}'s code: one of {@link API_CLIENT_ERROR_CODES}, an
 * {@link AuthServiceRelayedErrorCode}, or an {@link HttpErrorCode} for any other failed answer.
 *
 * @example
 * ```ts
 * const code: ApiErrorCode = 'HTTP_404'
 * ```
 */
export type ApiErrorCode =
  | (typeof API_CLIENT_ERROR_CODES)[number]
  | AuthServiceRelayedErrorCode
  | HttpErrorCode
