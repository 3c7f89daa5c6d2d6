import * as API_MESSAGES from '../shared/errors/apiMessages'
import type { ApiErrorCode } from '../shared/errors/errorCodes'
import { ApiError } from '../shared/errors/errors'
import { toHttpErrorCode } from '../shared/errors/toHttpErrorCode'

/**
 * Turns an HTTP status into the data layer's {@link ApiError}: 429 → `RATE_LIMITED`, 500–599 →
 * `SERVER_ERROR`, 403 → `FORBIDDEN`, anything else → its {@link toHttpErrorCode} (`HTTP_404`…).
 *
 * @param status - HTTP status.
 * @param path - The request path, for details.
 * @returns The error.
 * @example
 * ```ts
 * statusToApiError(429, 'projects/v1/origins').code // 'RATE_LIMITED'
 * ```
 */
export function statusToApiError(status: number, path: string): ApiError {
  const code: ApiErrorCode =
    status === 429
      ? 'RATE_LIMITED'
      : status >= 500 && status <= 599
        ? 'SERVER_ERROR'
        : status === 403
          ? 'FORBIDDEN'
          : toHttpErrorCode(status)
  return new ApiError(API_MESSAGES.requestFailed(status), {
    code,
    status,
    details: `GET or POST /${path}`,
  })
}

/**
 * True when a failed request may be retried: network errors, time-outs and 5xx answers.
 *
 * @param error - What the request failed with.
 * @returns Whether to retry.
 * @example
 * ```ts
 * isRetryable(statusToApiError(503, 'getWallets')) // true
 * ```
 */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true
  return error.code === 'SERVER_ERROR' || error.code === 'NETWORK' || error.code === 'TIMEOUT'
}
