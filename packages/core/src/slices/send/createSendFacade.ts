import { lazy } from '../../shared/lazy/lazy'
import { createSendForm } from './createSendForm'
import type { SendActions, SendControllerDeps } from './types'

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
    import('./createSendController').then(({ createSendController }) => createSendController(deps)),
  )
  const run = <T>(action: (send: SendActions) => Promise<T>): Promise<T> => {
    const loaded = controller.peek()
    return loaded ? action(loaded) : controller.load().then(action)
  }
  return {
    ...createSendForm(deps.state),
    fetchTokenBalances: () => run((send) => send.fetchTokenBalances()),
    send: () => run((send) => send.send()),
    preload: () => controller.load(),
  }
}
