import { LatchError } from '@latch/core'
import type { API_ERROR_CODES, ApiErrorBody } from '@latch/embedded-wallet'
import type { ACCOUNT_API_ERROR_CODES, FARCASTER_API_ERROR_CODES } from '@latch/embedded-wallet/frame'

/**
 * An {@link AuthServiceError}'s code: one of the protocol's `API_ERROR_CODES` or
 * `ACCOUNT_API_ERROR_CODES` (the wallet-share, recovery and device routes) or
 * `FARCASTER_API_ERROR_CODES` (Farcaster login).
 *
 * @example
 * ```ts
 * const code: AuthServiceErrorCode = 'OTP_EXPIRED'
 * ```
 */
export type AuthServiceErrorCode =
  | (typeof API_ERROR_CODES)[keyof typeof API_ERROR_CODES]
  | (typeof ACCOUNT_API_ERROR_CODES)[keyof typeof ACCOUNT_API_ERROR_CODES]
  | (typeof FARCASTER_API_ERROR_CODES)[keyof typeof FARCASTER_API_ERROR_CODES]

/**
 * An error the auth service answers with: an HTTP status, a stable code from `API_ERROR_CODES`
 * and a human-readable message (see `apiErrors` for the catalogue).
 *
 * @example
 * ```ts
 * throw new AuthServiceError(400, 'INVALID_REQUEST', 'Body is not JSON.')
 * ```
 */
export class AuthServiceError extends LatchError {
  override name = 'AuthServiceError'
  declare readonly code: AuthServiceErrorCode
  /** HTTP status of the answer. */
  readonly status: number
  /** For a refused one-time code: the wrong codes it still allows (0: a new code is needed). */
  readonly attemptsLeft: number | undefined

  constructor(status: number, code: AuthServiceErrorCode, message: string, attemptsLeft?: number) {
    super(message, { code })
    this.status = status
    this.attemptsLeft = attemptsLeft
  }

  /** The JSON body sent for this error. */
  toBody(): ApiErrorBody {
    const error = { code: String(this.code), message: this.shortMessage }
    return { error: this.attemptsLeft === undefined ? error : { ...error, attemptsLeft: this.attemptsLeft } }
  }
}
