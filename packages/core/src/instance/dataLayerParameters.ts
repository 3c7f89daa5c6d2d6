import { systemClock } from '../shared/clock/clock'
import type { DataLayerParameters } from './createDataLayer'
import type { Kernel } from './createKernel'
import type { LatchState } from './latchState'
import type { LatchOptions } from './options'

/**
 * The data layer's parameters from the instance's state, options and kernel.
 *
 * @param state - The instance state.
 * @param options - Validated options.
 * @param k - The kernel.
 * @returns The {@link DataLayerParameters}.
 * @example
 * ```ts
 * const data = createDataLayer(dataLayerParameters(state, options, kernel))
 * ```
 */
export function dataLayerParameters(
  state: LatchState,
  options: LatchOptions,
  k: Kernel,
): DataLayerParameters {
  return {
    state,
    options,
    clock: { ...systemClock(), now: k.now },
    getAdapter: k.getAdapter,
    getActiveNetwork: (ns) => k.chains.actions.getActiveNetwork(ns),
    getNetworks: () => state.chains.networks,
    getStorage: k.getStorage,
    isMobile: k.isMobile,
    showError: (message) => k.snack.actions.showError(message),
    alerts: k.alerts.actions,
    setRemoteFeatures: (features) => k.options.actions.setRemoteFeatures(features),
    watchEvents: (listener) => k.events.actions.watch(listener),
    getLocation: () => (typeof window === 'undefined' ? undefined : window.location),
    // The identity lookup's name and avatar become the account's profile (SPEC §3 profileName,
    // profileImage), for the address it was found for; a lookup with none clears a stale one.
    onIdentity: ({ address, network }, identity) => {
      const ns = network.chainNamespace
      if (state.accounts[ns]?.address !== address) return
      k.account.actions.patch(ns, {
        profileName: identity.name ?? undefined,
        profileImage: identity.avatar ?? undefined,
      })
    },
  }
}
