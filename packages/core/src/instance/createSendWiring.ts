import { selectIsConnected } from '../kernel/selectors'
import { createSendController } from '../slices/send/createSendController'
import type { SendActions } from '../slices/send/types'
import { connectedAccounts } from './connectedAccounts'
import type { createDataLayer } from './createDataLayer'
import type { Kernel } from './createKernel'
import type { LatchState } from './latchState'
import type { LatchOptions } from './options'

/**
 * The send slice of one instance, built when `latch.send` first needs it: the send controller
 * over the instance's account, network, router, events, snack and account data (the Tokens tab's
 * balances, names, profiles, the sent activity). Loaded with the controller, so this wiring stays
 * out of an app's first load.
 *
 * @param parts - The instance state, options, kernel and data layer.
 * @returns The send controller's actions.
 * @example
 * ```ts
 * const send = createSendFacade(state.send, getActiveNetwork, () =>
 *   import('./createSendWiring').then((m) => m.createSendWiring({ state, options, kernel, data })),
 * )
 * ```
 */
export function createSendWiring(parts: {
  state: LatchState
  options: LatchOptions
  kernel: Kernel
  data: ReturnType<typeof createDataLayer>
}): SendActions {
  const { state, kernel: k, data } = parts
  return createSendController(state.send, {
    getActiveAccount: () => connectedAccounts(state, (ns) => selectIsConnected(state, ns), 'active')[0],
    getActiveNetwork: () => k.chains.actions.getActiveNetwork(),
    getAdapter: k.getAdapter,
    router: k.router.actions,
    events: k.events.actions,
    snack: k.snack.actions,
    // The send form lists the Tokens tab's balances, through its one cache and failure rule.
    tokenBalances: {
      fetch: () => data.accountData.fetchTokenBalances(),
      read: () => ({ tokens: state.accountData.tokenBalances, lastRetry: state.accountData.lastRetry }),
    },
    now: k.now,
    onSent: (activity) => data.accountData.addPendingTransaction(activity),
    resolveName: (name) => data.accountData.resolveName(name),
    lookupProfile: (address) => data.accountData.lookupIdentity(address),
    getActivity: () => [...state.accountData.sent, ...state.accountData.activity],
    // whether the app pays a smart account's gas (describeSmartAccount), asked by the lazy send slice
    auth: parts.options.auth,
  }).actions
}
