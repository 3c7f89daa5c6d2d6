import { ValidationError } from '../errors/errors'
import * as NETWORK_MESSAGES from './networkMessages'
import type { CaipNetwork, CaipNetworkId } from './types'

/**
 * The hosted JSON-RPC service's default base URL, used only with a projectId, for a network the app
 * gave no RPC URL of its own.
 *
 * @example
 * ```ts
 * createLatch({ ...options, projectId, rpcUrl: 'http://127.0.0.1:4000/v1/' }) // self-hosted instead
 * ```
 */
export const DEFAULT_HOSTED_RPC_URL = 'https://rpc.walletconnect.org/v1/'

/**
 * The hosted JSON-RPC URL of one chain (SPEC §7: POST with `chainId` and `projectId` query values).
 *
 * @param base - The service's base URL.
 * @param caipNetworkId - The chain (`eip155:10`).
 * @param projectId - The app's projectId.
 * @returns `base?chainId=…&projectId=…` (other query values of `base` are kept).
 * @throws {ValidationError} code `INVALID_RPC_URL` when `base` is not an http(s) URL.
 * @example
 * ```ts
 * hostedRpcUrl('https://rpc.walletconnect.org/v1/', 'eip155:10', 'abc')
 * // 'https://rpc.walletconnect.org/v1/?chainId=eip155%3A10&projectId=abc'
 * ```
 */
export function hostedRpcUrl(base: string, caipNetworkId: CaipNetworkId, projectId: string): string {
  let url: URL
  try {
    url = new URL(base)
  } catch {
    throw new ValidationError(NETWORK_MESSAGES.invalidRpcUrl, { code: 'INVALID_RPC_URL' })
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new ValidationError(NETWORK_MESSAGES.invalidRpcUrl, { code: 'INVALID_RPC_URL' })
  url.searchParams.set('chainId', caipNetworkId)
  url.searchParams.set('projectId', projectId)
  return url.toString()
}

/**
 * A network as the instance uses it: the app's own RPC URLs when it gave any (never replaced);
 * otherwise the hosted RPC's URL for it, which needs a projectId.
 *
 * @param network - An app network.
 * @param options - The app's `projectId` and `rpcUrl` (the hosted RPC's base, default {@link DEFAULT_HOSTED_RPC_URL}).
 * @returns The network, with its RPC URL.
 * @throws {ValidationError} code `NO_RPC_URL` when the network has no RPC URL and there is no projectId:
 *   nothing is ever sent to a host the app did not configure.
 * @example
 * ```ts
 * withHostedRpc({ ...optimism, rpcUrls: { default: { http: [] } } }, { projectId: 'abc' })
 * ```
 */
export function withHostedRpc(
  network: CaipNetwork,
  options: { projectId?: string | undefined; rpcUrl?: string | undefined },
): CaipNetwork {
  if ((network.rpcUrls?.default?.http ?? []).length > 0) return network
  if (!options.projectId)
    throw new ValidationError(NETWORK_MESSAGES.noRpcUrl(network.caipNetworkId), {
      code: 'NO_RPC_URL',
      details: 'Give the network rpcUrls.default.http, or a projectId to read it through the hosted RPC',
    })
  const url = hostedRpcUrl(options.rpcUrl ?? DEFAULT_HOSTED_RPC_URL, network.caipNetworkId, options.projectId)
  return { ...network, rpcUrls: { ...network.rpcUrls, default: { ...network.rpcUrls.default, http: [url] } } }
}
