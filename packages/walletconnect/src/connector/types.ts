import type {
  AlertName,
  CaipNetwork,
  Clock,
  LatchError,
  PAIRING_CONNECTOR_ID,
  SiwxSignInRequest,
} from '@latch/core/kit'
import type { PendingRequest, ProposalRecord, SessionRecord } from '../session/types'
import type { PairingStorage } from '../storage/createPairingMemoryStorage'

/**
 * App metadata shown in the wallet during pairing.
 *
 * @example
 * ```ts
 * const metadata: PairingMetadata = { name: 'My dApp', description: 'Swaps', url: 'https://my.app', icons: [] }
 * ```
 */
export type PairingMetadata = { name: string; description: string; url: string; icons: string[] }

/**
 * Options of {@link createWalletConnectConnector}.
 *
 * @example
 * ```ts
 * const options: WalletConnectConnectorOptions = {
 *   networks: [mainnet, solanaMainnet], metadata, // projectId: from createLatch({ projectId })
 *   relayUrl: 'wss://relay.walletconnect.org',
 *   requiredNamespaces: ['eip155'],
 * }
 * ```
 */
export type WalletConnectConnectorOptions = {
  /**
   * WalletConnect Cloud project id. Leave it out when the app gives `projectId` to `createLatch`:
   * the connector then takes that one from the adapter context (see
   * {@link WalletConnectConnector.init}). When both are given, this one is used.
   */
  projectId?: string
  /** The app's networks; the session covers their namespaces and `rpcMap` is built from their `rpcUrls`. */
  networks: readonly CaipNetwork[]
  /** App metadata shown in the wallet. */
  metadata: PairingMetadata
  /**
   * The relay the pairing goes through, e.g. `wss://relay.walletconnect.org` for WalletConnect's
   * public relay. Required: no relay is contacted that the app did not name (`connect()` and
   * `restore()` reject with code `RELAY_URL_MISSING` without it).
   */
  relayUrl: string
  /** Namespaces the wallet must approve; the others are optional. Default: none required. */
  requiredNamespaces?: readonly string[]
  /** Methods to request per namespace instead of the defaults. */
  methods?: Partial<Record<string, readonly string[]>>
  /** Where the SDK keeps keys and sessions; defaults to the SDK's (IndexedDB in browsers). */
  storage?: PairingStorage
  /** Storage prefix of the SDK's keys; give each connector in one process its own. Default `'latch'`. */
  storagePrefix?: string
  /** Time after which an unscanned pairing URI is replaced by a fresh one. Default `CONSTANTS.pairingExpiryMs` (4 min). */
  pairingExpiryMs?: number
  /** Time a request may wait in the wallet before it fails with "Wallet Request Timeout". Default 5 min. */
  requestTimeoutMs?: number
  /** SDK log level. Default `'error'`. */
  logLevel?: 'silent' | 'error' | 'warn' | 'info' | 'debug'
  /** Clock and timers (core's {@link Clock}, the one used by every Latch timer); defaults to the real ones. */
  clock?: Clock
  /** @deprecated Use `clock` (the same {@link Clock}); read only when `clock` is not given. */
  scheduler?: Clock
}

/**
 * Where the connector is. `loading` while the SDK loads (first use only), `pairing` while a URI
 * waits to be scanned, `connected` with a session.
 *
 * @example
 * ```ts
 * if (connector.getState().status === 'pairing') showQr(connector.getState().uri)
 * ```
 */
export type WalletConnectStatus = 'idle' | 'loading' | 'pairing' | 'connected' | 'restoring'

/**
 * The connector's observable state.
 *
 * @example
 * ```ts
 * const { uri, uriExpiresAt, session, pendingRequests } = connector.getState()
 * ```
 */
export type WalletConnectState = {
  status: WalletConnectStatus
  /** The pairing URI to show as a QR code or open as a deep link, while pairing. */
  uri: string | undefined
  /** When the URI is replaced by a fresh one (ms since epoch). */
  uriExpiresAt: number | undefined
  /** The proposal waiting for the wallet, while pairing. */
  proposal: ProposalRecord | undefined
  /** The live session. */
  session: SessionRecord | undefined
  /** Requests waiting in the wallet ("waiting in wallet"). */
  pendingRequests: readonly PendingRequest[]
  /** The last connect failure, cleared by the next connect. */
  error: LatchError | undefined
}

/**
 * Events for adapters and the core.
 *
 * @example
 * ```ts
 * connector.on((event) => { if (event.type === 'alert') latch.alerts.raise(event.name) })
 * ```
 */
export type WalletConnectEvent =
  | { type: 'connect'; session: SessionRecord }
  | { type: 'disconnect'; topic: string; reason: 'app' | 'wallet' | 'expired' }
  | { type: 'sessionUpdate'; session: SessionRecord }
  | { type: 'accountsChanged'; namespace: string; accounts: string[] }
  | { type: 'chainChanged'; chainId: string }
  | { type: 'alert'; name: AlertName }

/**
 * Parameters of a request through the session.
 *
 * @example
 * ```ts
 * const args: WalletConnectRequest = { chainId: 'eip155:1', method: 'personal_sign', params: ['0x68', address] }
 * ```
 */
export type WalletConnectRequest = {
  /** CAIP-2 chain the request is for. */
  chainId: string
  /** Wallet method; must be one the session approved. */
  method: string
  /** Method parameters. */
  params?: unknown
}

/**
 * The pairing-protocol connector: one session across every namespace the app configured.
 *
 * @example
 * ```ts
 * const connector = createWalletConnectConnector({ networks, metadata, relayUrl })
 * const latch = createLatch({ projectId, networks, adapters: [walletConnectAdapter({ connector, namespace: 'eip155' })] })
 * const pending = connector.connect() // QR views read connector.getState().uri
 * const session = await pending
 * const signature = await connector.request({ chainId: 'eip155:1', method: 'personal_sign', params })
 * ```
 */
export interface WalletConnectConnector {
  /** Connector id (SPEC §3): `'walletConnect'`. */
  readonly id: typeof PAIRING_CONNECTOR_ID
  /** Connector type: `'walletConnect'`. */
  readonly type: 'walletConnect'
  /**
   * Takes what the Latch instance knows, once its adapters are initialised: its `projectId`, used
   * when the connector's own options gave none. `walletConnectAdapter` calls it from its `init`;
   * an app that drives the connector without Latch gives `projectId` in the options instead.
   */
  init(context: { projectId?: string | undefined }): void
  /** Current state. */
  getState(): WalletConnectState
  /** Listen to state changes. Returns an unsubscribe function. */
  subscribe(listener: (state: WalletConnectState) => void): () => void
  /** Listen to events. Returns an unsubscribe function. */
  on(listener: (event: WalletConnectEvent) => void): () => void
  /**
   * Start pairing (loading the SDK on first use) and resolve with the approved session. The URI
   * appears in the state; after the pairing expiry a fresh one replaces it. Rejects with
   * `UserCanceledError` (-31001) on {@link WalletConnectConnector.cancel}, with "Connection rejected"
   * when the wallet rejects. Concurrent calls share one attempt; resolves at once when connected.
   */
  connect(): Promise<SessionRecord>
  /**
   * Pair and sign in with one prompt (WalletConnect's one-click authentication,
   * `wc_sessionAuthenticate`): the wallet signs the sign-in request (with a ReCap for the session's
   * methods) as it connects; a wallet without it answers the session proposal sent beside it, and
   * `cacaos` is empty. Resolves with the session and the wallet's CACAOs (untrusted). `undefined`
   * without asking anything when it cannot apply: the app's namespaces are not eip155 only (the
   * protocol authenticates eip155 sessions only), the request is not for an eip155 chain, or a
   * session is live or being paired. Rejects as `connect` does, and with "Error signing message"
   * (`SiwxError`, `SIWX_NOT_ISSUED` or `SIWX_INVALID_SIGNATURE`) when the SDK refuses a CACAO.
   */
  authenticate?(
    request: SiwxSignInRequest,
  ): Promise<{ session: SessionRecord; cacaos: unknown[] } | undefined>
  /** The user dismissed the pairing view: reject the pending connect with `UserCanceledError`. */
  cancel(): void
  /** Restore the session after a reload. `undefined` when none is stored or it expired. Never prompts. */
  restore(): Promise<SessionRecord | undefined>
  /** Send a request through the session (see {@link WalletConnectRequest}). */
  request<T = unknown>(args: WalletConnectRequest): Promise<T>
  /** Accounts of a namespace in the session (addresses, without the CAIP prefix), for `chainId` when given. */
  getAccounts(namespace: string, chainId?: string): string[]
  /** End the session (the wallet is told). Idempotent. */
  disconnect(): Promise<void>
  /** Delete expired sessions, proposals and pending requests from the SDK's stores (SPEC §4). */
  purgeExpired(): Promise<void>
  /** Close the relay connection and stop timers (the session stays stored for the next load). */
  destroy(): Promise<void>
}
