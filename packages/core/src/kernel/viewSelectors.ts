import type { CaipNetwork, ChainNamespace } from '../shared/networks/types'
import { isSameAddress } from '../shared/validation/isSameAddress'
import { selectIsMultiWalletEnabled } from './options/selectIsMultiWalletEnabled'
import type { KernelSelectable } from './selectors'

// The snapshot selectors the modal's views read. They live apart from the kernel's selectors
// (./selectors) so that they load with the views, not with the page: a module the kernel imports
// ships whole with the first load.

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
 * What the modal's frame shows: the view and its data, the back and close rules' inputs, the
 * open, shake and loading flags, and the approval whose title the header shows. Every field is a
 * value or an unchanged part of the snapshot, so the object compares equal field by field while
 * nothing the frame shows changed.
 *
 * @param state - State or snapshot.
 * @param rehearsal - True for the off-document rehearsal render (shown as embedded and open).
 * @returns The frame's fields.
 * @example
 * ```ts
 * const { view, open } = selectModalFrame(latch.getState())
 * ```
 */
export function selectModalFrame<V extends string, D, T, P>(
  state: {
    readonly router: {
      readonly view: V
      readonly data: D
      readonly history: readonly unknown[]
      readonly transition: T
    }
    readonly options: { readonly embedded: boolean }
    readonly modal: { readonly open: boolean; readonly shake: boolean; readonly loading: boolean }
    readonly approval: { readonly pending: readonly P[] }
  },
  rehearsal = false,
) {
  const embedded = state.options.embedded || rehearsal
  return {
    view: state.router.view,
    data: state.router.data,
    depth: state.router.history.length,
    canGoBack: state.router.history.length > 1,
    transition: state.router.transition,
    embedded,
    open: state.modal.open || embedded,
    shake: state.modal.shake,
    loading: state.modal.loading,
    firstApproval: state.approval.pending[0],
  }
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

/**
 * The account's balance of a token, by its address compared per chain family (`isSameAddress`: an
 * EVM contract in any letter case, a Solana mint exactly), on one network when given.
 *
 * @param state - State or snapshot (its loaded token balances).
 * @param address - Token contract address or mint.
 * @param networkId - CAIP-2 id; any network when not given.
 * @returns The balance, or `undefined` when the account data holds none.
 * @example
 * ```ts
 * selectTokenBalance(snap, '0xa0b8…', 'eip155:1')?.symbol // 'USDC'
 * ```
 */
export function selectTokenBalance<
  T extends { readonly address?: string | undefined; readonly chainId?: string },
>(
  state: { readonly accountData: { readonly tokenBalances: readonly T[] } },
  address: string,
  networkId?: string,
): T | undefined {
  return state.accountData.tokenBalances.find(
    (t) =>
      t.address !== undefined &&
      (!networkId || t.chainId === networkId) &&
      isSameAddress(t.chainId ?? networkId ?? '', t.address, address),
  )
}
