import type { CaipNetwork } from '@latch/core/kit'
import { NATIVE_SOL } from './nativeSol'

// The public clusters (their names by id: SOLANA_CLUSTERS). The local network (solanaLocalnet) and
// the Wallet Standard mapping (toStandardChain) are modules of their own, so that a page loads only
// the network it builds and the adapter's code no network.

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
  id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
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
  id: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  caipNetworkId: 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  chainNamespace: 'solana',
  name: 'Solana Testnet',
  nativeCurrency: NATIVE_SOL,
  rpcUrls: { default: { http: ['https://api.testnet.solana.com'] } },
  testnet: true,
}
