import type { ApiErrorCode } from './apiErrorCodes'
import type { ValidationErrorCode } from './validationErrorCodes'
import type { FrameRelayedErrorCode } from './walletRequestErrorCodes'

/**
 * Every `code` of a {@link ConnectionError}.
 *
 * @example
 * ```ts
 * CONNECTION_ERROR_CODES.includes('CONNECTION_REJECTED') // true
 * ```
 */
export const CONNECTION_ERROR_CODES = [
  // core
  'CONNECTION',
  'POPUP_CLOSED',
  'AUTH_NOT_CONFIGURED',
  'PASSKEY_UNAVAILABLE',
  'CONNECTOR_NOT_FOUND',
  // @latch/embedded-wallet
  'FRAME_TIMEOUT',
  'FRAME_DESTROYED',
  'NOT_SIGNED_IN',
  'NO_LOGIN',
  'SOCIAL_FAILED',
  // @latch/evm
  'SAFE_TIMEOUT',
  // @latch/stacks
  'NOT_CONNECTED',
  'WALLET_NOT_INSTALLED',
  // @latch/walletconnect
  'RPC_ERROR',
  'NAMESPACE_NOT_APPROVED',
  'RELAY_URL_MISSING',
  'MISSING_REQUIRED_NAMESPACE',
  'CONNECTION_REJECTED',
  'CONNECTION_FAILED',
  'NO_PAIRING_SESSION',
  // @latch/auth-server
  'DATABASE_UNAVAILABLE',
] as const

/**
 * A {@link ConnectionError}'s code: one of {@link CONNECTION_ERROR_CODES}, or, when a connect step
 * fails on a service's answer, the code of that answer (a {@link RelayedErrorCode}).
 *
 * @example
 * ```ts
 * const code: ConnectionErrorCode = 'CONNECTION_REJECTED'
 * ```
 */
export type ConnectionErrorCode = (typeof CONNECTION_ERROR_CODES)[number] | RelayedErrorCode

/**
 * A code a connect step passes on from the error of the service call that failed it.
 *
 * @example
 * ```ts
 * const code: RelayedErrorCode = 'OTP_EXPIRED'
 * ```
 */
export type RelayedErrorCode = ApiErrorCode | ValidationErrorCode | FrameRelayedErrorCode
