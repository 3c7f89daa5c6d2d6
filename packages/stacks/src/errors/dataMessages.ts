import { ALERTS } from '@latch/core/kit'

/**
 * The messages of the errors the Stacks and Bitcoin account data readers throw, defined once. The
 * readers load on first use, and these with them.
 *
 * @example
 * ```ts
 * STACKS_DATA_MESSAGES.rateLimited // 'Rate Limited'
 * ```
 */
export const STACKS_DATA_MESSAGES = Object.freeze({
  /** Codes `NETWORK`, `INVALID_RESPONSE`: the data API did not answer, or answered an error status. */
  requestFailed: 'Request failed',
  /** Code `RATE_LIMITED`: the SPEC's alert text. */
  rateLimited: ALERTS.RateLimited.message,
  /** Code `SERVER_ERROR`: the SPEC's alert text. */
  serverError: ALERTS.ServerError.message,
  /** Code `INVALID_RESPONSE`: the network lists no HTTP URL for its data API. */
  noApiUrl: 'No API URL configured for this network',
})
