import type { CaipNetwork, CaipNetworkId, ChainNamespace } from '../shared/networks/types'
import type { LatchStorage } from '../shared/storage/types'
import type { AccountDataSource } from './AccountDataSource'
import type { PairingSource } from './PairingSource'
import type { AdapterSiwxVerifier } from './siwxTypes'

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

/**
 * One account of a connection.
 *
 * @example
 * ```ts
 * const account: AccountInfo = { address: '0xf39F...', type: 'eoa' }
 * ```
 */
export type AccountInfo = {
  /** Address in the chain's own format. */
  address: string
  /** Account type (SPEC §6): eoa or smartAccount. */
  type?: 'eoa' | 'smartAccount'
  /** Public key, when the wallet gives one (never persisted). */
  publicKey?: string
  /** Bitcoin address purpose, when the wallet says. */
  purpose?: 'payment' | 'ordinals' | 'stacks'
}

/**
 * What a successful connect or restore returns.
 *
 * @example
 * ```ts
 * const result: ConnectResult = { accounts: [{ address: '0xabc' }], caipNetworkId: 'eip155:1' }
 * ```
 */
export type ConnectResult = {
  /** Accounts, the active one first. */
  accounts: AccountInfo[]
  /** Network the wallet is on. */
  caipNetworkId: CaipNetworkId
}

/**
 * Events an adapter reports to the core.
 *
 * @example
 * ```ts
 * adapter.subscribe((event) => { if (event.type === 'disconnect') console.log(event.connectorId) })
 * ```
 */
export type AdapterEvent =
  | { type: 'accountsChanged'; connectorId: string; accounts: AccountInfo[] }
  | { type: 'chainChanged'; connectorId: string; caipNetworkId: CaipNetworkId }
  | { type: 'disconnect'; connectorId: string }
  | { type: 'connectorsChanged'; connectors: readonly Connector[] }

/**
 * What the core hands an adapter when it is initialised (client side, on `latch.mount()`).
 *
 * @example
 * ```ts
 * adapter.init({ networks, storage, getWindow: () => window })
 * ```
 */
export type AdapterContext = {
  /** The app's networks of this adapter's namespace. */
  networks: readonly CaipNetwork[]
  /** The instance's storage (already prefixed and versioned). */
  storage: LatchStorage
  /** The window to discover wallets in; `undefined` on the server. */
  getWindow: () => Window | undefined
  /**
   * The app's projectId, as given once to `createLatch` (absent when it gave none): adapters whose
   * service needs one (the pairing relay) read it here instead of taking it a second time.
   */
  projectId?: string | undefined
}

/**
 * A token to send or to read a balance of. `address` is absent for the native token.
 *
 * @example
 * ```ts
 * const usdc: TokenRef = { address: '0xA0b8...', symbol: 'USDC', decimals: 6, name: 'USD Coin' }
 * ```
 */
export type TokenRef = {
  /** Contract address (EVM), mint (Solana), contract id (Stacks). Absent for native. */
  address?: string
  /** Symbol. */
  symbol: string
  /** Decimals of the base unit. */
  decimals: number
  /** Name. */
  name?: string
}

/**
 * A balance in base units.
 *
 * @example
 * ```ts
 * const b: Balance = { value: 10n ** 18n, decimals: 18, symbol: 'ETH' }
 * ```
 */
export type Balance = { value: bigint; decimals: number; symbol: string }

/**
 * Parameters of {@link ChainAdapter.send}. `amount` is in base units, never a float.
 *
 * @example
 * ```ts
 * await adapter.send({ connectorId, network, from, to, amount: 10n ** 17n, token: { symbol: 'ETH', decimals: 18 } })
 * ```
 */
export type SendParameters = {
  connectorId: string
  network: CaipNetwork
  from: string
  to: string
  amount: bigint
  token: TokenRef
}

/**
 * Result of a send: the transaction hash or signature. `queued: true` when the wallet only proposed
 * the transaction to a multisig (a Safe answers its `safeTxHash`): the owners still have to confirm
 * and execute it, so nothing is on chain yet and `hash` names no chain transaction.
 *
 * @example
 * ```ts
 * const { hash, queued } = await adapter.send(params)
 * if (queued) console.log('waiting for the Safe owners', hash)
 * ```
 */
export type SendResult = { hash: string; queued?: true }

/**
 * The contract every chain adapter implements. Controllers talk to chains only through it.
 * Nothing in an adapter may touch `window` or the network before {@link ChainAdapter.init}.
 *
 * @example
 * ```ts
 * const latch = createLatch({ adapters: [evmAdapter()], networks: [local] })
 * ```
 */
export interface ChainAdapter {
  /** Namespace served. */
  readonly namespace: ChainNamespace
  /** Client-side start: begin wallet discovery. Idempotent. */
  init(context: AdapterContext): void | Promise<void>
  /** Stop listening and release what `init` took. */
  destroy?(): void
  /** Connectors found so far. */
  getConnectors(): readonly Connector[]
  /** Ask the wallet to connect (may show the wallet's prompt). */
  connect(params: { connectorId: string; caipNetworkId?: CaipNetworkId }): Promise<ConnectResult>
  /** Silent restore after reload: `null` when the wallet no longer authorises the app. Never prompts. */
  reconnect(params: { connectorId: string; caipNetworkId?: CaipNetworkId }): Promise<ConnectResult | null>
  /** Disconnect one connector. Idempotent. */
  disconnect(params: { connectorId: string }): Promise<void>
  /** Ask the wallet to switch network. */
  switchNetwork(params: { connectorId: string; network: CaipNetwork }): Promise<void>
  /**
   * Native balance through the app's RPC. `connectorId` names the connection the account belongs
   * to, so an adapter that serves several connectors can read through the right one.
   */
  getBalance(params: { address: string; network: CaipNetwork; connectorId?: string }): Promise<Balance>
  /** Sign a plain-text message; returns the chain's signature encoding. */
  signMessage(params: {
    connectorId: string
    address: string
    message: string
    network: CaipNetwork
  }): Promise<string>
  /** Send native or token value (SPEC §4: only eip155 and solana implement it). */
  send?(params: SendParameters): Promise<SendResult>
  /**
   * The network fee a {@link ChainAdapter.send} with these parameters would cost, in base units of
   * the network's native currency (EVM: estimated gas × gas price; Solana: the chain's fee for the
   * message). Adapters that can send implement it so the send form can show the fee and keep it
   * out of Max.
   */
  estimateFee?(params: SendParameters): Promise<bigint>
  /** Raw wallet request through the connector. */
  request(params: {
    connectorId: string
    method: string
    params?: unknown
    network?: CaipNetwork
  }): Promise<unknown>
  /** The connector's underlying provider object, for apps that need it. */
  getProvider?(connectorId: string): unknown
  /** Listen to account, chain, disconnect and connector events. Returns an unsubscribe function. */
  subscribe(listener: (event: AdapterEvent) => void): () => void
  /** Account data (tokens, activity, NFTs) read from the chain through the app's RPC. */
  accountData?: AccountDataSource
  /** Sign-in message format and verification for this namespace (its code may load on first use). */
  siwx?: AdapterSiwxVerifier
  /**
   * The pairing connector's URI, state and QR encoder, for the pairing views: set by an adapter that
   * serves the `walletConnect` connector and can show its pairing code.
   */
  pairing?: PairingSource
}
