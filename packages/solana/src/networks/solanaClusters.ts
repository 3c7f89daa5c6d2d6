/**
 * Solana's public clusters by CAIP-2 id (`solana:` and the first 32 characters of the genesis
 * hash): the name Wallet Standard ({@link toStandardChain}) and Sign-In-With-Solana
 * (`solanaChainLabel`) give each. The ids are those of `solanaMainnet`, `solanaDevnet` and
 * `solanaTestnet`; this map is a module of its own so that the adapter's lazily loaded code reading
 * it does not bring those networks into a page that builds another one.
 *
 * @example
 * ```ts
 * SOLANA_CLUSTERS[solanaDevnet.caipNetworkId] // 'devnet'
 * ```
 */
export const SOLANA_CLUSTERS: Readonly<Record<string, 'mainnet' | 'devnet' | 'testnet'>> = {
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'mainnet',
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1': 'devnet',
  'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'testnet',
}
