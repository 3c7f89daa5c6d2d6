/**
 * The chain namespaces of SPEC §3 (CAIP-2 namespaces).
 *
 * @example
 * ```ts
 * const ns: ChainNamespace = 'stacks'
 * ```
 */
export type ChainNamespace = 'eip155' | 'solana' | 'polkadot' | 'bip122' | 'cosmos' | 'sui' | 'stacks'

/**
 * A CAIP-2 chain id: `namespace:reference`, e.g. `eip155:1`.
 *
 * @example
 * ```ts
 * const id: CaipNetworkId = 'eip155:31337'
 * ```
 */
export type CaipNetworkId = `${ChainNamespace}:${string}`

/**
 * A CAIP-10 account id: `namespace:reference:address`.
 *
 * @example
 * ```ts
 * const a: CaipAddress = 'eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
 * ```
 */
export type CaipAddress = `${CaipNetworkId}:${string}`

/**
 * A network the app supports. The app passes these to `createLatch({ networks })`; adapters use
 * `rpcUrls` (the app's own transports) for every chain read.
 *
 * @example
 * ```ts
 * const local: CaipNetwork = {
 *   id: '31337', caipNetworkId: 'eip155:31337', chainNamespace: 'eip155', name: 'Local',
 *   nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
 *   rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
 * }
 * ```
 */
export type CaipNetwork = {
  /** Chain reference (the part after the namespace), e.g. `'1'` or a Solana genesis hash prefix. */
  id: string
  /** CAIP-2 id. */
  caipNetworkId: CaipNetworkId
  /** Namespace of the chain. */
  chainNamespace: ChainNamespace
  /** Human name. */
  name: string
  /** Native currency. */
  nativeCurrency: { name: string; symbol: string; decimals: number }
  /** RPC endpoints the app chose. */
  rpcUrls: { default: { http: readonly string[]; webSocket?: readonly string[] } }
  /** Block explorer, if any. */
  blockExplorers?: { default: { name: string; url: string } }
  /** True for test networks. */
  testnet?: boolean
  /** Image URL for the network icon, if any. */
  imageUrl?: string
}

/**
 * All namespaces of SPEC §3, in a stable order.
 *
 * @example
 * ```ts
 * CHAIN_NAMESPACES.includes('bip122') // true
 * ```
 */
export const CHAIN_NAMESPACES: readonly ChainNamespace[] = [
  'eip155',
  'solana',
  'polkadot',
  'bip122',
  'cosmos',
  'sui',
  'stacks',
]
