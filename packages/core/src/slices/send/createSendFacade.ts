import { lazy, withLoaded } from '../../shared/lazy/lazy'
import { createSendForm } from './createSendForm'
import type { SendFormCheck } from './sendCheckTypes'
import type { SendControllerDeps } from './sendControllerDeps'
import type { SendActions } from './types'

/** What `check()` answers before the send's validation has loaded. */
const SEND_FORM_LOADING: SendFormCheck = { ready: false }

/**
 * `latch.send`: the form's setters at once, and `fetchTokenBalances`/`send` through the send
 * slice, loaded on first use or ahead of it (`preload`, when a send view shows) so the wallet's
 * prompt still opens inside the user's click. Its receiver checks (EIP-55 keccak included) stay
 * out of the first load.
 *
 * @param deps - What the send controller needs (see {@link SendControllerDeps}).
 * @returns The send actions and `preload`.
 * @example
 * ```ts
 * const send = createSendFacade({ state: state.send, getActiveAccount, getActiveNetwork, getAdapter, router, events, snack })
 * await send.send()
 * ```
 */
export function createSendFacade(deps: SendControllerDeps): SendActions & { preload(): Promise<unknown> } {
  const controller = lazy(() =>
    import('./createSendController').then(
      ({ createSendController }) => createSendController(deps.state, deps).actions,
    ),
  )
  return {
    ...createSendForm(deps.state, deps.getActiveNetwork),
    fetchTokenBalances: () => withLoaded(controller, (send) => send.fetchTokenBalances()),
    send: () => withLoaded(controller, (send) => send.send()),
    setReceiver: (input) => withLoaded(controller, (send) => send.setReceiver(input)),
    estimateFee: () => withLoaded(controller, (send) => send.estimateFee()),
    checkRisks: () => withLoaded(controller, (send) => send.checkRisks()),
    setMaxAmount: () => withLoaded(controller, (send) => send.setMaxAmount()),
    // The form is checked with the send's own validation, which loads with the controller (the
    // form's first action, loading the balances, loads it): until then nothing is ready to review.
    check: () => controller.peek()?.check() ?? SEND_FORM_LOADING,
    preload: () => controller.load(),
  }
}
