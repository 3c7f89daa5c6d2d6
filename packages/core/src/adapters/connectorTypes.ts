import type { ChainNamespace } from '../shared/networks/types'

/**
 * Connector kinds. The first nine are SPEC §3's connector ids; `walletStandard` (Solana Wallet
 * Standard) and `wbip` (Stacks/Bitcoin providers on `window`) are Latch's own.
 *
 * @example
 * ```ts
 * const type: ConnectorType = 'announced'
 * ```
 */
export type ConnectorType =
  | 'walletConnect'
  | 'injected'
  | 'announced'
  | 'coinbaseWallet'
  | 'safe'
  | 'ledger'
  | 'okx'
  | 'eip6963'
  | 'ID_AUTH'
  | 'walletStandard'
  | 'wbip'

/**
 * The SPEC §3 connector ids, in order.
 *
 * @example
 * ```ts
 * SPEC_CONNECTOR_IDS.includes('ID_AUTH') // true
 * ```
 */
export const SPEC_CONNECTOR_IDS = [
  'walletConnect',
  'injected',
  'announced',
  'coinbaseWallet',
  'safe',
  'ledger',
  'okx',
  'eip6963',
  'ID_AUTH',
] as const satisfies readonly ConnectorType[]

/**
 * A way to connect a wallet that an adapter found in the page (or can open).
 *
 * @example
 * ```ts
 * const metamask: Connector = {
 *   id: 'io.metamask', type: 'announced', name: 'MetaMask', chain: 'eip155',
 *   rdns: 'io.metamask', installed: true,
 * }
 * ```
 */
export type Connector = {
  /** Unique within its namespace: an rdns, a provider path, `'injected'`, `'walletConnect'`... */
  id: string
  /** Kind of connector. */
  type: ConnectorType
  /** Name shown to the user. */
  name: string
  /** Namespace this connector serves. */
  chain: ChainNamespace
  /** Icon (often a data: URL supplied by the wallet itself). */
  imageUrl?: string
  /** Reverse-DNS id of the wallet (EIP-6963). */
  rdns?: string
  /** Id of the matching wallet-registry entry, if known. */
  walletId?: string
  /** True when the wallet is present in this page. */
  installed: boolean
}
