import type { ChainNamespace } from '../../shared/networks/types'
import type { ConnectionsState } from './types'

/**
 * The namespaces holding a connection of `connectorId`.
 *
 * @param state - The connections state.
 * @param connectorId - The wallet's connector id.
 * @returns Its namespaces, in the state's order.
 * @example
 * ```ts
 * namespacesOf(state.connections, 'io.metamask') // ['eip155']
 * ```
 */
export function namespacesOf(state: ConnectionsState, connectorId: string): ChainNamespace[] {
  return (Object.keys(state.connections) as ChainNamespace[]).filter((ns) =>
    state.connections[ns]?.some((c) => c.connectorId === connectorId),
  )
}
