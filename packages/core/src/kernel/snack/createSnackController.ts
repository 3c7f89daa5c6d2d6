import { TOAST_SWAP_DELAY_MS } from '../../shared/constants/firstLoadConstants'
import type { SnackActions, SnackState, SnackVariant } from './types'

/**
 * How long a success or error toast stays before closing by itself.
 *
 * @example
 * ```ts
 * vi.advanceTimersByTime(SNACK_AUTO_CLOSE_MS) // a success toast is gone
 * ```
 */
export const SNACK_AUTO_CLOSE_MS = 2_200

/**
 * The toast controller. A new toast replaces the one shown after 150 ms (SPEC §9): the current
 * one closes first, then the new one opens. Loading toasts never close by themselves.
 *
 * @param state - The instance's snack slice.
 * @returns `actions` and `dispose` (clears the timers).
 * @example
 * ```ts
 * const snack = createSnackController(state.snack)
 * snack.actions.showError('Failed to connect')
 * ```
 */
export function createSnackController(
  state: SnackState,
  deps: { onShow?: (message: string, variant: SnackVariant) => void } = {},
) {
  let swapTimer: ReturnType<typeof setTimeout> | undefined
  let closeTimer: ReturnType<typeof setTimeout> | undefined
  const clear = () => {
    clearTimeout(swapTimer)
    clearTimeout(closeTimer)
    swapTimer = undefined
    closeTimer = undefined
  }
  const present = (message: string, variant: SnackVariant) => {
    const autoClose = variant !== 'loading'
    Object.assign(state, { open: true, message, variant, autoClose })
    if (autoClose)
      closeTimer = setTimeout(() => {
        state.open = false
      }, SNACK_AUTO_CLOSE_MS)
  }
  const show = (message: string, variant: SnackVariant) => {
    deps.onShow?.(message, variant)
    clear()
    if (!state.open) return present(message, variant)
    state.open = false
    swapTimer = setTimeout(() => present(message, variant), TOAST_SWAP_DELAY_MS)
  }
  const actions: SnackActions = {
    showSuccess: (message) => show(message, 'success'),
    showError: (message) => show(message, 'error'),
    showLoading: (message) => show(message, 'loading'),
    hide() {
      clear()
      state.open = false
    },
  }
  return { actions, dispose: clear }
}
