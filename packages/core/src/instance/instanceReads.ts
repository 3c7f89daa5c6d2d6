import { snapshot, subscribe } from 'valtio/vanilla'
import { createEmptyAccount } from '../kernel/account/createEmptyAccount'
import type { Connection } from '../kernel/connections/types'
import { selectActiveNetwork, selectIsConnected } from '../kernel/selectors'
import type { ChainNamespace } from '../shared/networks/types'
import type { AccountSnapshot, NamespaceParameter } from './latchParameters'
import type { LatchState } from './latchState'
import type { Latch } from './types'
import { watchSelection } from './watchSelection'

/**
 * The instance's reads of its state (`getState`, `getAccount`, `getNetwork`, `getConnections`,
 * `getWalletInfo`, `getEvents`) and their `watch*`/`subscribe`: they read the state alone, so they
 * answer the same before the instance's code has loaded (its front) and after (its API).
 *
 * @param state - The instance state (valtio proxy).
 * @returns The reads.
 * @example
 * ```ts
 * const reads = createInstanceReads(state)
 * reads.getAccount({ namespace: 'eip155' }).status // 'disconnected'
 * ```
 */
export function createInstanceReads(
  state: LatchState,
): Pick<
  Latch,
  | 'getState'
  | 'subscribe'
  | 'getAccount'
  | 'watchAccount'
  | 'getNetwork'
  | 'watchNetwork'
  | 'getConnections'
  | 'watchConnections'
  | 'getWalletInfo'
  | 'watchWalletInfo'
  | 'getEvents'
> {
  const namespaceOf = (params?: NamespaceParameter): ChainNamespace =>
    params?.namespace ?? state.chains.activeNamespace
  const getAccount = (params?: NamespaceParameter): AccountSnapshot => {
    const ns = namespaceOf(params)
    const status = state.connections.status[ns] ?? 'disconnected'
    const account = snapshot(state).accounts[ns] ?? createEmptyAccount()
    return { ...account, namespace: ns, status, isConnected: selectIsConnected(state, ns) }
  }
  const getConnections = (params?: NamespaceParameter): Connection[] =>
    (state.connections.connections[namespaceOf(params)] ?? []).map((c) => ({
      ...c,
      accounts: c.accounts.map((a) => ({ ...a })),
    }))
  const getWalletInfo = (params?: NamespaceParameter) =>
    snapshot(state).accounts[namespaceOf(params)]?.connectedWalletInfo
  const getNetwork = (params?: NamespaceParameter) => selectActiveNetwork(state, namespaceOf(params))
  return {
    getState: () => snapshot(state),
    subscribe: (listener) => subscribe(state, () => listener(snapshot(state))),
    getAccount,
    watchAccount: (listener, params) => watchSelection(state, () => getAccount(params), listener),
    getNetwork,
    watchNetwork: (listener, params) => watchSelection(state, () => getNetwork(params), listener),
    getConnections,
    watchConnections: (listener, params) => watchSelection(state, () => getConnections(params), listener),
    getWalletInfo,
    watchWalletInfo: (listener, params) => watchSelection(state, () => getWalletInfo(params), listener),
    getEvents: () => snapshot(state).events.items,
  }
}
