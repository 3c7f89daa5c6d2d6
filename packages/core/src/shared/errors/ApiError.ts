import type { ApiErrorCode } from './apiErrorCodes'
import { type ErrorExtra, LatchError } from './LatchError'

/**
 * A failed call to a remote service (wallet registry, data API, analytics). `code` is one of
 * `RATE_LIMITED`, `SERVER_ERROR`, `FORBIDDEN`, `INVALID_RESPONSE`, `NETWORK`, `TIMEOUT`.
 *
 * @example
 * ```ts
 * if (error instanceof ApiError && error.code === 'RATE_LIMITED') retryLater()
 * ```
 */
export class ApiError extends LatchError {
  override name = 'ApiError'
  declare readonly code: ApiErrorCode
  /** HTTP status, when there was a response. */
  readonly status: number | undefined
  constructor(message: string, extra: ErrorExtra & { code: ApiErrorCode; status?: number | undefined }) {
    super(message, extra)
    this.status = extra.status
  }
}
