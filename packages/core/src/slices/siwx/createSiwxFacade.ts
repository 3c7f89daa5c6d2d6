import { lazy, withLoaded } from '../../shared/lazy/lazy'
import { createInitialSiwxState } from './createInitialSiwxState'
import { isSignInRequired } from './isSignInRequired'
import type { SiwxActions, SiwxControllerDeps } from './types'

/**
 * `latch.siwx`: the sign-in slice, loaded when sign-in is configured and first needed (a connect,
 * a restore, a sign request); an app without `siwx` never loads it. The two synchronous reads
 * (`isRequiredWithoutSession`, `reset`) work on the sign-in state directly.
 *
 * @param deps - What the sign-in controller needs (see {@link SiwxControllerDeps}).
 * @returns The sign-in actions.
 * @example
 * ```ts
 * const siwx = createSiwxFacade({ state: state.siwx, getSiwx: () => options.siwx, ...instanceParts })
 * await siwx.initializeIfEnabled()
 * ```
 */
export function createSiwxFacade(deps: SiwxControllerDeps): SiwxActions {
  const { state } = deps
  const controller = lazy(() =>
    import('./createSiwxController').then(
      ({ createSiwxController }) => createSiwxController(state, deps).actions,
    ),
  )
  return {
    initializeIfEnabled: async () =>
      deps.getSiwx() ? withLoaded(controller, (siwx) => siwx.initializeIfEnabled()) : undefined,
    refresh: async () => (deps.getSiwx() ? withLoaded(controller, (siwx) => siwx.refresh()) : undefined),
    requestSignMessage: () => withLoaded(controller, (siwx) => siwx.requestSignMessage()),
    cancelSignMessage: () => withLoaded(controller, (siwx) => siwx.cancelSignMessage()),
    isRequiredWithoutSession: () => isSignInRequired(state, deps.getSiwx(), deps.getAccounts()),
    async captureEmail(input) {
      if (input === undefined) state.email = undefined
      else await withLoaded(controller, (siwx) => siwx.captureEmail(input))
    },
    reset() {
      Object.assign(state, createInitialSiwxState())
    },
  }
}
