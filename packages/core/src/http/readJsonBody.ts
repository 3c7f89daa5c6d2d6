import * as API_MESSAGES from '../shared/errors/apiMessages'
import { ApiError } from '../shared/errors/errors'
import { UNTRUSTED_LIMITS } from '../shared/validation/untrustedLimits'
import { readBodyCapped } from './readBodyCapped'

/**
 * Reads and parses a JSON answer from a server Latch does not control (an app's RPC node or API)
 * with the same byte cap as Latch's own API client ({@link UNTRUSTED_LIMITS}`.bodyBytes`, 5 MB): a
 * longer body is not read further. A body over the cap or that does not parse is a typed
 * {@link ApiError} `INVALID_RESPONSE`, a dropped connection `NETWORK`; never a raw `SyntaxError`.
 *
 * @param response - The server's response.
 * @param what - What was requested, for the error's details (a method name or path).
 * @param parse - Parses the body's text (default `JSON.parse`), e.g. one that keeps large integers exact.
 * @returns The parsed body.
 * @example
 * ```ts
 * const body = await readJsonBody(await fetch(url, init), 'eth_getBalance')
 * ```
 */
export async function readJsonBody(
  response: Response,
  what: string,
  parse: (text: string) => unknown = JSON.parse,
): Promise<unknown> {
  let bytes: Uint8Array | 'tooLarge'
  try {
    bytes = await readBodyCapped(response, UNTRUSTED_LIMITS.bodyBytes)
  } catch (cause) {
    throw new ApiError(API_MESSAGES.networkFailed, { code: 'NETWORK', cause, details: what })
  }
  try {
    if (bytes === 'tooLarge') throw new RangeError(API_MESSAGES.bodyTooLarge(UNTRUSTED_LIMITS.bodyBytes))
    return parse(new TextDecoder().decode(bytes))
  } catch (cause) {
    throw new ApiError(API_MESSAGES.invalidResponse, { code: 'INVALID_RESPONSE', cause, details: what })
  }
}
