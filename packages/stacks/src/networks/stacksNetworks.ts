import { type CaipNetwork, STACKS_NATIVE_DECIMALS } from '@latch/core/kit'
import type { StacksNetworkKind } from '../validation/assertStacksAddress'

/**
 * CAIP-2 references: Stacks chain ids, Bitcoin genesis hash prefixes (CAIP-4).
 *
 * @example
 * ```ts
 * `stacks:${NETWORK_REFERENCES.stacks.testnet}` // 'stacks:2147483648'
 * ```
 */
export const NETWORK_REFERENCES = {
  stacks: { mainnet: '1', testnet: '2147483648' },
  bip122: { mainnet: '000000000019d6689c085ae165831e93', testnet: '000000000933ea01ad0ee984209779ba' },
} as const

/**
 * A Stacks network for `createLatch({ networks })`. `apiUrl` is the Stacks API the app chose
 * (balances and activity are read from it; nothing is fetched until the account view asks).
 *
 * @param kind - `'mainnet'` or `'testnet'`.
 * @param apiUrl - Base URL of a Stacks API (e.g. a node the app runs).
 * @returns The network.
 * @example
 * ```ts
 * const testnet = defineStacksNetwork('testnet', 'http://127.0.0.1:3999')
 * ```
 */
export function defineStacksNetwork(kind: StacksNetworkKind, apiUrl: string): CaipNetwork {
  return networkOf('stacks', kind, 'Stacks', 'STX', STACKS_NATIVE_DECIMALS, apiUrl)
}

/**
 * A Bitcoin network for `createLatch({ networks })`. `esploraUrl` is an Esplora-style API the
 * app chose for balances and activity.
 *
 * @param kind - `'mainnet'` or `'testnet'`.
 * @param esploraUrl - Base URL of an Esplora-compatible API.
 * @returns The network.
 * @example
 * ```ts
 * const bitcoin = defineBitcoinNetwork('mainnet', 'https://esplora.example/api')
 * ```
 */
export function defineBitcoinNetwork(kind: 'mainnet' | 'testnet', esploraUrl: string): CaipNetwork {
  return networkOf('bip122', kind, 'Bitcoin', 'BTC', 8, esploraUrl)
}

// The network of `namespace` for `kind`, named after its currency ("Bitcoin", "Bitcoin Testnet"),
// read through `url`.
function networkOf(
  namespace: keyof typeof NETWORK_REFERENCES,
  kind: 'mainnet' | 'testnet',
  name: string,
  symbol: string,
  decimals: number,
  url: string,
): CaipNetwork {
  const id = NETWORK_REFERENCES[namespace][kind]
  const testnet = kind === 'testnet'
  return {
    id,
    caipNetworkId: `${namespace}:${id}`,
    chainNamespace: namespace,
    name: testnet ? `${name} Testnet` : name,
    nativeCurrency: { name, symbol, decimals },
    rpcUrls: { default: { http: [url] } },
    testnet,
  }
}

/**
 * Mainnet or testnet, for a Stacks or Bitcoin network.
 *
 * @example
 * ```ts
 * networkKind(defineStacksNetwork('testnet', url)) // 'testnet'
 * ```
 */
export function networkKind(network: CaipNetwork | undefined): StacksNetworkKind {
  if (!network) return 'mainnet'
  if (network.chainNamespace === 'stacks')
    return network.id === NETWORK_REFERENCES.stacks.mainnet ? 'mainnet' : 'testnet'
  if (network.chainNamespace === 'bip122')
    return network.id === NETWORK_REFERENCES.bip122.mainnet ? 'mainnet' : 'testnet'
  return network.testnet ? 'testnet' : 'mainnet'
}
