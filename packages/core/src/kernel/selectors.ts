import type { CaipNetwork, ChainNamespace } from '../shared/networks/types'
import type { ChainsState } from './chains/types'
import type { ConnectionsState } from './connections/types'

/**
 * The kernel state the selectors read: works on the live state and on any snapshot of it.
 *
 * @example
 * ```ts
 * const state: KernelSelectable = latch.getState()
 * ```
 */
export type KernelSelectable = {
  readonly chains: Pick<ChainsState, 'activeNamespace' | 'activeNetworkIds'> & {
    readonly networks: readonly CaipNetwork[]
  }
  readonly connections: Pick<ConnectionsState, 'status' | 'activeConnectorIds'>
}

/**
 * The active network of a namespace (default: the active namespace).
 *
 * @param state - State or snapshot.
 * @param namespace - Namespace; default the active one.
 * @returns The network, or `undefined`.
 * @example
 * ```ts
 * selectActiveNetwork(latch.getState(), 'solana')
 * ```
 */
export function selectActiveNetwork(
  state: KernelSelectable,
  namespace: ChainNamespace = state.chains.activeNamespace,
): CaipNetwork | undefined {
  const id = state.chains.activeNetworkIds[namespace]
  return state.chains.networks.find((n) => n.caipNetworkId === id)
}

/**
 * Whether a namespace (default: the active one) has a connected wallet.
 *
 * @param state - State or snapshot.
 * @param namespace - Namespace; default the active one.
 * @returns True when connected with an active connector.
 * @example
 * ```ts
 * selectIsConnected(latch.getState())
 * ```
 */
export function selectIsConnected(state: KernelSelectable, namespace?: ChainNamespace): boolean {
  const ns = namespace ?? state.chains.activeNamespace
  return state.connections.status[ns] === 'connected' && Boolean(state.connections.activeConnectorIds[ns])
}
