import type { ChainAdapter } from '../../adapters/types'
import type { TrackedEventName } from '../../kernel/events/types'
import type { RouterView } from '../../kernel/router/views'
import type { CaipNetwork, CaipNetworkId, ChainNamespace } from '../../shared/networks/types'
import type { SiwxConfig } from './siwxConfig'
import type { SiwxState } from './siwxState'

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
export type SiwxClient = Pick<ChainAdapter, 'signMessage'>

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
