import type { CaipNetwork, CaipNetworkId } from '@latch/core/kit'
import type { SolanaStandardChain } from '../standard/types'

const SOL = { name: 'Solana', symbol: 'SOL', decimals: 9 } as const

/**
 * Solana mainnet (CAIP-2 `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`, the first 32 characters of its
 * genesis hash). Replace `rpcUrls` with your own endpoint.
 *
 * @example
 * ```ts
 * createLatch({ adapters: [solanaAdapter()], networks: [{ ...solanaMainnet, rpcUrls: myRpc }] })
 * ```
 */
export const solanaMainnet: CaipNetwork = {
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  chainNamespace: 'solana',
  name: 'Solana',
  nativeCurrency: SOL,
  rpcUrls: { default: { http: ['https://api.mainnet-beta.solana.com'] } },
  blockExplorers: { default: { name: 'Solana Explorer', url: 'https://explorer.solana.com' } },
}

/**
 * Solana devnet (CAIP-2 `solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1`).
 *
 * @example
 * ```ts
 * createLatch({ adapters: [solanaAdapter()], networks: [solanaDevnet] })
 * ```
 */
export const solanaDevnet: CaipNetwork = {
  id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  chainNamespace: 'solana',
  name: 'Solana Devnet',
  nativeCurrency: SOL,
  rpcUrls: { default: { http: ['https://api.devnet.solana.com'] } },
  testnet: true,
}

/**
 * Solana testnet (CAIP-2 `solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z`).
 *
 * @example
 * ```ts
 * createLatch({ adapters: [solanaAdapter()], networks: [solanaTestnet] })
 * ```
 */
export const solanaTestnet: CaipNetwork = {
  id: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  caipNetworkId: 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  chainNamespace: 'solana',
  name: 'Solana Testnet',
  nativeCurrency: SOL,
  rpcUrls: { default: { http: ['https://api.testnet.solana.com'] } },
  testnet: true,
}

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
    nativeCurrency: SOL,
    rpcUrls: {
      default: { http: [params.http], ...(params.webSocket ? { webSocket: [params.webSocket] } : {}) },
    },
    testnet: true,
  }
}

const KNOWN_CLUSTERS: Record<string, SolanaStandardChain> = {
  [solanaMainnet.caipNetworkId]: 'solana:mainnet',
  [solanaDevnet.caipNetworkId]: 'solana:devnet',
  [solanaTestnet.caipNetworkId]: 'solana:testnet',
}

/**
 * The Wallet Standard chain id (`solana:mainnet`, ...) of a CAIP-2 network id; any other genesis
 * is a local cluster (`solana:localnet`).
 *
 * @param caipNetworkId - CAIP-2 id.
 * @returns The Wallet Standard chain.
 * @example
 * ```ts
 * toStandardChain('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp') // 'solana:mainnet'
 * ```
 */
export function toStandardChain(caipNetworkId: CaipNetworkId): SolanaStandardChain {
  return KNOWN_CLUSTERS[caipNetworkId] ?? 'solana:localnet'
}
