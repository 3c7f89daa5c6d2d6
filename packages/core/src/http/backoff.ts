import { CONSTANTS } from '../shared/constants/constants'

/**
 * Delay before retry number `attempt` (0-based) of a failed query (SPEC §9): 1000 ms, doubling,
 * capped at 30000 ms.
 *
 * @param attempt - 0 for the first retry, 1 for the second...
 * @returns The delay in milliseconds.
 * @example
 * ```ts
 * [0, 1, 2, 5, 9].map(backoffDelay) // [1000, 2000, 4000, 30000, 30000]
 * ```
 */
export function backoffDelay(attempt: number): number {
  return Math.min(CONSTANTS.retryBaseMs * 2 ** Math.max(0, attempt), CONSTANTS.retryMaxMs)
}
