import { selectIsMultiWalletEnabled } from '../selectors'
import type { OptionsActions, OptionsState } from './types'

/**
 * The options controller: resolved options plus the remote project features.
 *
 * @param state - The instance's options slice.
 * @returns `actions` and `selectors`.
 * @example
 * ```ts
 * const options = createOptionsController(state.options)
 * options.actions.setRemoteFeatures({ multiWallet: false })
 * options.actions.isMultiWalletEnabled() // false
 * ```
 */
export function createOptionsController(state: OptionsState) {
  const actions: OptionsActions = {
    setRemoteFeatures(features) {
      state.remoteFeatures = { ...state.remoteFeatures, ...features }
    },
    isMultiWalletEnabled: () => optionsSelectors.isMultiWalletEnabled(state),
  }
  return { actions, selectors: optionsSelectors }
}

/**
 * Pure reads of the options state (live state or snapshot).
 *
 * @example
 * ```ts
 * optionsSelectors.isMultiWalletEnabled(latch.getState().options) // true
 * ```
 */
export const optionsSelectors = {
  /** Multi-wallet is on unless the app or the project's remote configuration turned it off. */
  isMultiWalletEnabled: (state: Parameters<typeof selectIsMultiWalletEnabled>[0]['options']): boolean =>
    selectIsMultiWalletEnabled({ options: state }),
}
