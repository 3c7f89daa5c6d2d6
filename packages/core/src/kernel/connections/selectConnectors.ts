import type { ChainNamespace } from '../../shared/networks/types'

/**
 * The discovered connectors of a namespace (all namespaces when none is given).
 *
 * @param state - State or snapshot.
 * @param namespace - Namespace; default all.
 * @returns The connectors.
 * @example
 * ```ts
 * selectConnectors(snap, 'eip155').find((c) => c.id === connectorId)?.name
 * ```
 */
export function selectConnectors<C extends { readonly chain: ChainNamespace }>(
  state: { readonly connections: { readonly connectors: readonly C[] } },
  namespace?: ChainNamespace,
): C[] {
  return state.connections.connectors.filter((c) => namespace === undefined || c.chain === namespace)
}
