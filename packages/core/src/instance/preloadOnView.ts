import { subscribe } from 'valtio/vanilla'
import type { RouterView } from '../kernel/router/views'
import type { LatchState } from './types'

/**
 * The "load on intent" reaction of a slice: when the modal shows one of `views`, the slice's code
 * starts loading, so the action the view offers (a send, a signature) runs inside the user's click.
 *
 * @param state - The instance state.
 * @param views - The views that announce the slice.
 * @param preload - Loads the slice (errors are retried on use).
 * @returns Unsubscribe.
 * @example
 * ```ts
 * preloadOnView(state, ['WalletSend', 'WalletSendPreview'], () => send.preload())
 * ```
 */
export function preloadOnView(
  state: Pick<LatchState, 'router' | 'modal'>,
  views: readonly RouterView[],
  preload: () => Promise<unknown>,
): () => void {
  return subscribe(state.router, () => {
    if (state.modal.open && views.includes(state.router.view)) void preload().catch(() => undefined)
  })
}
