import type { ConnectResult } from '../../adapters/types'
import { CHAIN_NAMESPACES, type ChainNamespace } from '../../shared/networks/types'
import type { ConnectionsContext } from './connectionsContext'
import { createConnectionReads } from './createConnectionReads'
import { createConnectionRecords } from './createConnectionRecords'
import { createGetProvider } from './createGetProvider'
import { toWalletConnection } from './toWalletConnection'
import type { ConnectionActions, ConnectionsState } from './types'

/**
 * The connections controller: connection status per namespace and per connector, live and recent
 * connections, the active connector, persistence for restore, multi-wallet display (SPEC §4).
 *
 * @param state - The instance's connections slice.
 * @param deps - Account, chains, options, alerts, storage.
 * @returns The actions plus the state changes the connect/restore/event flows use.
 * @example
 * ```ts
 * const connections = createConnectionsController(state.connections, deps)
 * connections.actions.getConnectorStatus('eip155', 'io.metamask')
 * ```
 */
export function createConnectionsController(state: ConnectionsState, deps: ConnectionsContext) {
  const active = (ns?: ChainNamespace) => ns ?? deps.chainsState.activeNamespace
  const reads = createConnectionReads(state, deps)

  const { persist, walletInfoOf, activate, track, addRecent, clearNamespace } = createConnectionRecords(
    state,
    deps,
  )

  const publicActions: Omit<ConnectionActions, 'onConnected' | 'watch'> = {
    getConnectorStatus(ns, connectorId) {
      if (state.activeConnectorIds[ns] === connectorId && state.status[ns] === 'connected') return 'connected'
      if (state.connections[ns]?.some((c) => c.connectorId === connectorId)) return 'active'
      return 'disconnected'
    },
    getDisplayedConnections(namespace) {
      const ns = active(namespace)
      const list = state.connections[ns] ?? []
      return deps.options.isMultiWalletEnabled()
        ? [...list]
        : list.filter((c) => c.connectorId === state.activeConnectorIds[ns])
    },
    list(namespace) {
      const namespaces = namespace === undefined ? CHAIN_NAMESPACES : [namespace]
      return namespaces.flatMap((ns) =>
        publicActions
          .getDisplayedConnections(ns)
          .map((c) =>
            toWalletConnection(ns, c, walletInfoOf(ns, c.connectorId), state.activeConnectorIds[ns]),
          ),
      )
    },
    getRecentConnections(namespace) {
      if (!deps.options.isMultiWalletEnabled()) return []
      const ns = active(namespace)
      const live = new Set((state.connections[ns] ?? []).map((c) => c.connectorId))
      return (state.recent[ns] ?? []).filter((c) => !live.has(c.connectorId))
    },
    requestMultiWallet: reads.requestMultiWallet,
    getConnectMethodOrder: reads.getConnectMethodOrder,
    getConnectors: reads.getConnectors,
    setActiveConnector(ns, connectorId) {
      if (!state.connections[ns]?.some((c) => c.connectorId === connectorId)) return
      activate(ns, connectorId)
      persist(ns)
    },
  }

  return {
    actions: {
      ...publicActions,
      /**
       * A connect or restore succeeded: record it, make it active, persist it. With multi-wallet
       * off it replaces the namespace's other wallets, which are asked to disconnect: resolves once
       * they answered, so the caller's turn in the namespace queue ends only then (a connect of one
       * of them queued next must not be undone by its late disconnect).
       */
      applyConnection(ns: ChainNamespace, connectorId: string, result: ConnectResult): Promise<void> {
        const connection = { connectorId, accounts: result.accounts, caipNetworkId: result.caipNetworkId }
        const others = (state.connections[ns] ?? []).filter((c) => c.connectorId !== connectorId)
        const multiWallet = deps.options.isMultiWalletEnabled()
        const ending: Promise<unknown>[] = []
        if (!multiWallet)
          for (const replaced of others) {
            addRecent(ns, replaced.connectorId)
            const adapter = deps.getAdapter(ns)
            if (adapter)
              ending.push(
                Promise.resolve()
                  .then(() => adapter.disconnect({ connectorId: replaced.connectorId }))
                  .catch(() => {}),
              )
          }
        const list = state.connections[ns] ?? []
        const at = list.findIndex((c) => c.connectorId === connectorId)
        // a new wallet goes on top; the same wallet connected again keeps its place in the list
        state.connections[ns] = !multiWallet
          ? [connection]
          : at < 0
            ? [connection, ...list]
            : list.map((c, i) => (i === at ? connection : c))
        activate(ns, connectorId)
        persist(ns)
        return Promise.all(ending).then(() => undefined)
      },
      /** Update the accounts or network of a live connection (adapter events). */
      updateConnection(ns: ChainNamespace, connectorId: string, patch: Partial<ConnectResult>): void {
        const connection = state.connections[ns]?.find((c) => c.connectorId === connectorId)
        if (!connection) return
        if (patch.accounts) connection.accounts = patch.accounts
        if (patch.caipNetworkId) connection.caipNetworkId = patch.caipNetworkId
        if (state.activeConnectorIds[ns] === connectorId) activate(ns, connectorId)
      },
      /** One connector went away: the next live connection becomes active, or the namespace is disconnected. */
      removeConnection(ns: ChainNamespace, connectorId: string): void {
        addRecent(ns, connectorId)
        const rest = (state.connections[ns] ?? []).filter((c) => c.connectorId !== connectorId)
        state.connections[ns] = rest
        if (state.activeConnectorIds[ns] === connectorId) {
          const next = rest[0]
          if (next) activate(ns, next.connectorId)
          else clearNamespace(ns)
        }
        persist(ns)
      },
      clearNamespace,
      track,
      setStatus: reads.setStatus,
      setReconnectingAddress: reads.setReconnectingAddress,
      setConnectors: reads.setConnectors,
      isMultiWalletEnabled: reads.isMultiWalletEnabled,
      isConnected: reads.isConnected,
      getProvider: createGetProvider(state, deps.getAdapter),
      /**
       * Loads the batched-calls slice (EIP-5792 requests to the connected wallet) on its first
       * use. Its `import()` lives here, in the connection code loaded at mount, so that the page's
       * first load holds only the instance's four forwarders.
       */
      loadCalls: () => import('../../slices/calls/createCallsActions'),
    },
  }
}

/**
 * What {@link createConnectionsController} returns.
 *
 * @example
 * ```ts
 * const connections: ConnectionsController = createConnectionsController(state.connections, deps)
 * ```
 */
export type ConnectionsController = ReturnType<typeof createConnectionsController>
