import { type CaipNetwork, STACKS_NATIVE_DECIMALS } from '@latch/core/kit'
import type { StacksNetworkKind } from '../validation/assertStacksAddress'
import { NETWORK_REFERENCES } from './networkReferences'

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
