import type { CaipNetwork, ChainNamespace } from '../shared/networks/types'
import { selectIsMultiWalletEnabled } from './options/selectIsMultiWalletEnabled'
import type { KernelSelectable } from './selectors'

// The snapshot selectors the modal's views read. They live apart from the kernel's selectors
// (./selectors) so that they load with the views, not with the page: a module the kernel imports
// ships whole with the first load. The modal frame's and a token balance's selectors live in their
// own modules; the public entries name them here.

export { selectModalFrame } from './selectModalFrame'
export { selectTokenBalance } from './selectTokenBalance'

/**
 * The connections the Account and Profile views show for a namespace (default: active): every live
 * one with multi-wallet, else the active one only.
 *
 * @param state - State or snapshot.
 * @param namespace - Namespace; default the active one.
 * @returns The connections shown.
 * @example
 * ```ts
 * selectDisplayedConnections(snap, 'solana').map((c) => c.connectorId)
 * ```
 */
export function selectDisplayedConnections<C extends { readonly connectorId: string }>(
  state: Parameters<typeof selectIsMultiWalletEnabled>[0] & {
    readonly chains: { readonly activeNamespace: ChainNamespace }
    readonly connections: {
      readonly connections: Partial<Record<ChainNamespace, readonly C[]>>
      readonly activeConnectorIds: Partial<Record<ChainNamespace, string>>
    }
  },
  namespace?: ChainNamespace,
): C[] {
  const ns = namespace ?? state.chains.activeNamespace
  const list = state.connections.connections[ns] ?? []
  if (selectIsMultiWalletEnabled(state)) return [...list]
  return list.filter((c) => c.connectorId === state.connections.activeConnectorIds[ns])
}

/**
 * A network of the app by CAIP-2 id, or the active network of a namespace when no id is given.
 *
 * @param state - State or snapshot.
 * @param id - CAIP-2 id; default the active network of `namespace`.
 * @param namespace - Namespace used when `id` is not given.
 * @returns The network, or `undefined`.
 * @example
 * ```ts
 * selectNetwork(latch.getState(), 'eip155:1')?.name
 * ```
 */
export function selectNetwork(
  state: Pick<KernelSelectable, 'chains'>,
  id: string | undefined,
  namespace?: ChainNamespace,
): CaipNetwork | undefined {
  const wanted = id ?? state.chains.activeNetworkIds[namespace ?? state.chains.activeNamespace]
  return state.chains.networks.find((n) => n.caipNetworkId === wanted)
}

/**
 * The namespaces with at least one live connection; with `activeConnectorId`, only those whose
 * active connector is that one (e.g. the namespaces the email/social login connected).
 *
 * @param state - State or snapshot.
 * @param activeConnectorId - Keep only namespaces whose active connector is this id.
 * @returns The namespaces, in the order the state holds them.
 * @example
 * ```ts
 * selectConnectedNamespaces(snap) // ['eip155', 'solana']
 * selectConnectedNamespaces(snap, 'ID_AUTH') // ['eip155']
 * ```
 */
export function selectConnectedNamespaces(
  state: {
    readonly connections: {
      readonly connections: Partial<Record<ChainNamespace, readonly unknown[]>>
      readonly activeConnectorIds: Partial<Record<ChainNamespace, string>>
    }
  },
  activeConnectorId?: string,
): ChainNamespace[] {
  const { connections, activeConnectorIds } = state.connections
  return (Object.keys(connections) as ChainNamespace[]).filter(
    (namespace) =>
      (connections[namespace]?.length ?? 0) > 0 &&
      (activeConnectorId === undefined || activeConnectorIds[namespace] === activeConnectorId),
  )
}
