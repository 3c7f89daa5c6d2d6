import { captureSiwxEmail } from './captureSiwxEmail'
import { createInitialSiwxState } from './createInitialSiwxState'
import { createSiwxChecks } from './createSiwxChecks'
import { createSiwxSigning } from './createSiwxSigning'
import { isSignInRequired } from './isSignInRequired'
import type { SiwxActions, SiwxControllerDeps, SiwxState } from './types'

// The one-prompt connect and sign-in loads with the rest of the sign-in code, in this module's chunk.
export { connectWithSignIn } from './connectWithSignIn'

/**
 * The sign-in (SIWX) controller, SPEC §4 and §8: after connect it opens the sign view when sign-in
 * is on, the network is supported and no session exists (DataCapture first when email capture is
 * on); signing shows "Authenticating..." until it ends; success stores the session and closes;
 * failure reopens the sign view with "Error signing message"; cancel follows the required rules.
 * Every connected account sign-in covers is checked, not only the active one: a login that connects
 * several namespaces (email or social) is signed in account by account, and cancelling a required
 * sign-in leaves no account connected without a session.
 *
 * @param state - The instance's siwx slice.
 * @param deps - The rest of {@link SiwxControllerDeps}.
 * @returns `actions` (the sign-in actions).
 * @example
 * ```ts
 * const siwx = createSiwxController(state.siwx, deps).actions
 * await siwx.initializeIfEnabled() // after a connect
 * await siwx.requestSignMessage() // the "Sign" button
 * ```
 */
export function createSiwxController(state: SiwxState, deps: Omit<SiwxControllerDeps, 'state'>) {
  const checks = createSiwxChecks(state, deps)
  const actions: SiwxActions = {
    initializeIfEnabled: () => checks.serial(() => checks.check(true)),

    refresh: () => checks.serial(() => checks.check(false)),

    ...createSiwxSigning(state, deps, checks),

    isRequiredWithoutSession: () => isSignInRequired(state, deps.getSiwx(), deps.getAccounts()),

    captureEmail: async (input) => captureSiwxEmail(state, input),

    reset() {
      Object.assign(state, createInitialSiwxState())
    },
  }
  return { actions }
}
