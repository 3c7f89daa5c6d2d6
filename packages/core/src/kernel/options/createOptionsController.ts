import { selectIsMultiWalletEnabled } from '../selectors'
import type { OptionsActions, OptionsState } from './types'

/**
 * The options controller: resolved options plus the remote project features.
 *
 * @param state - The instance's options slice.
 * @returns `actions`.
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
    isMultiWalletEnabled: () => selectIsMultiWalletEnabled({ options: state }),
  }
  return { actions }
}
