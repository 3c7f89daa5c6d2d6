import { type CaipNetwork, CONSTANTS, ValidationError } from '@latch/core/kit'
import type { PublicClient } from 'viem'
import { EVM_MESSAGES } from '../errors/evmMessages'
import { parseEvmChainId } from '../utils/chainIds'

/**
 * viem chain definition of an app network (the app's own RPC URLs, nothing hosted).
 *
 * @param network - An eip155 network.
 * @returns What viem's `defineChain` takes.
 * @example
 * ```ts
 * const chain = toViemChain(local)
 * ```
 */
export function toViemChain(network: CaipNetwork) {
  return {
    id: parseEvmChainId(network.id),
    name: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: { default: { http: [...network.rpcUrls.default.http] } },
    ...(network.testnet !== undefined ? { testnet: network.testnet } : {}),
  }
}

/**
 * Lazily created viem public clients, one per network, over the app's first RPC URL with the
 * SPEC's timeout (10 s) and retries (3). viem itself is loaded on first use.
 *
 * @example
 * ```ts
 * const clients = createPublicClients()
 * const client = await clients.get(network)
 * ```
 */
export type PublicClients = { get(network: CaipNetwork): Promise<PublicClient> }

/**
 * Creates the per-instance client cache.
 *
 * @returns The cache.
 * @example
 * ```ts
 * const balance = await (await createPublicClients().get(network)).getBalance({ address })
 * ```
 */
export function createPublicClients(): PublicClients {
  const clients = new Map<string, Promise<PublicClient>>()
  return {
    get(network) {
      const url = network.rpcUrls.default.http[0]
      if (!url) {
        throw new ValidationError(EVM_MESSAGES.noRpcUrl(network.caipNetworkId), { code: 'NO_RPC_URL' })
      }
      const key = `${network.caipNetworkId} ${url}`
      let client = clients.get(key)
      if (!client) {
        client = import('viem').then(
          ({ createPublicClient, defineChain, http }) =>
            createPublicClient({
              chain: defineChain(toViemChain(network)),
              transport: http(url, { timeout: CONSTANTS.rpcTimeoutMs, retryCount: CONSTANTS.rpcRetries }),
            }) as PublicClient,
        )
        clients.set(key, client)
        client.catch(() => clients.delete(key))
      }
      return client
    },
  }
}
