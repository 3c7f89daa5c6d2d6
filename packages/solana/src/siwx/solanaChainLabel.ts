import type { CaipNetwork, CaipNetworkId } from '@latch/core/kit'

/**
 * The Chain ID Sign-In-With-Solana writes for each public cluster, by the cluster's CAIP-2 id (the
 * ids of `solanaMainnet`, `solanaDevnet` and `solanaTestnet`, written out so that the sign-in code
 * does not share the networks' module with the page's first load).
 */
export const CLUSTER_NAMES: Readonly<Record<string, string>> = {
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'mainnet',
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1': 'devnet',
  'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'testnet',
}

/**
 * The Chain ID a Sign-In-With-Solana message writes for a network: `mainnet`, `devnet`, `testnet`,
 * `localnet` for the app's local network, else the CAIP-2 id itself.
 *
 * @param chainId - The network's CAIP-2 id.
 * @param localnet - The network `localnet` stands for, if the app has one.
 * @returns The label.
 * @example
 * ```ts
 * solanaChainLabel(solanaDevnet.caipNetworkId) // 'devnet'
 * ```
 */
export function solanaChainLabel(chainId: CaipNetworkId, localnet?: CaipNetwork): string {
  return CLUSTER_NAMES[chainId] ?? (chainId === localnet?.caipNetworkId ? 'localnet' : chainId)
}
