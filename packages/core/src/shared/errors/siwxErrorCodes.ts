import type { HttpErrorCode } from './httpErrorCodes'

/**
 * Every `code` of a {@link SiwxError}: the default, the verifiers' refusals (`SIWX_ERROR_CODES`)
 * and the server sign-in kit's answers.
 *
 * @example
 * ```ts
 * SIWX_ERROR_CODE_LIST.includes('SIWX_WRONG_NONCE') // true
 * ```
 */
export const SIWX_ERROR_CODE_LIST = [
  'SIWX',
  'INVALID_SIWX_MESSAGE',
  'SIWX_BAD_ANSWER',
  'SIWX_UNSUPPORTED',
  'SIWX_MALFORMED_SESSION',
  'SIWX_MALFORMED_MESSAGE',
  'SIWX_FIELD_MISMATCH',
  'SIWX_WRONG_SCHEME',
  'SIWX_WRONG_DOMAIN',
  'SIWX_WRONG_URI',
  'SIWX_WRONG_CHAIN',
  'SIWX_WRONG_NONCE',
  'SIWX_ISSUED_IN_FUTURE',
  'SIWX_EXPIRED',
  'SIWX_NOT_YET_VALID',
  'SIWX_INVALID_SIGNATURE',
  'SIWX_UNKNOWN_NONCE',
  'SIWX_NONCE_USED',
  'SIWX_NONCE_EXPIRED',
  'SIWX_NOT_ISSUED',
  // @latch/siwx-server answers
  'SIWX_WEAK_SECRET',
  'SIWX_NO_SESSION',
  'SIWX_BAD_REQUEST',
  'SIWX_FOREIGN_ORIGIN',
  'SIWX_TOO_LARGE',
  'SIWX_SESSION_EXISTS',
  'METHOD_NOT_ALLOWED',
  'NOT_FOUND',
] as const

/**
 * A {@link SiwxError}'s code: one of {@link SIWX_ERROR_CODE_LIST}, or an {@link HttpErrorCode} when the
 * sign-in server's answer has no code Latch knows.
 *
 * @example
 * ```ts
 * const code: SiwxErrorCode = 'SIWX_EXPIRED'
 * ```
 */
export type SiwxErrorCode = (typeof SIWX_ERROR_CODE_LIST)[number] | HttpErrorCode
