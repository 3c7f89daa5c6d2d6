import type { ChainAdapter } from '../adapters/types'
import type { ChainsState } from '../kernel/chains/types'
import type { ConnectionFlows } from '../kernel/connections/createConnectionFlows'
import type { ConnectionsController } from '../kernel/connections/createConnectionsController'
import {
  readPersistedActiveConnectors,
  readPersistedConnections,
} from '../kernel/connections/persistedConnections'
import type { ChainNamespace } from '../shared/networks/types'
import type { LatchStorage } from '../shared/storage/types'

/**
 * What `mount()` needs.
 *
 * @example
 * ```ts
 * createMount({ adapters, chainsState, connections, flows, getStorage, adoptWindowStorage, getWindow: () => window })
 * ```
 */
export type MountContext = {
  adapters: readonly ChainAdapter[]
  chainsState: ChainsState
  connections: ConnectionsController
  flows: ConnectionFlows
  /** Current storage. */
  getStorage: () => LatchStorage
  /** Called once on mount with the window, to adopt `localStorage` when the app gave no storage. */
  adoptWindowStorage: (win: Window) => void
  getWindow: () => Window | undefined
  /** The app's projectId, handed to each adapter's `init`. */
  projectId?: string | undefined
}

/**
 * Builds `mount()`: the client-side start. It adopts `window.localStorage` when no storage was
 * given, marks persisted namespaces `reconnecting` synchronously (so a reload never shows
 * `disconnected` first), initialises the adapters, restores the persisted connections silently,
 * listens to adapter and online/offline events, and returns a cleanup function. Idempotent.
 *
 * @param context - Adapters, controllers, storage and window access.
 * @returns `mount` and `ready` (resolves when the last mount's restore finished).
 * @example
 * ```ts
 * const { mount, ready } = createMount(context)
 * const stop = mount()
 * await ready()
 * ```
 */
export function createMount(context: MountContext) {
  let cleanup: (() => void) | undefined
  let restoring: Promise<void> = Promise.resolve()
  let generation = 0

  async function start(
    adapter: ChainAdapter,
    saved: { ids: readonly string[]; activeId: string | undefined },
    win: Window | undefined,
    run: number,
  ) {
    const { ids, activeId } = saved
    const ns = adapter.namespace
    try {
      await adapter.init({
        networks: context.chainsState.networks.filter((n) => n.chainNamespace === ns),
        storage: context.getStorage(),
        getWindow: () => win,
        projectId: context.projectId,
      })
      if (run !== generation) return
      context.connections.actions.setConnectors(ns, adapter.getConnectors())
      // every wallet is asked at once (a slow or missing one holds no other back), each only through
      // its silent path; one that does not answer is dropped
      const caipNetworkId = context.chainsState.activeNetworkIds[ns]
      const results = await Promise.all(
        ids.map((connectorId) =>
          adapter
            .reconnect(caipNetworkId ? { connectorId, caipNetworkId } : { connectorId })
            .catch(() => null),
        ),
      )
      if (run !== generation) return
      // last first: each restored connection goes on top, so the list comes back in its order
      for (let i = ids.length - 1; i >= 0; i--) {
        const result = results[i]
        const connectorId = ids[i]
        if (connectorId !== undefined && result && result.accounts.length > 0)
          context.connections.actions.applyConnection(ns, connectorId, result)
      }
      if (activeId !== undefined) context.connections.actions.setActiveConnector(ns, activeId)
    } finally {
      if (run === generation && !context.connections.actions.isConnected(ns) && ids.length > 0)
        context.connections.actions.clearNamespace(ns)
    }
    if (
      context.connections.actions.isConnected(ns) &&
      !context.connections.actions.isConnected(context.chainsState.activeNamespace)
    )
      context.chainsState.activeNamespace = ns
  }

  function mount(): () => void {
    if (cleanup) return cleanup
    const run = ++generation
    const win = context.getWindow()
    if (win) context.adoptWindowStorage(win)
    const saved = readPersistedConnections(context.getStorage())
    const active = readPersistedActiveConnectors(context.getStorage())
    const unsubscribers: (() => void)[] = []
    const starts: Promise<void>[] = []
    for (const adapter of context.adapters) {
      const ns: ChainNamespace = adapter.namespace
      const stored = saved[ns] ?? []
      const activeId = active[ns]
      // with multi-wallet off only the active wallet comes back (another would replace it)
      const ids =
        context.connections.actions.isMultiWalletEnabled() || activeId === undefined ? stored : [activeId]
      if (ids.length > 0) context.connections.actions.setStatus(ns, 'reconnecting')
      unsubscribers.push(adapter.subscribe((event) => context.flows.actions.handleAdapterEvent(ns, event)))
      starts.push(start(adapter, { ids, activeId }, win, run))
    }
    if (win) {
      const online = () => {
        context.chainsState.online = true
      }
      const offline = () => {
        context.chainsState.online = false
      }
      context.chainsState.online = win.navigator?.onLine ?? true
      win.addEventListener('online', online)
      win.addEventListener('offline', offline)
      unsubscribers.push(() => {
        win.removeEventListener('online', online)
        win.removeEventListener('offline', offline)
      })
    }
    restoring = Promise.allSettled(starts).then(() => undefined)
    cleanup = () => {
      generation++
      for (const unsubscribe of unsubscribers) unsubscribe()
      for (const adapter of context.adapters) adapter.destroy?.()
      cleanup = undefined
    }
    return cleanup
  }

  return { mount, ready: () => restoring }
}
