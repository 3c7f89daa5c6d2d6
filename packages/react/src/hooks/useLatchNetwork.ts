import type { CaipNetwork, CaipNetworkId, NamespaceParameter } from '@latch/core'
import { isStructurallyEqual } from './isStructurallyEqual'
import { useLatchInstance } from './useLatchInstance'
import { useLatchSelector } from './useLatchSelector'

/**
 * The active network (of a namespace, default the active one) and `switchNetwork`.
 * Reads `latch.getNetwork` through {@link useLatchSelector}, compared as `watchNetwork` compares.
 *
 * @param params - `{ namespace? }`.
 * @returns `{ caipNetwork, switchNetwork }`.
 * @example
 * ```tsx
 * const { caipNetwork, switchNetwork } = useLatchNetwork()
 * ```
 */
export function useLatchNetwork(params: NamespaceParameter = {}): {
  caipNetwork: CaipNetwork | undefined
  switchNetwork: (network: CaipNetwork | CaipNetworkId) => Promise<void>
} {
  const latch = useLatchInstance()
  const caipNetwork = useLatchSelector(() => latch.getNetwork(params), isStructurallyEqual)
  return { caipNetwork, switchNetwork: (network) => latch.switchNetwork(network) }
}
