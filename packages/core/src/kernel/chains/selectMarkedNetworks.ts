import type { CaipNetworkId, ChainNamespace } from '../../shared/networks/types'

/**
 * The network the network list marks as active, per family: a family's active network only while
 * a wallet of that family is connected. A family with no wallet has no network in use, so none of
 * its networks reads "Active" (picking one leads to its wallets).
 *
 * @param state - State or snapshot: the active network per namespace and the live connections.
 * @returns The marked network id of each connected namespace.
 * @example
 * ```ts
 * const marked = selectMarkedNetworks(latch.getState())
 * marked.eip155 // 'eip155:1' when an EVM wallet is connected, else undefined
 * ```
 */
export function selectMarkedNetworks(state: {
  readonly chains: { readonly activeNetworkIds: Partial<Record<ChainNamespace, CaipNetworkId>> }
  readonly connections: { readonly connections: Partial<Record<ChainNamespace, readonly unknown[]>> }
}): Partial<Record<ChainNamespace, CaipNetworkId>> {
  const marked: Partial<Record<ChainNamespace, CaipNetworkId>> = {}
  for (const [namespace, id] of Object.entries(state.chains.activeNetworkIds) as [
    ChainNamespace,
    CaipNetworkId,
  ][])
    if ((state.connections.connections[namespace]?.length ?? 0) > 0) marked[namespace] = id
  return marked
}
