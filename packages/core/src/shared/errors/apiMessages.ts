// Messages of the {@link ApiError}s Latch throws for a remote service's answer (its API client,
// an app's RPC node, the data API): not SPEC catalogue messages, each defined once. The answer's
// own text is never put in a message; it goes to `details`, cut with `describeUntrusted`.
//
// @example
// ```ts
// throw new ApiError(API_MESSAGES.invalidResponse, { code: 'INVALID_RESPONSE', details: path })
// ```
//
// One export a message: imported as a namespace (`import * as API_MESSAGES from ...`), the
// catalogue is a frozen object, and a bundle keeps only the messages its code throws.

/** `INVALID_RESPONSE`: the answer does not parse or is not of the expected shape. */
export const invalidResponse = 'Invalid response'

/** `NETWORK`: the connection dropped before the answer was read. */
export const networkFailed = 'Network request failed'

/** `RATE_LIMITED`, `SERVER_ERROR`, `FORBIDDEN` or an `HttpErrorCode`: a failed HTTP answer. */
export const requestFailed = (status: number) => `Request failed with status ${status}`

/** The cause of an `INVALID_RESPONSE` whose body is over the byte cap. */
export const bodyTooLarge = (limit: number) => `body is larger than ${limit} bytes`
