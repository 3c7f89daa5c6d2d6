import type { Validator } from './validators'

/**
 * Options of one request made through {@link ApiClient}.
 *
 * @example
 * ```ts
 * await api.getJson('getWallets', { searchParams: { page: 1, entries: 40 }, validate: isWalletsResponse })
 * ```
 */
export type ApiRequestOptions<T> = {
  /** Query parameters; `undefined` values are left out. */
  searchParams?: Record<string, string | number | undefined>
  /** Validates the parsed body; an invalid body fails with `INVALID_RESPONSE` and is reported. */
  validate: Validator<T>
  /** Retries after a network error, timeout or 5xx; default `CONSTANTS.rpcRetries` (3). */
  retries?: number
  /** Which base URL to use; default `'api'`. */
  service?: ApiService
}

/**
 * The remote services: the wallet SDK provider API, the blockchain data API, the analytics service.
 *
 * @example
 * ```ts
 * const service: ApiService = 'analytics'
 * ```
 */
export type ApiService = 'api' | 'data' | 'analytics'

/**
 * Base URLs of the services (for self-hosting or a local server).
 *
 * @example
 * ```ts
 * const urls: ApiUrls = { api: 'http://127.0.0.1:4000', data: 'http://127.0.0.1:4000', analytics: 'http://127.0.0.1:4000' }
 * ```
 */
export type ApiUrls = Record<ApiService, string>

/**
 * The HTTP client of the data layer: common query params, validation, de-duplication, time-out,
 * retries with back-off, offline pause. Made by `createApiClient`; exists only with a projectId.
 *
 * @example
 * ```ts
 * const { data } = await api.getJson('getWallets', { searchParams: { page: 1, entries: 40 }, validate })
 * ```
 */
export interface ApiClient {
  /** The project id sent with every request. */
  readonly projectId: string
  /** GET a JSON body and validate it. Identical requests in flight share one HTTP request. */
  getJson<T>(path: string, options: ApiRequestOptions<T>): Promise<T>
  /** GET an image (`image/*`, at most 2 MB) as a blob. */
  getBlob(path: string, options?: { service?: ApiService }): Promise<Blob>
  /** POST a JSON body; resolves with the HTTP status (no retries: analytics is best effort). */
  postJson(path: string, body: unknown, options?: { service?: ApiService }): Promise<number>
  /** Number of HTTP requests sent so far (for diagnostics and benchmarks). */
  requestCount(): number
}
