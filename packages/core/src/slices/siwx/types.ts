import type { SiwxMessageData, SiwxSession } from '../../adapters/siwxTypes'
import type { TrackedEventName } from '../../kernel/events/types'
import type { RouterView } from '../../kernel/router/views'
import type { CaipNetwork, CaipNetworkId, ChainNamespace } from '../../shared/networks/types'

/**
 * A sign-in message ready to sign: its data and the exact text.
 *
 * @example
 * ```ts
 * const { data, message } = await siwx.createMessage({ chainId: 'eip155:1', accountAddress })
 * ```
 */
export type SiwxMessage = { data: SiwxMessageData; message: string }

/**
 * Pluggable sign-in (SIWX) storage and policy. Use {@link createDefaultSiwx} or supply your own
 * (for example one that keeps sessions on your backend).
 *
 * @example
 * ```ts
 * const latch = createLatch({ ...options, siwx: createDefaultSiwx({ verifiers, storage, domain, uri }) })
 * ```
 */
export interface SiwxConfig {
  /**
   * Build the message the account signs on a network (fresh nonce, issued now). `email` is the
   * address the user gave on DataCapture (`features.emailCapture`), present only when one was given.
   */
  createMessage(input: {
    chainId: CaipNetworkId
    accountAddress: string
    email?: string
  }): Promise<SiwxMessage>
  /** Verify and keep a signed session. Rejects, keeping nothing, when it does not verify. */
  addSession(session: SiwxSession): Promise<void>
  /** Unexpired sessions of an account on a network. */
  getSessions(chainId: CaipNetworkId, address: string): Promise<SiwxSession[]>
  /** Forget the sessions of an account on a network. */
  revokeSession(chainId: CaipNetworkId, address: string): Promise<void>
  /** Replace every session (for example with the ones your backend returned). */
  setSessions(sessions: SiwxSession[]): Promise<void>
  /** True when sign-in is required: the modal cannot be closed until the user signs or leaves. */
  getRequired?(): boolean
  /** True when sign-in is offered on this network; default every network. */
  supportsNetwork?(network: CaipNetwork): boolean
}

/**
 * Sign-in state.
 *
 * @example
 * ```ts
 * latch.getState().siwx.signing // true while the wallet prompt is open
 * ```
 */
export type SiwxState = {
  /** True while a message is being created, signed and stored. */
  signing: boolean
  /** True when every connected account that sign-in covers has a session (and there is at least one). */
  hasSession: boolean
  /** The last network a session was made or found on (cancel switches back to it when required). */
  lastSessionNetworkId: CaipNetworkId | undefined
  /**
   * The namespace whose connected account the sign-in prompt is for, while one still has no session
   * (the active namespace's first); `undefined` when none waits.
   */
  pendingNamespace: ChainNamespace | undefined
  /**
   * The email the user gave on DataCapture (trimmed and checked), handed to `createMessage`;
   * `undefined` when none was given (skipped, or capture off). Cleared on reset.
   */
  email: string | undefined
}

/**
 * Events the sign-in controller tracks (SPEC §8).
 *
 * @example
 * ```ts
 * const name: SiwxEventName = 'SIWX_AUTH_SUCCESS'
 * ```
 */
export type SiwxEventName = Extract<
  TrackedEventName,
  'SIWX_AUTH_SUCCESS' | 'SIWX_AUTH_ERROR' | 'CLICK_CANCEL_SIWX'
>

/**
 * The connected account that signs.
 *
 * @example
 * ```ts
 * const account: SiwxAccount = { namespace: 'eip155', address: '0xf39F...', connectorId: 'io.metamask' }
 * ```
 */
export type SiwxAccount = { namespace: ChainNamespace; address: string; connectorId: string }

/**
 * What signs the message: the namespace's adapter (the SPEC's "connection client").
 *
 * @example
 * ```ts
 * const client: SiwxClient = adapter
 * ```
 */
export type SiwxClient = {
  signMessage(params: {
    connectorId: string
    address: string
    message: string
    network: CaipNetwork
  }): Promise<string>
}

/**
 * What the sign-in controller needs from the instance; `createLatch()` wires it from its own
 * controllers.
 *
 * @example
 * ```ts
 * const siwx = createSiwxController({ state: state.siwx, getSiwx: () => options.siwx, ...wiring })
 * ```
 */
export type SiwxControllerDeps = {
  /** The instance's siwx slice. */
  state: SiwxState
  /** The configured sign-in; `undefined` when the feature is off. */
  getSiwx: () => SiwxConfig | undefined
  /** The active namespace's connected account. */
  getActiveAccount: () => SiwxAccount | undefined
  /** The connected account of every namespace (its active connection's), the active namespace first. */
  getAccounts: () => SiwxAccount[]
  /** The active network of a namespace (default: the active namespace). */
  getActiveNetwork: (namespace?: ChainNamespace) => CaipNetwork | undefined
  /** An app network by id. */
  getNetwork: (caipNetworkId: CaipNetworkId) => CaipNetwork | undefined
  /** The client that signs for a namespace (its adapter). */
  getClient: (namespace: ChainNamespace) => SiwxClient | undefined
  /** Whether email capture (the DataCapture view) comes before signing. */
  isEmailCaptureEnabled: () => boolean
  /** The modal: `close({ force: true })` skips the required-sign-in veto. */
  modal: {
    open(params: { view: RouterView }): void | Promise<void>
    close(options?: { force?: boolean }): unknown
    isOpen(): boolean
  }
  /** Router: the current view, and reset for returning to Connect. */
  router: { getView(): RouterView; reset(view: RouterView): void }
  /** Toasts. */
  snack: { showLoading(message: string): void; showError(message: string): void; hide(): void }
  /** Event tracking. */
  events: { track(event: SiwxEventName, properties?: Record<string, unknown>): void }
  /** Disconnect a wallet: every connection of the connector, in every namespace it connected. */
  disconnectWallet: (connectorId: string) => Promise<void>
  /** Switch the active network (no confirmation view); makes its namespace the active one. */
  switchNetwork: (network: CaipNetwork) => Promise<void>
}

/**
 * Sign-in actions (`latch.siwx`).
 *
 * @example
 * ```ts
 * latch.siwx.requestSignMessage() // from the SIWXSignMessage view's "Sign" button
 * ```
 */
export interface SiwxActions {
  /**
   * After connect: when sign-in is on, check every connected account on a network sign-in supports;
   * the first without a session (the active namespace's first) gets the sign view (or DataCapture).
   */
  initializeIfEnabled(): Promise<void>
  /** Check the connected accounts' sessions again without opening anything (after a disconnect). */
  refresh(): Promise<void>
  /**
   * Create, sign and store a session for the account the prompt is for; resolves with it, or
   * `undefined` when signing failed. Closes the modal once no connected account waits for a session,
   * else asks the next one.
   */
  requestSignMessage(): Promise<SiwxSession | undefined>
  /**
   * The user cancels signing (SPEC §4 cancel rules). Required: switch back to the last network with a
   * session when there is one, then disconnect every wallet whose account still has no session (all
   * of its namespaces), so no account stays connected without one. Not required: just close. Also
   * while the wallet is still asking: its late answer is dropped (no session is kept).
   */
  cancelSignMessage(): Promise<void>
  /**
   * True when sign-in is required and a connected account waits for its session: the modal then
   * refuses to close the sign-in and approval views.
   */
  isRequiredWithoutSession(): boolean
  /**
   * DataCapture's answer: keeps the email the user gave (trimmed) for the sign-in that asked for it
   * (`createMessage` receives it), or forgets it when `undefined` ("Skip").
   *
   * @throws {ValidationError} "Invalid email" (code `INVALID_EMAIL`), keeping nothing.
   */
  captureEmail(input: string | undefined): void
  /** Forget the session flags and the captured email (on disconnect). */
  reset(): void
}
