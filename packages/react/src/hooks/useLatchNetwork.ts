import type { CaipNetwork, CaipNetworkId, NamespaceParameter } from '@latch/core'
import { useLatchInstance } from './useLatchInstance'
import { useWatched } from './useWatched'

/**
 * The active network (of a namespace, default the active one) and `switchNetwork`.
 * Wraps `latch.getNetwork`/`watchNetwork`.
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
  const caipNetwork = useWatched(
    () => latch.getNetwork(params),
    (listener) => latch.watchNetwork(listener, params),
    `${params.namespace ?? ''}`,
  )
  return { caipNetwork, switchNetwork: (network) => latch.switchNetwork(network) }
}
