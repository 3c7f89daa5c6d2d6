/**
 * The CAIP-2 references of Solana's public clusters (the first 32 characters of each genesis
 * hash), defined once for the cluster networks and {@link toStandardChain}. A module of its own so
 * that a page building one network loads neither the others nor the Wallet Standard mapping.
 *
 * @example
 * ```ts
 * `solana:${SOLANA_CLUSTER_IDS.devnet}` // 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
 * ```
 */
export const SOLANA_CLUSTER_IDS = {
  mainnet: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  devnet: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  testnet: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
} as const
