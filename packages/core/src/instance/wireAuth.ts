import { AUTH_CONNECTOR_ID } from '../kernel/chains/resolveNetworkSwitch'
import { systemClock } from '../shared/clock/clock'
import { createAuthSlice } from '../slices/auth/createAuthSlice'
import { createInitialAuthState } from '../slices/auth/createInitialAuthState'
import { authNamespaces } from '../slices/auth/provider/withAuthAdapters'
import type { SiwxActions } from '../slices/siwx/types'
import type { Kernel } from './createKernel'
import type { Reaction } from './createReaction'
import type { LatchOptions } from './options'
import type { LatchState } from './types'

/**
 * Wires the auth slice (email/social login and approvals) to the kernel: its ports to the router,
 * modal and connection flows, and the named reactions it answers — `approvalAsked` (the auth
 * adapters ask for a not-safe request) and `loginEnded` (a disconnect ended the login: its state
 * goes with it).
 *
 * @param parameters - Options, state, kernel, sign-in facade and the two reactions.
 * @returns The auth slice.
 * @example
 * ```ts
 * const auth = wireAuth({ options, state, kernel, siwx, isAuthConnected, approvalAsked, loginEnded })
 * ```
 */
export function wireAuth(parameters: {
  options: LatchOptions
  state: LatchState
  kernel: Kernel
  siwx: SiwxActions
  isAuthConnected: () => boolean
  approvalAsked: Reaction<
    [Parameters<ReturnType<typeof createAuthSlice>['ask']>[0], (approved: Promise<boolean>) => void]
  >
  loginEnded: Reaction<[]>
}) {
  const { options, state, kernel: k, siwx } = parameters
  const { router, modal, flows } = k
  const routerPort = {
    getView: () => state.router.view,
    push: router.actions.push,
    goBack: router.actions.goBack,
    goBackTo: router.actions.goBackTo,
    reset: router.actions.reset,
  }
  const slice = createAuthSlice({
    approvalState: state.approval,
    approval: {
      now: k.now,
      modal: {
        isOpen: () => state.modal.open,
        open: modal.actions.open,
        close: () => modal.actions.close({ force: true }),
        onClose: modal.actions.onClose,
      },
      router: routerPort,
    },
    auth: {
      state: state.auth,
      options: options.auth,
      // the active namespace last, so it stays active after the logins' connects
      getNamespaces: () =>
        authNamespaces(state.chains.networks).sort(
          (a, b) => Number(a === state.chains.activeNamespace) - Number(b === state.chains.activeNamespace),
        ),
      connect: (namespace) => flows.actions.connect({ namespace, connectorId: AUTH_CONNECTOR_ID }),
      // the login only: another wallet connected beside it (multi-wallet) stays
      disconnectAuth: async () => {
        await flows.actions.disconnectWallet(AUTH_CONNECTOR_ID)
        siwx.reset()
        await siwx.refresh()
      },
      isAuthConnected: parameters.isAuthConnected,
      onModalClose: modal.actions.onClose,
      patchAccount: (namespace, fields) => k.account.actions.patch(namespace, fields),
      router: routerPort,
      clock: { ...systemClock(), now: k.now },
      getStorage: k.getStorage,
    },
  })
  parameters.approvalAsked.add((request, answer) => answer(slice.ask(request)))
  // the login's code loads with the page when `auth` is set: a social popup opens inside the click
  if (options.auth) k.mounted.add(() => k.holdReady(slice.preload()))
  parameters.loginEnded.add(() => {
    slice.dispose()
    Object.assign(state.auth, createInitialAuthState())
  })
  return slice
}
