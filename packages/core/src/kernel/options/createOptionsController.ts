import { selectIsMultiWalletEnabled } from '../selectors'
import type { OptionsActions, OptionsState } from './types'

/**
 * The options controller: resolved options plus the remote project features.
 *
 * @param state - The instance's options slice.
 * @returns The actions.
 * @example
 * ```ts
 * const options = createOptionsController(state.options)
 * options.setRemoteFeatures({ multiWallet: false })
 * options.isMultiWalletEnabled() // false
 * ```
 */
export function createOptionsController(state: OptionsState): OptionsActions {
  return {
    setRemoteFeatures(features) {
      state.remoteFeatures = { ...state.remoteFeatures, ...features }
    },
    isMultiWalletEnabled: () => selectIsMultiWalletEnabled({ options: state }),
  }
}
