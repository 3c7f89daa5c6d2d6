import { delegateAsync, lazy, whenLoaded } from '../../shared/lazy/lazy'
import { createSendForm } from './createSendForm'
import type { SendFormCheck } from './sendCheckTypes'
import type { SendActions, SendState } from './types'

/** What `check()` answers before the send's validation has loaded. */
const SEND_FORM_LOADING: SendFormCheck = { ready: false }

/**
 * `latch.send`: the form's setters at once (`setTokenBalances` once the send slice has loaded), and
 * `fetchTokenBalances`/`send` through the send slice, loaded on first use or ahead of it (`preload`, when a send view shows) so the wallet's
 * prompt still opens inside the user's click. Its receiver checks (EIP-55 keccak included) stay
 * out of the first load, and so does its wiring to the rest of the instance (`loadController`).
 *
 * @param state - The instance's send state.
 * @param loadController - Loads the send slice and builds its controller (see `createSendWiring`).
 * @returns The send actions and `preload`.
 * @example
 * ```ts
 * const send = createSendFacade(state.send, () =>
 *   import('./createSendWiring').then((m) => m.createSendWiring(parts)),
 * )
 * await send.send()
 * ```
 */
export function createSendFacade(
  state: SendState,
  loadController: () => Promise<SendActions>,
): SendActions & { preload(): Promise<unknown> } {
  const controller = lazy(loadController)
  return {
    ...createSendForm(state),
    // their arguments are a receiver's text or none: the copy the facade takes is the same value
    ...delegateAsync(controller, [
      'fetchTokenBalances',
      'send',
      'setReceiver',
      'estimateFee',
      'checkRisks',
      'setMaxAmount',
    ]),
    // The form is checked with the send's own validation, which loads with the controller (the
    // form's first action, loading the balances, loads it): until then nothing is ready to review.
    check: () => controller.peek()?.check() ?? SEND_FORM_LOADING,
    // The balance list is the controller's to fill (`fetchTokenBalances`): its filter and defaults load
    // with it. Applied in the same turn once loaded, else once it has loaded (the list as given now).
    setTokenBalances(tokens) {
      const given = [...tokens]
      whenLoaded(controller, (send) => send.setTokenBalances(given))
    },
    preload: () => controller.load(),
  }
}
