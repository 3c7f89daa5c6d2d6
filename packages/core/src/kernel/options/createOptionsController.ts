import { selectIsMultiWalletEnabled } from './selectIsMultiWalletEnabled'
import type { OptionsActions, OptionsState, RemoteFeatures } from './types'

/**
 * The options controller: resolved options plus the remote project features.
 *
 * @param state - The instance's options slice.
 * @param deps - `onRemoteFeatures`: told of every remote config applied (the instance's log).
 * @returns `actions`.
 * @example
 * ```ts
 * const options = createOptionsController(state.options, { onRemoteFeatures: (f) => log.add('info', 'REMOTE_FEATURES', f) })
 * options.actions.setRemoteFeatures({ multiWallet: false })
 * options.actions.isMultiWalletEnabled() // false
 * ```
 */
export function createOptionsController(
  state: OptionsState,
  deps: { onRemoteFeatures?: (features: Readonly<RemoteFeatures>) => void } = {},
) {
  const actions: OptionsActions = {
    setRemoteFeatures(features) {
      state.remoteFeatures = { ...state.remoteFeatures, ...features }
      deps.onRemoteFeatures?.(state.remoteFeatures)
    },
    isMultiWalletEnabled: () => selectIsMultiWalletEnabled({ options: state }),
  }
  return { actions }
}
