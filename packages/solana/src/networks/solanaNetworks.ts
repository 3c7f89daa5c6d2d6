import type { CaipNetwork } from '@latch/core/kit'
import { NATIVE_SOL } from './nativeSol'
import { SOLANA_CLUSTER_IDS } from './solanaClusterIds'

// The public clusters: each constant is tree-shaken on its own; the local network
// (solanaLocalnet) and the Wallet Standard mapping (toStandardChain) are modules of their own.

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
  id: SOLANA_CLUSTER_IDS.mainnet,
  caipNetworkId: `solana:${SOLANA_CLUSTER_IDS.mainnet}`,
  chainNamespace: 'solana',
  name: 'Solana',
  nativeCurrency: NATIVE_SOL,
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
  id: SOLANA_CLUSTER_IDS.devnet,
  caipNetworkId: `solana:${SOLANA_CLUSTER_IDS.devnet}`,
  chainNamespace: 'solana',
  name: 'Solana Devnet',
  nativeCurrency: NATIVE_SOL,
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
  id: SOLANA_CLUSTER_IDS.testnet,
  caipNetworkId: `solana:${SOLANA_CLUSTER_IDS.testnet}`,
  chainNamespace: 'solana',
  name: 'Solana Testnet',
  nativeCurrency: NATIVE_SOL,
  rpcUrls: { default: { http: ['https://api.testnet.solana.com'] } },
  testnet: true,
}
