import type { CaipNetworkId } from '@latch/core/kit'
import type { SolanaStandardChain } from '../standard/types'
import { SOLANA_CLUSTERS } from './solanaClusters'

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
  return `solana:${SOLANA_CLUSTERS[caipNetworkId] ?? 'localnet'}`
}
