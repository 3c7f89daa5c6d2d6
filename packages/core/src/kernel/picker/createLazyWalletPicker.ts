import { lazy, withLoaded } from '../../shared/lazy/lazy'
import type { RouterState } from '../router/types'
import type { WalletPickerContext } from './createWalletPicker'
import { pickerWallets } from './pickerWallets'
import type { WalletPickerActions } from './types'

/**
 * The wallet picker ({@link createWalletPicker}) with its pick code loaded on first use or ahead
 * of it (`load()`, with the code a connect runs: `latch.ready()` loads it); once loaded `pick` runs
 * in the same turn (it opens the modal on the WalletPicker view at once). The list and `cancel`
 * answer at once, loaded or not; `choose` before the code has loaded has no pick to settle.
 *
 * @param state - The router slice.
 * @param deps - Modal and connectors.
 * @returns `actions` and `load()`.
 * @example
 * ```ts
 * const picker = createLazyWalletPicker(state.router, { modal, modalState, router, getConnectors })
 * const wallet = await picker.actions.pick('stacks')
 * ```
 */
export function createLazyWalletPicker(state: Readonly<RouterState>, deps: WalletPickerContext) {
  const full = lazy(() =>
    import('../loadKernelCode')
      .then((m) => m.loadWalletPicker())
      .then((m) => m.createWalletPicker(state, deps).actions),
  )
  const actions: WalletPickerActions = {
    pick: (namespace) => withLoaded(full, (picker) => picker.pick(namespace)),
    getWallets: (namespace) => pickerWallets(deps.getConnectors(namespace)),
    choose: (connectorId) => full.peek()?.choose(connectorId),
    cancel: () => deps.modal.actions.close({ force: true }),
  }
  return { actions, load: () => full.load() }
}
