import { selectIsConnected } from '../kernel/selectors'
import { createSiwxController } from '../slices/siwx/createSiwxController'
import type { SiwxAccount, SiwxActions } from '../slices/siwx/types'
import { connectedAccounts } from './connectedAccounts'
import type { Kernel } from './createKernel'
import type { LatchState } from './latchState'
import type { LatchOptions } from './options'

/**
 * The sign-in slice of one instance, built when `latch.siwx` first needs it: the sign-in
 * controller over the instance's accounts, networks, adapters, modal, router, snack and events.
 * Loaded with the controller, so this wiring stays out of an app's first load.
 *
 * @param parts - The instance state, options and kernel; its connected accounts; and the
 *   disconnect that also ends an email or social login (`endingLogin`).
 * @returns The sign-in controller's actions.
 * @example
 * ```ts
 * const siwx = createSiwxFacade({ state: state.siwx, getSiwx, getAccounts, load: () =>
 *   import('./createSiwxWiring').then((m) => m.createSiwxWiring(parts)) })
 * ```
 */
export function createSiwxWiring(parts: {
  state: LatchState
  options: LatchOptions
  kernel: Kernel
  getAccounts: () => SiwxAccount[]
  endingLogin: (run: () => Promise<unknown>) => Promise<void>
}): SiwxActions {
  const { state, options, kernel: k } = parts
  const modal = k.modal.actions
  return createSiwxController(state.siwx, {
    getSiwx: () => options.siwx,
    getActiveAccount: () => connectedAccounts(state, (ns) => selectIsConnected(state, ns), 'active')[0],
    getAccounts: parts.getAccounts,
    getActiveNetwork: (ns) => k.chains.actions.getActiveNetwork(ns),
    getNetwork: (id) => state.chains.networks.find((n) => n.caipNetworkId === id),
    getClient: k.getAdapter,
    isEmailCaptureEnabled: () => state.options.features.emailCapture === true,
    modal: { open: modal.open, close: modal.close, isOpen: () => state.modal.open },
    router: { getView: () => state.router.view, reset: k.router.actions.reset },
    snack: k.snack.actions,
    events: k.events.actions,
    disconnectWallet: (connectorId) => parts.endingLogin(() => k.flows.actions.disconnectWallet(connectorId)),
    switchNetwork: (network) => k.chains.actions.switchNow(network),
  }).actions
}
