import type { SiwxErrorCode } from '@latch/core/kit'

/**
 * The messages of the errors the server sign-in kit throws, defined once.
 *
 * @example
 * ```ts
 * SIWX_SERVER_MESSAGES.sessionExists // 'A session with this id exists'
 * ```
 */
export const SIWX_SERVER_MESSAGES = {
  sessionExists: 'A session with this id exists',
} as const

/**
 * The codes the sign-in kit's server answers with besides the verifiers' refusals
 * (`SIWX_ERROR_CODES`); the browser half keeps one of these on the `SiwxError` it throws.
 *
 * @example
 * ```ts
 * SIWX_SERVER_ERROR_CODES.includes('SIWX_NO_SESSION') // true
 * ```
 */
export const SIWX_SERVER_ERROR_CODES = [
  'SIWX_WEAK_SECRET',
  'SIWX_NO_SESSION',
  'SIWX_BAD_REQUEST',
  'SIWX_FOREIGN_ORIGIN',
  'SIWX_TOO_LARGE',
  'SIWX_SESSION_EXISTS',
  'INVALID_SIWX_MESSAGE',
  'METHOD_NOT_ALLOWED',
  'NOT_FOUND',
] as const satisfies readonly SiwxErrorCode[]
