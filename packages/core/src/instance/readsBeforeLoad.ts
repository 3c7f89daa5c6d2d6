import { selectIsMultiWalletEnabled } from '../kernel/options/selectIsMultiWalletEnabled'
import { selectActiveNetwork } from '../kernel/selectors'
import type { ChainNamespace } from '../shared/networks/types'
import type { LatchState } from './latchState'

/**
 * A read the instance answers before its code has loaded: from the state, or what the code would
 * answer then (no connection can exist yet: the restore and every connect run with the code; and
 * no wallet found is recorded yet: the adapters' finds are recorded by it).
 * `later` runs the call itself once the code has loaded, for a read that also changes something.
 *
 * @example
 * ```ts
 * const read: ReadBeforeLoad = (state) => [...state.chains.networks]
 * ```
 */
export type ReadBeforeLoad = (state: LatchState, args: unknown[], later: () => void) => unknown

const none = () => []
const no = () => false
const isMultiWalletEnabled = (state: LatchState) => selectIsMultiWalletEnabled(state)

/**
 * The instance's synchronous reads, keyed `namespace.member`, as they answer before its code has
 * loaded. Every other member of a namespace changes something or answers asynchronously: it runs
 * once the code has loaded, in the order asked.
 *
 * @example
 * ```ts
 * READS_BEFORE_LOAD['chains.getActiveNetwork']?.(state, ['eip155'], () => undefined)
 * ```
 */
export const READS_BEFORE_LOAD: Readonly<Record<string, ReadBeforeLoad>> = {
  'chains.getActiveNetwork': (state, [ns]) => selectActiveNetwork(state, ns as ChainNamespace | undefined),
  'chains.getNetworks': (state, [ns]) => state.chains.networks.filter((n) => n.chainNamespace === ns),
  'options.isMultiWalletEnabled': isMultiWalletEnabled,
  // refused, it shows its alert once the code has loaded
  'connections.requestMultiWallet': (state, _, later) => {
    if (isMultiWalletEnabled(state)) return true
    later()
    return false
  },
  // with no wallet found, none is installed: the app's order, else email and social first
  'connections.getConnectMethodOrder': (state) => [
    ...(state.options.features.connectMethodsOrder ?? ['email', 'social', 'wallet']),
  ],
  'connections.getConnectors': none,
  'connections.getConnectorStatus': () => 'disconnected',
  'connections.getDisplayedConnections': none,
  'connections.getRecentConnections': none,
  'connections.list': none,
  // it goes back once the code has loaded
  'router.goBackTo': (state, [view], later) => {
    later()
    return state.router.history.includes(view as never)
  },
  'modal.canClose': () => true,
  'logs.read': none,
  'logs.toText': () => '',
  'logs.bytes': () => 0,
  'wallets.getWallets': none,
  'wallets.getConnectViewRows': none,
  'wallets.getChosenWalletId': () => undefined,
  'send.check': () => ({ ready: false }),
  'siwx.isRequiredWithoutSession': no,
  'picker.getWallets': none,
  'approval.pending': none,
  'approval.approve': no,
  'approval.decline': no,
  'i18n.peek': () => undefined,
}

/**
 * The members that subscribe a listener and return its unsubscribe at once: before the code has
 * loaded, the listener is subscribed once it has (unless unsubscribed first).
 *
 * @example
 * ```ts
 * SUBSCRIPTIONS.has('modal.onClose') // true
 * ```
 */
export const SUBSCRIPTIONS: ReadonlySet<string> = new Set([
  'modal.onClose',
  'connections.watch',
  'connections.onConnected',
  'watchEvents',
])

/**
 * The instance's members that its code answers (every other is the front's own): its namespaces
 * and the actions on the instance itself.
 *
 * @example
 * ```ts
 * FORWARDED_MEMBERS.has('router') // true
 * ```
 */
export const FORWARDED_MEMBERS: ReadonlySet<string> = new Set(
  (
    'open close switchNetwork connect disconnect disconnectWallet switchConnection disconnectConnection ' +
    'disconnectAll watchEvents sendCalls getCallsStatus getCapabilities showCallsStatus grantPermissions ' +
    'revokePermissions listPermissions watchPermissions setLocale router modal chains connections account ' +
    'snack alerts logs events options wallets accountData swap transactionBuilder onramp smartSessions ' +
    'send siwx picker approval auth i18n'
  ).split(' '),
)
