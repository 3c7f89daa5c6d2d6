import type { RouterData, RouterView } from '../../router/views'
import type { RouterActions, RouterState } from './types'

/**
 * What the router needs from the rest of the instance.
 *
 * @example
 * ```ts
 * createRouterController(state.router, { isConnected: () => false, close: () => modal.close() })
 * ```
 */
export type RouterContext = {
  /** Whether the active namespace has a connected address. */
  isConnected: () => boolean
  /** Close the modal (goBack on a one-entry history). */
  close: () => void
}

/**
 * The router controller: the modal's view history and the transition direction (SPEC §2).
 *
 * @param state - The instance's router slice.
 * @param context - Connection check and close.
 * @returns The actions.
 * @example
 * ```ts
 * const router = createRouterController(state.router, { isConnected, close })
 * router.push('Networks')
 * router.goBack()
 * ```
 */
export function createRouterController(state: RouterState, context: RouterContext): RouterActions {
  const show = (view: RouterView, data: RouterData | undefined, history: RouterView[]) => {
    state.history = history
    state.view = view
    state.data = data ? { ...data } : {}
    state.transition = 'next'
  }
  return {
    push(view, data) {
      if (view === state.view) return
      show(view, data, [...state.history, view])
    },
    replace(view, data) {
      show(view, data, [...state.history.slice(0, -1), view])
    },
    reset(view, data) {
      show(view, data, [view])
    },
    goBack() {
      if (state.history.length <= 1) {
        context.close()
        return
      }
      const history = state.history.slice(0, -1)
      let view = history.at(-1)!
      if (view === 'Connect' && context.isConnected()) {
        view = 'Account'
        history[history.length - 1] = view
      }
      const { wallet: _selectedWallet, ...data } = state.data
      state.history = history
      state.view = view
      state.data = data
      state.transition = 'prev'
    },
    goBackTo(view) {
      const index = state.history.lastIndexOf(view)
      if (index === -1) return false
      const { wallet: _selectedWallet, ...data } = state.data
      state.history = state.history.slice(0, index + 1)
      state.view = view
      state.data = data
      state.transition = 'prev'
      return true
    },
  }
}
