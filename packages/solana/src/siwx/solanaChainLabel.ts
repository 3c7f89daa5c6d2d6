import type { CaipNetwork, CaipNetworkId } from '@latch/core/kit'
import { solanaDevnet, solanaMainnet, solanaTestnet } from '../networks/solanaNetworks'

/** The Chain ID Sign-In-With-Solana writes for each public cluster. */
export const CLUSTER_NAMES: Readonly<Record<string, string>> = {
  [solanaMainnet.caipNetworkId]: 'mainnet',
  [solanaDevnet.caipNetworkId]: 'devnet',
  [solanaTestnet.caipNetworkId]: 'testnet',
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
