import { ValidationError } from '../errors/errors'
import { toSafeLinkUrl } from '../validation/safeUrl'
import * as NETWORK_MESSAGES from './networkMessages'
import type { CaipNetwork } from './types'

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
 * A network as the instance uses it: the app's own RPC URLs when it gave any (never replaced);
 * otherwise the hosted RPC's URL for it (SPEC §7: POST with `chainId` and `projectId` query
 * values, other query values of the base kept), which needs a projectId.
 *
 * Written with string operations rather than `URL`: every app loads it with the instance, and the
 * `URL` form cost 28 gzip bytes more of the first load (measured on the size app).
 *
 * @param network - An app network.
 * @param options - The app's `projectId` and `rpcUrl` (the hosted RPC's base, default {@link DEFAULT_HOSTED_RPC_URL}).
 * @returns The network, with its RPC URL.
 * @throws {ValidationError} code `NO_RPC_URL` when the network has no RPC URL and there is no projectId:
 *   nothing is ever sent to a host the app did not configure; code `INVALID_RPC_URL` when `rpcUrl`
 *   is not an https URL (or http on a loopback host).
 * @example
 * ```ts
 * withHostedRpc({ ...optimism, rpcUrls: { default: { http: [] } } }, { projectId: 'abc' })
 * // rpcUrls.default.http: ['https://rpc.walletconnect.org/v1/?chainId=eip155%3A10&projectId=abc']
 * ```
 */
export function withHostedRpc(
  network: CaipNetwork,
  options: { projectId?: string | undefined; rpcUrl?: string | undefined },
): CaipNetwork {
  if ((network.rpcUrls?.default?.http ?? []).length > 0) return network
  const { projectId, rpcUrl: base = DEFAULT_HOSTED_RPC_URL } = options
  if (!projectId)
    throw new ValidationError(NETWORK_MESSAGES.noRpcUrl(network.caipNetworkId), { code: 'NO_RPC_URL' })
  // https, or http on a loopback host (a self-hosted service on this machine): the URL-safety rule Latch's links use
  if (!toSafeLinkUrl(base))
    throw new ValidationError(NETWORK_MESSAGES.invalidRpcUrl, { code: 'INVALID_RPC_URL' })
  const query = `chainId=${encodeURIComponent(network.caipNetworkId)}&projectId=${encodeURIComponent(projectId)}`
  const url = `${base}${base.includes('?') ? '&' : '?'}${query}`
  return { ...network, rpcUrls: { ...network.rpcUrls, default: { ...network.rpcUrls.default, http: [url] } } }
}
