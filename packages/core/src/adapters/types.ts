import type { CaipNetwork, CaipNetworkId, ChainNamespace } from '../shared/networks/types'
import type { LatchStorage } from '../shared/storage/types'
import type { AccountDataSource } from './AccountDataSource'
import type { AdapterEvent, ConnectResult } from './accountTypes'
import type { Connector } from './connectorTypes'
import type { PairingSource } from './PairingSource'
import type { PreviewRequest, RequestPreview } from './requestPreview'
import type { Balance, PreparedSend, SendParameters, SendResult } from './sendTypes'
import type { SignInConnect } from './signInConnectTypes'
import type { AdapterSiwxVerifier } from './siwxTypes'

// The adapter contract's vocabulary lives one concept per file; this module, the contract itself,
// names it too so that everything an adapter implements is read from one place.
export type { AccountInfo, AdapterEvent, ConnectResult } from './accountTypes'
export type { Connector, ConnectorType } from './connectorTypes'
export { SPEC_CONNECTOR_IDS } from './connectorTypes'
export type { LatchProvider, LatchProviders } from './latchProviders'
export type { Balance, PreparedSend, SendParameters, SendResult, TokenRef } from './sendTypes'

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
  /**
   * A connection of this namespace is stored: the mount restores it right after `init`. An adapter
   * whose code loads on first use (`lazyChainAdapter`'s `discovery`) then loads it with `init`, not
   * one hop later.
   */
  restoring?: boolean
  /**
   * With `restoring`: the ids of the stored connectors the mount restores (valid ids, at most 10,
   * as stored). An adapter may ask their wallets its no-prompt checks at `init`, before its own code
   * has loaded, so the restore finds the answers waiting (`@latch/evm` does).
   */
  storedConnectors?: readonly string[]
  /**
   * With `restoring`: the namespace's last active address as stored. Read from storage, so
   * untrusted: never shown as it is.
   */
  storedAddress?: string | undefined
  /**
   * With `storedAddress`: tells the instance that one of the stored connectors' wallets has
   * confirmed that address without a prompt (`true`: the connect button may show it while the
   * restore finishes) or no longer does (`false`: it told of an account or chain change). An
   * adapter calls it only on a wallet's own answer, never on what storage says.
   */
  confirmStoredAddress?: (confirmed: boolean) => void
  /**
   * With `restoring`, in a page on screen: resolves once the page has painted what the mount showed
   * (the button, the address a stored wallet confirmed) and is idle, at most 100 ms after mount
   * (else at once). Code the no-prompt checks do not need is best loaded after it
   * (`lazyChainAdapter` does): a reload then paints the confirmed address before the restore's
   * code costs the main thread its load. Absent: load at once.
   */
  painted?: Promise<void> | undefined
}

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
  /**
   * Loads the code a connect runs, ahead of it (an adapter whose code loads on first use, see
   * `lazyChainAdapter`'s `discovery`): `latch.ready()` calls it, as the open modal does once idle,
   * so the pick finds it loaded.
   */
  preload?(): Promise<void>
  /** Connectors found so far. */
  getConnectors(): readonly Connector[]
  /** Ask the wallet to connect (may show the wallet's prompt). */
  connect(params: {
    connectorId: string
    caipNetworkId?: CaipNetworkId
    /**
     * True once the caller has given the connect up (the modal it came from closed, another
     * wallet was picked there): whatever the wallet answers after that is undone, and a sign-in
     * it signed in the same prompt is not stored.
     */
    abandoned?: () => boolean
    /**
     * With the app's sign-in, on a user connect: the connect that can sign in in the same wallet
     * prompt (see {@link SignInConnect}). An adapter whose wallets can do both connects through it.
     */
    signIn?: SignInConnect | undefined
  }): Promise<ConnectResult>
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
  /**
   * The send as one wallet request (see {@link PreparedSend}), for connectors of the namespace that
   * have no send of their own: `withConnector` then sends it through that connector's `request`.
   */
  prepareSend?(params: SendParameters): Promise<PreparedSend>
  /** Raw wallet request through the connector. */
  request(params: {
    connectorId: string
    method: string
    params?: unknown
    network?: CaipNetwork
  }): Promise<unknown>
  /**
   * What a request of this family does, decoded locally from its frozen params for the approval
   * (a Bitcoin PSBT's inputs, outputs and fee; a Stacks call's arguments and post-conditions; a
   * Solana transaction's transfers): `undefined` for a method it does not preview. Malformed params
   * reject with a typed error, which the approval shows as "Could not preview". Its code loads when
   * first asked.
   */
  previewRequest?(request: PreviewRequest): Promise<RequestPreview | undefined>
  /** The connector's underlying provider object, for apps that need it. */
  getProvider?(connectorId: string): unknown
  /**
   * Builds the namespace's provider routed through Latch, which `latch.getProvider(namespace)`
   * returns instead of the wallet's own object (see `LatchProviders`): set by adapters whose
   * namespace has one (the EVM adapter's EIP-1193 provider). Core calls it once per instance, with
   * the instance (`Latch`, which this contract, below the instance, names only as an object); the
   * provider follows the active connection and sends through the instance's adapter of the
   * namespace. `lazyChainAdapter` and `withConnector` keep the chain adapter's.
   */
  latchProvider?(latch: object): unknown
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
