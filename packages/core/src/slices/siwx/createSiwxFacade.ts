import { lazy, withLoaded } from '../../shared/lazy/lazy'
import { delegateAsync } from '../../shared/lazy/lazyFacades'
import { createInitialSiwxState } from './createInitialSiwxState'
import { isSignInRequired } from './isSignInRequired'
import type { SiwxAccount, SiwxActions, SiwxConfig, SiwxState } from './types'

/**
 * `latch.siwx`: the sign-in slice, loaded when sign-in is configured and first needed (a connect,
 * a restore, a sign request); an app without `siwx` never loads it. The two synchronous reads
 * (`isRequiredWithoutSession`, `reset`) work on the sign-in state directly.
 *
 * @param parts - The sign-in state, the app's sign-in options (`getSiwx`), the connected accounts,
 *   and `load`, which loads the slice and builds its controller (see `createSiwxWiring`).
 * @returns The sign-in actions.
 * @example
 * ```ts
 * const siwx = createSiwxFacade({ state: state.siwx, getSiwx: () => options.siwx, getAccounts, load })
 * await siwx.initializeIfEnabled()
 * ```
 */
export function createSiwxFacade(parts: {
  state: SiwxState
  getSiwx: () => SiwxConfig | undefined
  getAccounts: () => SiwxAccount[]
  load: () => Promise<SiwxActions>
}): SiwxActions {
  const { state, getSiwx } = parts
  const controller = lazy(parts.load)
  return {
    // neither takes an argument
    ...delegateAsync(controller, ['requestSignMessage', 'cancelSignMessage']),
    initializeIfEnabled: async () =>
      getSiwx() ? withLoaded(controller, (siwx) => siwx.initializeIfEnabled()) : undefined,
    refresh: async () => (getSiwx() ? withLoaded(controller, (siwx) => siwx.refresh()) : undefined),
    isRequiredWithoutSession: () => isSignInRequired(state, getSiwx(), parts.getAccounts()),
    async captureEmail(input) {
      if (input === undefined) state.email = undefined
      else await withLoaded(controller, (siwx) => siwx.captureEmail(input))
    },
    reset() {
      Object.assign(state, createInitialSiwxState())
    },
  }
}
