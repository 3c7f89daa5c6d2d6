import type { ActivityItem, TokenBalance } from '../../adapters/AccountDataSource'
import type { ChainAdapter } from '../../adapters/types'
import type { RouterView } from '../../kernel/router/views'
import type { CaipNetwork, ChainNamespace } from '../../shared/networks/types'
import type { AuthProvider } from '../auth/provider/types'
import type { SendAccount, SendEventName, SendState } from './types'

/**
 * What the send controller needs from the instance. Each field is small so `createLatch()` wires it
 * from its own controllers and tests can pass plain objects.
 *
 * @example
 * ```ts
 * const send = createSendController({
 *   state: state.send,
 *   getActiveAccount, getActiveNetwork, getAdapter,
 *   router: latch.router, events: latch.events, snack: latch.snack,
 * })
 * ```
 */
export type SendControllerDeps = {
  /** The instance's send slice (a valtio proxy, or any object in tests). */
  state: SendState
  /** The active namespace's connected account; `undefined` when not connected. */
  getActiveAccount: () => SendAccount | undefined
  /** The active network. */
  getActiveNetwork: () => CaipNetwork | undefined
  /** The adapter of a namespace. */
  getAdapter: (namespace: ChainNamespace) => ChainAdapter | undefined
  /** Navigation after a successful send. */
  router: { replace(view: RouterView): void; goBackTo(view: RouterView): boolean }
  /** Event tracking. */
  events: { track(event: SendEventName, properties?: Record<string, unknown>): void }
  /** Toasts. */
  snack: { showError(message: string): void }
  /**
   * The account's token balances as the Tokens tab holds them (the account data controller): the
   * send form lists that same list, loaded through its one cache with its failure rule (toast,
   * 30 s retry block). Needed only by `fetchTokenBalances`.
   */
  tokenBalances?: {
    /** Load the balances (a cache hit, a retry-blocked no-op, or one request). Never rejects. */
    fetch(): Promise<void>
    /** The balances loaded and the time of the last failure. */
    read(): { tokens: readonly TokenBalance[]; lastRetry: number | undefined }
  }
  /**
   * Told about each successful send, as the pending activity the Activity tab shows until the
   * chain's history has it (the data layer lists, stores and follows it; the send resolves once it
   * is listed).
   */
  onSent?: (activity: ActivityItem) => void | Promise<void>
  /** The clock of a pending activity's time (default `Date.now`). */
  now?: () => number
  /** The address a name-service name points to, `null` when none (the data API's name lookup). */
  resolveName?: (name: string) => Promise<string | null>
  /** The account's activity and its own sends, newest first (the counterparts a send is checked against). */
  getActivity?: () => readonly ActivityItem[]
  /** The name and avatar of an address, when the data source knows them. */
  lookupProfile?: (address: string) => Promise<{ name: string | null; avatar: string | null } | undefined>
  /**
   * The app's login (`options.auth`): its provider's `describeSmartAccount` tells whether the
   * signed-in account is a smart account whose gas the app's paymaster pays on a network; then the
   * send form keeps no fee out of the balance and says the app pays. Asked only for the auth
   * connector's (`ID_AUTH`) EVM sends; a failure or an `undefined` answer leaves the adapter's fee
   * estimate.
   */
  auth?: { provider: Pick<AuthProvider, 'describeSmartAccount'> } | undefined
}
