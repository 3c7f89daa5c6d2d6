import { lazy, withLoaded } from '../../shared/lazy/lazy'
import { whenLoaded } from '../../shared/lazy/lazyFacades'
import type { ChainNamespace } from '../../shared/networks/types'
import type { ConnectionsCode } from './connectionsCode'
import type { ConnectionsContext } from './connectionsContext'
import { createConnectionReads } from './createConnectionReads'
import type { ConnectionsController } from './createConnectionsController'
import type { ConnectionsState } from './types'

type Actions = ConnectionsController['actions']
type Changes = Pick<Actions, 'updateConnection' | 'removeConnection' | 'clearNamespace' | 'track'>

/**
 * The connections controller with the code that records, restores, persists and lists connections
 * loaded with a stored connection's restore or with the connection flows (`load()`), not with the
 * page nor with a fresh visitor's mount. The reads a page makes before (status, connectors, the
 * connect-method order) answer at once, and the wallets the adapters found are recorded at once; the
 * reads and the switch of connections (`list`, `getDisplayedConnections`, `getConnectorStatus`,
 * `getRecentConnections`, `setActiveConnector`) act on connections, which only the loaded code
 * records, so before it loads they see none (and `getProvider` no provider). A change asked before
 * the code loaded runs once it has, in order; once loaded every call runs in the same turn.
 *
 * @param state - The instance's connections slice.
 * @param deps - Account, chains, options, alerts, storage.
 * @returns A {@link ConnectionsController} with `restore` (see `ConnectionsCode`) and `load()`.
 * @example
 * ```ts
 * const connections = createLazyConnections(state.connections, deps)
 * await connections.load()
 * connections.actions.list() // []
 * ```
 */
export function createLazyConnections(
  state: ConnectionsState,
  deps: ConnectionsContext,
): ConnectionsCode & { load: () => Promise<ConnectionsController> } {
  const reads = createConnectionReads(state, deps)
  // the account's connection code loads with the flows' (every connection comes through them)
  const full = lazy(() => import('./connectionsCode').then((m) => m.createConnectionsCode(state, deps)))
  const loaded = () => full.peek()?.actions
  const change =
    <K extends keyof Changes>(name: K) =>
    (...args: Parameters<Changes[K]>): void => {
      // code that failed to load records nothing (mount ends a restore it marked as disconnected)
      whenLoaded(full, (c) => (c.actions[name] as (...params: Parameters<Changes[K]>) => void)(...args))
    }
  return {
    actions: {
      ...reads,
      getConnectorStatus: (ns, connectorId) =>
        loaded()?.getConnectorStatus(ns, connectorId) ?? 'disconnected',
      getDisplayedConnections: (namespace) => loaded()?.getDisplayedConnections(namespace) ?? [],
      list: (namespace) => loaded()?.list(namespace) ?? [],
      getRecentConnections: (namespace) => loaded()?.getRecentConnections(namespace) ?? [],
      setActiveConnector: (ns: ChainNamespace, connectorId: string) =>
        loaded()?.setActiveConnector(ns, connectorId),
      // nothing is connected before this code loads
      getProvider: (latch, ns) => loaded()?.getProvider(latch, ns),
      loadCalls: () => withLoaded(full, (c) => c.actions.loadCalls()),
      // resolves once the wallets it replaced answered their disconnect
      applyConnection: (...args) => withLoaded(full, (c) => c.actions.applyConnection(...args)),
      updateConnection: change('updateConnection'),
      removeConnection: change('removeConnection'),
      clearNamespace: change('clearNamespace'),
      track: change('track'),
    },
    // the restore's code comes with the controller's
    restore: (input) => withLoaded(full, (c) => c.restore(input)),
    load: () => full.load(),
  }
}
