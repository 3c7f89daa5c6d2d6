import type { NetworkIconName } from '../generated/iconLoaders'

/** EVM chain ids (mainnets and their public testnets) to their network's mark. */
const EVM_CHAINS: Readonly<Record<string, NetworkIconName>> = {
  '1': 'ethereum',
  '11155111': 'ethereum',
  '17000': 'ethereum',
  '560048': 'ethereum',
  '10': 'optimism',
  '11155420': 'optimism',
  '137': 'polygon',
  '80002': 'polygon',
  '8453': 'base',
  '84532': 'base',
  '42161': 'arbitrum',
  '421614': 'arbitrum',
  '56': 'bsc',
  '97': 'bsc',
  '43114': 'avalanche',
  '43113': 'avalanche',
  '100': 'gnosis',
  '59144': 'linea',
  '59141': 'linea',
  '534352': 'scroll',
  '534351': 'scroll',
  '324': 'zksync',
  '300': 'zksync',
  '7777777': 'zora',
}

/** Namespaces whose every chain shows the family's mark. */
const FAMILIES: Readonly<Record<string, NetworkIconName>> = {
  solana: 'solana',
  stacks: 'stacks',
  bip122: 'bitcoin',
}

/**
 * The mark shipped for a network, from its CAIP-2 id: the well-known EVM chains by chain id, every
 * Solana, Stacks and Bitcoin network by its namespace.
 *
 * @param caipNetworkId - e.g. `eip155:8453`, `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`.
 * @returns The mark's name, or undefined for a chain with no shipped mark.
 * @example
 * ```ts
 * networkIconName('eip155:42161') // 'arbitrum'
 * networkIconName('stacks:2147483648') // 'stacks'
 * ```
 */
export function networkIconName(caipNetworkId: string): NetworkIconName | undefined {
  const [namespace = '', reference = ''] = caipNetworkId.split(':')
  if (Object.hasOwn(FAMILIES, namespace)) return FAMILIES[namespace]
  if (namespace === 'eip155' && Object.hasOwn(EVM_CHAINS, reference)) return EVM_CHAINS[reference]
  return undefined
}
