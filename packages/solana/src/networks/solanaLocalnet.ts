import type { CaipNetwork } from '@latch/core/kit'
import { NATIVE_SOL } from './nativeSol'

/**
 * A local Solana network (a test validator or `@latch/testing/solana`'s node). Its CAIP-2 id is
 * `solana:` plus the first 32 characters of the node's genesis hash.
 *
 * @param params - Genesis hash (from `getGenesisHash`) and the node's HTTP and WebSocket URLs.
 * @returns The network.
 * @example
 * ```ts
 * const localnet = solanaLocalnet({ genesisHash: rpc.genesisHash, http: rpc.url, webSocket: rpc.wsUrl })
 * ```
 */
export function solanaLocalnet(params: {
  genesisHash: string
  http: string
  webSocket?: string
}): CaipNetwork {
  const id = params.genesisHash.slice(0, 32)
  return {
    id,
    caipNetworkId: `solana:${id}`,
    chainNamespace: 'solana',
    name: 'Solana Localnet',
    nativeCurrency: NATIVE_SOL,
    rpcUrls: {
      default: { http: [params.http], ...(params.webSocket ? { webSocket: [params.webSocket] } : {}) },
    },
    testnet: true,
  }
}
