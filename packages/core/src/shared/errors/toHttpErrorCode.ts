import type { HttpErrorCode, HttpErrorStatus } from './httpErrorCodes'

// The statuses of HttpErrorStatus as ranges, so the check costs a few bytes, not a list of strings.
const STATUS_RANGES: readonly (readonly [number, number])[] = [
  [400, 417],
  [421, 422],
  [425, 426],
  [428, 429],
  [431, 431],
  [451, 451],
  [500, 508],
  [510, 511],
]

function isHttpErrorStatus(status: number): status is HttpErrorStatus {
  return Number.isInteger(status) && STATUS_RANGES.some(([low, high]) => status >= low && status <= high)
}

/**
 * The code of a failed HTTP answer that carries no code of its own: `HTTP_<status>` for an error
 * status of RFC 9110 (and 425, 428, 429, 431, 451, 511), `HTTP_ERROR` for any other status.
 *
 * @param status - The answer's HTTP status.
 * @returns Its code, from the closed {@link HttpErrorCode} union.
 * @example
 * ```ts
 * toHttpErrorCode(404) // 'HTTP_404'
 * toHttpErrorCode(499) // 'HTTP_ERROR'
 * ```
 */
export function toHttpErrorCode(status: number): HttpErrorCode {
  return isHttpErrorStatus(status) ? `HTTP_${status}` : 'HTTP_ERROR'
}
