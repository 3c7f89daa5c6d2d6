import type { LatchProvider } from '../adapters/latchProviders'
import type { ChainAdapter } from '../adapters/types'
import type { AccountActions, WalletInfo } from '../kernel/account/types'
import type { AlertActions } from '../kernel/alerts/types'
import type { ChainActions } from '../kernel/chains/types'
import type {
  Connection,
  ConnectionActions,
  ConnectionReference,
  SwitchConnectionOptions,
} from '../kernel/connections/types'
import type { EventActions, TrackedEvent } from '../kernel/events/types'
import type { LogBuffer } from '../kernel/log/types'
import type { ModalActions } from '../kernel/modal/types'
import type { OptionsActions } from '../kernel/options/types'
import type { WalletPickerActions } from '../kernel/picker/types'
import type { RouterActions } from '../kernel/router/types'
import type { SnackActions } from '../kernel/snack/types'
import type { CaipNetwork, CaipNetworkId, ChainNamespace } from '../shared/networks/types'
import type { AccountDataActions } from '../slices/accountData/types'
import type { ApprovalActions } from '../slices/auth/approval/types'
import type { AuthActions } from '../slices/auth/types'
import type { CallsActions } from '../slices/calls/types'
import type { OnrampApi } from '../slices/hostedData/createOnrampApi'
import type { SmartSessionsApi } from '../slices/hostedData/createSmartSessionsApi'
import type { SwapApi } from '../slices/hostedData/createSwapApi'
import type { TransactionBuilderApi } from '../slices/hostedData/createTransactionBuilderApi'
import type { I18nActions } from '../slices/i18n/types'
import type { PermissionsActions } from '../slices/permissions/types'
import type { SendActions } from '../slices/send/types'
import type { SiwxActions } from '../slices/siwx/types'
import type { WalletsActions } from '../slices/wallets/types'
import type {
  AccountSnapshot,
  ConnectParameters,
  DisconnectWalletParameters,
  NamespaceParameter,
  OpenParameters,
} from './latchParameters'
import type { LatchSnapshot } from './latchState'

/**
 * One Latch instance: the modal's state and every action on it. Made by `createLatch()`. The
 * EIP-5792 batched calls (`sendCalls`, `getCallsStatus`, `getCapabilities`, `showCallsStatus`,
 * see {@link CallsActions}) and ERC-7715 permissions (`grantPermissions`, `revokePermissions`,
 * `listPermissions`, `watchPermissions`, see {@link PermissionsActions}) load the first time one is called.
 *
 * @example
 * ```ts
 * const latch = createLatch({ adapters: [evmAdapter()], networks: [mainnet] })
 * const stop = latch.mount()
 * await latch.open()
 * ```
 */
export interface Latch extends CallsActions, PermissionsActions {
  /** The live state (valtio proxy), typed deeply read-only: read it or `useSnapshot` it, change it through actions. */
  readonly state: LatchSnapshot
  /** The adapters, one per namespace. */
  readonly adapters: readonly ChainAdapter[]

  /** Open the modal (SPEC §2 opening rules); tracks MODAL_OPEN. */
  open(params?: OpenParameters): Promise<void>
  /** Close the modal (SPEC §2 closing rules); tracks MODAL_CLOSE. Refused (shake) when sign-in is required. */
  close(): void
  /** Switch network per the SPEC §2 rules (may route to SwitchNetwork or SwitchActiveChain). */
  switchNetwork(network: CaipNetwork | CaipNetworkId): Promise<void>
  /** Connect a connector; rejects with "Modal closed" if the modal closes first. */
  connect(params: ConnectParameters): Promise<Connection>
  /**
   * Disconnect every connection of a namespace (default: active). A wallet connected in several
   * namespaces through one session (email or social login, a pairing session, a Stacks and Bitcoin
   * wallet) is disconnected in all of them. Idempotent.
   */
  disconnect(params?: NamespaceParameter): Promise<void>
  /**
   * Disconnect one wallet in every namespace it connected: an email or social login's EVM and
   * Solana accounts, a pairing session's namespaces. Default: the wallet of the active namespace's
   * active connection (what the Account view shows). Other wallets stay connected. Idempotent.
   */
  disconnectWallet(params?: DisconnectWalletParameters): Promise<void>
  /**
   * Make one connection (see `latch.connections.list()`) the active one of its namespace, and its
   * namespace the active one; `address` picks one of its accounts. Account, balance and sign-in
   * follow: with a required sign-in, an address without a session opens the sign view. An
   * unknown connection or address is a ValidationError and changes nothing.
   *
   * @example
   * ```ts
   * const [, second] = latch.connections.list('eip155')
   * await latch.switchConnection(second)
   * ```
   */
  switchConnection(connection: ConnectionReference, options?: SwitchConnectionOptions): Promise<void>
  /**
   * Disconnect one connection: only that wallet (in every namespace only when one session spans
   * them, as an email or social login or a pairing session). When it was the active one, the next
   * connection of its namespace becomes active, else the namespace is disconnected. The modal
   * stays open while a wallet remains. An unknown connection is a ValidationError.
   *
   * @example
   * ```ts
   * await latch.disconnectConnection('eip155:io.metamask')
   * ```
   */
  disconnectConnection(connection: ConnectionReference): Promise<void>
  /**
   * Disconnect every connection of every namespace. Idempotent.
   *
   * @example
   * ```ts
   * await latch.disconnectAll()
   * ```
   */
  disconnectAll(): Promise<void>
  /** Client-side start: init adapters, restore connections, listen to events. Returns cleanup. */
  mount(): () => void
  /**
   * Resolves when the last `mount()` finished initialising adapters and restoring connections, and
   * the code a connect runs has loaded (the connection flows and every adapter's own code, which a
   * visitor with nothing to restore does not load at mount): a connect after it reaches the wallet
   * in the same turn, inside the click that asked for it. It also loads the network-switch rules
   * and the rule that fetches what the modal's view shows (the open modal calls it once idle).
   */
  ready(): Promise<void>

  /** A snapshot of the whole state. */
  getState(): LatchSnapshot
  /** Called after any state change. Returns unsubscribe. */
  subscribe(listener: (state: LatchSnapshot) => void): () => void

  /** Account of a namespace (default: active). */
  getAccount(params?: NamespaceParameter): AccountSnapshot
  /** Called when that account changes. Returns unsubscribe. */
  watchAccount(listener: (account: AccountSnapshot) => void, params?: NamespaceParameter): () => void
  /** Active network of a namespace (default: active). */
  getNetwork(params?: NamespaceParameter): CaipNetwork | undefined
  /** Called when that network changes. Returns unsubscribe. */
  watchNetwork(listener: (network: CaipNetwork | undefined) => void, params?: NamespaceParameter): () => void
  /** Live connections of a namespace (default: active). */
  getConnections(params?: NamespaceParameter): readonly Connection[]
  /** Called when those connections change. Returns unsubscribe. */
  watchConnections(
    listener: (connections: readonly Connection[]) => void,
    params?: NamespaceParameter,
  ): () => void
  /** The connected wallet of a namespace (default: active). */
  getWalletInfo(params?: NamespaceParameter): WalletInfo | undefined
  /** Called when that wallet changes. Returns unsubscribe. */
  watchWalletInfo(listener: (info: WalletInfo | undefined) => void, params?: NamespaceParameter): () => void
  /**
   * The provider of the wallet connected on `namespace`, typed by the adapter package that serves it
   * (see `LatchProviders`): on eip155 an EIP-1193 provider that sends every request through Latch
   * (the embedded wallet's not-safe requests wait for ApproveTransaction), for viem's `custom()`
   * transport or ethers' `BrowserProvider`; on solana the Wallet Standard wallet; on stacks and
   * bip122 the WBIP provider. The same object on every call while connected; `undefined` while
   * nothing is connected there, and for the embedded wallet or a pairing session on a namespace
   * whose adapter routes no provider through Latch.
   *
   * @example
   * ```ts
   * const provider = latch.getProvider('eip155')
   * if (provider) await new BrowserProvider(provider).getSigner()
   * ```
   */
  getProvider<namespace extends ChainNamespace>(namespace: namespace): LatchProvider<namespace> | undefined
  /** Events tracked so far (most recent last, bounded). */
  getEvents(): readonly TrackedEvent[]
  /** Called with each new tracked event. Returns unsubscribe. */
  watchEvents(listener: (event: TrackedEvent) => void): () => void

  /** Router actions. */
  readonly router: RouterActions
  /** Modal actions. */
  readonly modal: ModalActions
  /** Network actions. */
  readonly chains: ChainActions
  /** Connection actions and reads. */
  readonly connections: ConnectionActions
  /** Account actions. */
  readonly account: AccountActions
  /** Toasts. */
  readonly snack: SnackActions
  /** Alerts. */
  readonly alerts: AlertActions
  /** The instance's log: toasts, alerts and tracked events, in memory, at most about 1 MB (SPEC §9). */
  readonly logs: LogBuffer
  /** Tracked events. */
  readonly events: EventActions
  /** Options actions. */
  readonly options: OptionsActions
  /** Wallet registry: Connect/AllWallets lists, paging, search, recent wallets. */
  readonly wallets: WalletsActions
  /** Account data: token balances, activity, NFTs, identity. */
  readonly accountData: AccountDataActions
  /** Swap calls of the data API (SPEC §7): token list, gas price, allowance. Need a projectId. */
  readonly swap: SwapApi
  /** Swap and approval transactions built by the data API, and user-operation receipts. Need a projectId. */
  readonly transactionBuilder: TransactionBuilderApi
  /** Onramp quotes, amounts checked against the SPEC §9 limits first. Need a projectId. */
  readonly onramp: OnrampApi
  /** Smart sessions of a smart account (list, revoke). Need a projectId. */
  readonly smartSessions: SmartSessionsApi
  /** Send actions (token, amount, receiver, send). */
  readonly send: SendActions
  /** Sign-in actions (sign, cancel). */
  readonly siwx: SiwxActions
  /** The Stacks/Bitcoin wallet picker. */
  readonly picker: WalletPickerActions
  /** ApproveTransaction: approve or decline the waiting not-safe requests. */
  readonly approval: ApprovalActions
  /** Email, social and Farcaster login, email change, account type, sign-out (needs `auth` options). */
  readonly auth: AuthActions
  /**
   * The views' strings: `load()` the translator (done by the modal on open), `peek()` it once
   * loaded. Nothing loads at import or at `createLatch()`.
   */
  readonly i18n: I18nActions
  /**
   * Switch the modal's language at runtime: loads only that locale's chunk, then switches (an open
   * modal stays open and re-renders). Matches like the `locale` option (`pt` → `pt-BR`).
   *
   * @throws {LocaleError} (a {@link ValidationError}, code `UNSUPPORTED_LOCALE`) for a code that is no
   *   BCP 47 tag or matches neither a shipped locale nor one of `options.locales`; nothing changes.
   */
  setLocale(code: string): Promise<void>
}
