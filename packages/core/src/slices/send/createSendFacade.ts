import { lazy } from '../../shared/lazy/lazy'
import { delegateAsync } from '../../shared/lazy/lazyFacades'
import type { CaipNetwork } from '../../shared/networks/types'
import { createSendForm } from './createSendForm'
import type { SendFormCheck } from './sendCheckTypes'
import type { SendActions, SendState } from './types'

/** What `check()` answers before the send's validation has loaded. */
const SEND_FORM_LOADING: SendFormCheck = { ready: false }

/**
 * `latch.send`: the form's setters at once, and `fetchTokenBalances`/`send` through the send
 * slice, loaded on first use or ahead of it (`preload`, when a send view shows) so the wallet's
 * prompt still opens inside the user's click. Its receiver checks (EIP-55 keccak included) stay
 * out of the first load, and so does its wiring to the rest of the instance (`loadController`).
 *
 * @param state - The instance's send state.
 * @param getActiveNetwork - The active network (the form's default token is its native balance).
 * @param loadController - Loads the send slice and builds its controller (see `createSendWiring`).
 * @returns The send actions and `preload`.
 * @example
 * ```ts
 * const send = createSendFacade(state.send, () => latch.getNetwork(), () =>
 *   import('./createSendWiring').then((m) => m.createSendWiring(parts)),
 * )
 * await send.send()
 * ```
 */
export function createSendFacade(
  state: SendState,
  getActiveNetwork: () => CaipNetwork | undefined,
  loadController: () => Promise<SendActions>,
): SendActions & { preload(): Promise<unknown> } {
  const controller = lazy(loadController)
  return {
    ...createSendForm(state, getActiveNetwork),
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
    preload: () => controller.load(),
  }
}
