import type { CaipNetwork, CaipNetworkId } from '@latch/core/kit'
import { SOLANA_CLUSTERS } from '../networks/solanaClusters'

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
  return SOLANA_CLUSTERS[chainId] ?? (chainId === localnet?.caipNetworkId ? 'localnet' : chainId)
}
