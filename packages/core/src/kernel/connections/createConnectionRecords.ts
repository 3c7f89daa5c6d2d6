import type { ChainNamespace } from '../../shared/networks/types'
import type { ConnectionsContext } from './connectionsContext'
import { writePersistedConnections, writeStoredAddress } from './persistedConnections'
import { readWalletInfo } from './readWalletInfo'
import type { ConnectionsState } from './types'
import { connectionIdOf } from './walletConnectionId'

/** Recent connections kept per namespace. */
const RECENT_CONNECTIONS_MAX = 5

/**
 * How the connections controller records connections: the active one of a namespace (its account
 * and network), the recent ones, the events of each connect, switch and disconnect, and what is
 * persisted for the restore after a reload.
 *
 * @param state - The instance's connections slice.
 * @param deps - Account, chains, alerts, events, storage and adapters.
 * @returns `persist`, `walletInfoOf`, `activate`, `track`, `addRecent` and `clearNamespace`.
 * @example
 * ```ts
 * const records = createConnectionRecords(state.connections, deps)
 * records.activate('eip155', 'io.metamask')
 * ```
 */
export function createConnectionRecords(
  state: ConnectionsState,
  deps: Pick<
    ConnectionsContext,
    'account' | 'chainsState' | 'alerts' | 'events' | 'getStorage' | 'getAdapter'
  >,
) {
  const persist = (ns: ChainNamespace) => {
    const ids = (state.connections[ns] ?? []).map((c) => c.connectorId)
    writePersistedConnections(deps.getStorage(), ns, ids, state.activeConnectorIds[ns])
  }

  const walletInfoOf = (ns: ChainNamespace, connectorId: string) =>
    readWalletInfo(state.connectors, deps.getAdapter, ns, connectorId)

  /** Make the first account of `connectorId` the namespace's account (stored for a reload to show). */
  const activate = (ns: ChainNamespace, connectorId: string) => {
    const connection = state.connections[ns]?.find((c) => c.connectorId === connectorId)
    const first = connection?.accounts[0]
    if (!connection || !first) return
    state.activeConnectorIds[ns] = connectorId
    state.status[ns] = 'connected'
    delete state.reconnectingAddresses[ns]
    if (connection.caipNetworkId) {
      const network = deps.chainsState.networks.find((n) => n.caipNetworkId === connection.caipNetworkId)
      if (network) deps.chainsState.activeNetworkIds[ns] = network.caipNetworkId
      else deps.alerts.raise('NetworkNotFound')
    }
    deps.account.actions.setConnected(ns, {
      address: first.address,
      walletInfo: walletInfoOf(ns, connectorId),
      type: first.type,
    })
    writeStoredAddress(deps.getStorage(), ns, first.address)
  }

  /** Tracks the connect, switch or disconnect of one connection, named by id, namespace and connector. */
  const track = (
    event: 'CONNECT_SUCCESS' | 'SWITCH_CONNECTION' | 'DISCONNECT_SUCCESS',
    ns: ChainNamespace,
    connectorId: string,
  ) => {
    const address = state.connections[ns]?.find((c) => c.connectorId === connectorId)?.accounts[0]?.address
    deps.events.track(event, {
      id: connectionIdOf(ns, connectorId),
      namespace: ns,
      connectorId,
      ...(address === undefined ? {} : { address }),
    })
  }

  /** Keeps a connection that goes away among the recent ones, and tracks its disconnect. */
  const addRecent = (ns: ChainNamespace, connectorId: string) => {
    const gone = state.connections[ns]?.find((c) => c.connectorId === connectorId)
    if (!gone) return
    track('DISCONNECT_SUCCESS', ns, connectorId)
    const recent = (state.recent[ns] ?? []).filter((c) => c.connectorId !== connectorId)
    state.recent[ns] = [gone, ...recent].slice(0, RECENT_CONNECTIONS_MAX)
  }

  /** Forget every connection of `ns` (state, account and persisted restore data). */
  const clearNamespace = (ns: ChainNamespace): void => {
    for (const c of state.connections[ns] ?? []) addRecent(ns, c.connectorId)
    state.connections[ns] = []
    delete state.activeConnectorIds[ns]
    delete state.reconnectingAddresses[ns]
    state.status[ns] = 'disconnected'
    deps.account.actions.reset(ns)
    writePersistedConnections(deps.getStorage(), ns, [])
    writeStoredAddress(deps.getStorage(), ns, undefined)
  }

  return { persist, walletInfoOf, activate, track, addRecent, clearNamespace }
}
