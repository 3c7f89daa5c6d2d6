import type { ApiUrls } from '../../http/types'

/**
 * Default base URLs of the hosted services, used only with a projectId and no override.
 *
 * @example
 * ```ts
 * createLatch({ ...options, projectId, apiUrl: 'http://127.0.0.1:4000' }) // self-hosted instead
 * ```
 */
export const DEFAULT_API_URLS: ApiUrls = {
  api: 'https://api.web3modal.org',
  data: 'https://api.web3modal.org',
  analytics: 'https://pulse.walletconnect.org',
}

/**
 * The data layer's options of `createLatch` (all optional, all inert without a projectId).
 *
 * @example
 * ```ts
 * createLatch({ adapters, networks, projectId, apiUrl: server.url, analytics: true, wallets: { featuredWalletIds: ['leather'] } })
 * ```
 */
export type DataLayerOptions = {
  /** Base URL of the wallet registry / project API (self-hosting, local tests). Also the default for the other two. */
  apiUrl?: string
  /** Base URL of the blockchain data API; default `apiUrl`. */
  dataApiUrl?: string
  /** Base URL of the analytics service; default `apiUrl`. */
  analyticsUrl?: string
  /**
   * Base URL of the hosted JSON-RPC, for the networks given no `rpcUrls` of their own (with a
   * projectId only); default `https://rpc.walletconnect.org/v1/`. Calls carry `chainId` and `projectId`.
   */
  rpcUrl?: string
  /** Send analytics events (also needs the project's `/getAnalyticsConfig` to allow it). Default false. */
  analytics?: boolean
}

/**
 * The service URLs for the given options.
 *
 * @param options - The data layer options.
 * @returns The three base URLs.
 * @example
 * ```ts
 * resolveApiUrls({ apiUrl: 'http://127.0.0.1:4000' }).analytics // 'http://127.0.0.1:4000'
 * ```
 */
export function resolveApiUrls(options: DataLayerOptions): ApiUrls {
  const api = options.apiUrl ?? DEFAULT_API_URLS.api
  return {
    api,
    data: options.dataApiUrl ?? options.apiUrl ?? DEFAULT_API_URLS.data,
    analytics: options.analyticsUrl ?? options.apiUrl ?? DEFAULT_API_URLS.analytics,
  }
}
