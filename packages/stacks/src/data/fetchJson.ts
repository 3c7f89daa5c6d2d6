import { ApiError, CONSTANTS, parseJsonExact, readJsonBody } from '@latch/core/kit'
import { STACKS_DATA_MESSAGES } from '../errors/dataMessages'

/**
 * A `fetch`-compatible function; the app may pass its own (proxies, auth headers, tests).
 *
 * @example
 * ```ts
 * createStacksAccountData({ fetch: ((url, init) => fetch(url, init)) satisfies FetchLike })
 * ```
 */
export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>

/**
 * GETs JSON from the app's own API, with the SPEC's RPC timeout. HTTP 429 becomes
 * `ApiError('RATE_LIMITED')`, 5xx `SERVER_ERROR`, other failures `NETWORK` / `INVALID_RESPONSE`
 * (a body that is not JSON or is over 5 MB among them).
 *
 * @param fetcher - The fetch function.
 * @param url - Full URL.
 * @returns Parsed JSON.
 * @example
 * ```ts
 * const body = await fetchJson(fetch, `${api}/extended/v1/address/${address}/stx`)
 * ```
 */
export async function fetchJson(fetcher: FetchLike, url: string): Promise<unknown> {
  let response: Response
  try {
    response = await fetcher(url, { signal: AbortSignal.timeout(CONSTANTS.rpcTimeoutMs) })
  } catch (cause) {
    throw new ApiError(STACKS_DATA_MESSAGES.requestFailed, { code: 'NETWORK', cause, details: url })
  }
  if (response.status === 429)
    throw new ApiError(STACKS_DATA_MESSAGES.rateLimited, { code: 'RATE_LIMITED', status: 429 })
  if (response.status >= 500)
    throw new ApiError(STACKS_DATA_MESSAGES.serverError, { code: 'SERVER_ERROR', status: response.status })
  if (!response.ok)
    throw new ApiError(STACKS_DATA_MESSAGES.requestFailed, {
      code: 'INVALID_RESPONSE',
      status: response.status,
      details: url,
    })
  // The API is not Latch's: its body is capped like Latch's own API client's (5 MB), and integers
  // above 2^53 (Esplora's cumulative sats) are kept exact as digit strings.
  return readJsonBody(response, url, parseJsonExact)
}

/**
 * The first HTTP URL of a network: the API the app configured for it.
 *
 * @example
 * ```ts
 * apiBase(defineStacksNetwork('testnet', 'http://127.0.0.1:3999')) // 'http://127.0.0.1:3999'
 * ```
 */
export function apiBase(network: { rpcUrls: { default: { http: readonly string[] } } }): string {
  const url = network.rpcUrls.default.http[0]
  if (!url) throw new ApiError(STACKS_DATA_MESSAGES.noApiUrl, { code: 'INVALID_RESPONSE' })
  return url.replace(/\/+$/, '')
}
