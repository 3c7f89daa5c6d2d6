import { AUTH_CONNECTOR_ID } from '../kernel/chains/resolveNetworkSwitch'
import type { ChainNamespace } from '../shared/networks/types'
import type { SiwxActions } from '../slices/siwx/types'
import type { Kernel } from './createKernel'
import type { LatchOptions } from './options'
import type { LatchState } from './types'

/**
 * The cross-slice rules of sign-in and login, registered on the kernel's reactions:
 * - after connect, sign-in opens its view when enabled, supported and without a session (SPEC §4);
 *   otherwise the modal closes as usual. A login in progress shows Account itself.
 * - a connected namespace that changed account or network (the user, or the wallet itself) asks a
 *   required sign-in again; an optional one only updates its flags.
 * - on mount, a restored connection is a connect too, and a restored login gets its user back.
 *
 * @param parameters - Options, state, kernel, the sign-in facade and the login's restore.
 * @example
 * ```ts
 * watchSignIn({ options, state, kernel, siwx, restoreLogin: () => auth.restore() })
 * ```
 */
export function watchSignIn(parameters: {
  options: LatchOptions
  state: LatchState
  kernel: Kernel
  siwx: SiwxActions
  restoreLogin: () => Promise<void>
}): void {
  const { options, state, kernel, siwx } = parameters
  const recheckSignIn = (ns: ChainNamespace) => {
    if (!options.siwx) return
    if (options.siwx.getRequired?.() && kernel.isConnected(ns)) void siwx.initializeIfEnabled()
    else void siwx.refresh()
  }
  kernel.networkChanged.add(recheckSignIn)
  kernel.walletChanged.add(recheckSignIn)
  kernel.flows.actions.onConnected((event) =>
    event.connection.connectorId === AUTH_CONNECTOR_ID && state.auth.loading ? true : undefined,
  )
  kernel.flows.actions.onConnected(() => {
    if (!options.siwx) return undefined
    void siwx.initializeIfEnabled().then(() => {
      const signing = state.router.view === 'SIWXSignMessage' || state.router.view === 'DataCapture'
      if (state.modal.open && !signing) kernel.modal.actions.close()
    })
    return true
  })
  kernel.mounted.add(() => {
    if (options.auth) void kernel.ready().then(() => parameters.restoreLogin().catch(() => undefined))
    if (options.siwx)
      void kernel
        .ready()
        .then(() => (options.siwx?.getRequired?.() ? siwx.initializeIfEnabled() : siwx.refresh()))
  })
}
