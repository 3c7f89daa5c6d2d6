import type { ChainAdapter } from '../adapters/types'
import type { ChainsState } from '../kernel/chains/types'
import type { ConnectionFlows } from '../kernel/connections/createConnectionFlows'
import type { ConnectionsController } from '../kernel/connections/createConnectionsController'
import { holdStoredConnections } from '../kernel/connections/holdStoredConnections'
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
  /** The connections controller; `load()` brings the code that records and restores connections. */
  connections: ConnectionsController & { load: () => Promise<unknown> }
  /** The connection flows; `load()` brings their code (a restore runs in their namespace queue). */
  flows: ConnectionFlows & { load: () => Promise<unknown> }
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
 * `disconnected` first), initialises the adapters (handing each its stored connectors and last
 * active address, which shows once the adapter says a stored wallet confirmed it), restores the
 * persisted connections silently (read as stored at mount; their parsing loads with the
 * controller's restore code),
 * listens to adapter and online/offline events, and returns a cleanup function. Idempotent.
 *
 * @param deps - Adapters, controllers, storage and window access.
 * @returns `mount`, `ready` (resolves when the last mount's adapters started and its restores
 *   finished) and `restored` (when its restores alone finished: at once with nothing stored).
 * @example
 * ```ts
 * const { mount, ready, restored } = createMount(deps)
 * const stop = mount()
 * await ready()
 * ```
 */
export function createMount(deps: MountContext) {
  let cleanup: (() => void) | undefined
  let restoring: Promise<void> = Promise.resolve()
  let restored: Promise<void> = Promise.resolve()
  let generation = 0

  function mount(): () => void {
    if (cleanup) return cleanup
    const run = ++generation
    const win = deps.getWindow()
    if (win) deps.adoptWindowStorage(win)
    const held = holdStoredConnections(deps.getStorage())
    const unsubscribers: (() => void)[] = []
    const starts: Promise<void>[] = []
    const restores: Promise<void>[] = []
    for (const adapter of deps.adapters) {
      const ns: ChainNamespace = adapter.namespace
      if (held.has(ns)) deps.connections.actions.setStatus(ns, 'reconnecting')
      deps.connections.actions.setReconnectingAddress(ns, undefined)
      const isCurrent = () => run === generation
      const address = held.address(ns)
      unsubscribers.push(adapter.subscribe((event) => deps.flows.actions.handleAdapterEvent(ns, event)))
      const initialised = Promise.all([
        deps.connections.load(),
        adapter.init({
          networks: deps.chainsState.networks.filter((n) => n.chainNamespace === ns),
          storage: deps.getStorage(),
          getWindow: () => win,
          projectId: deps.projectId,
          restoring: held.has(ns),
          storedConnectors: held.ids(ns),
          storedAddress: address,
          // a wallet's own answer: the button shows the stored address until the restore ends
          confirmStoredAddress: (confirmed) => {
            if (isCurrent())
              deps.connections.actions.setReconnectingAddress(ns, confirmed ? address : undefined)
          },
        }),
      ])
      // nothing stored for the namespace: no restore code, only the wallets the adapter found
      if (!held.has(ns)) {
        starts.push(
          initialised.then(() => {
            if (isCurrent()) deps.connections.actions.setConnectors(ns, adapter.getConnectors())
          }),
        )
        continue
      }
      // the restore's code loads with the adapters' own, and the flows' (it runs in their queue)
      void deps.flows.load().catch(() => undefined)
      const restore = import('../kernel/connections/restoreConnections').then(
        ({ restoreConnections }) =>
          // the mount's chains state and connections, and the namespace it marked reconnecting
          restoreConnections({
            ...deps,
            adapter,
            initialised,
            stored: held.values,
            marked: true,
            isCurrent,
            serialise: deps.flows.actions.serialise,
          }),
        (error: unknown) => {
          void initialised.catch(() => undefined)
          // no restore code: a namespace marked reconnecting does not stay so
          if (isCurrent() && !deps.connections.actions.isConnected(ns))
            deps.connections.actions.setStatus(ns, 'disconnected')
          throw error
        },
      )
      starts.push(restore)
      restores.push(restore)
    }
    if (win) {
      const online = () => {
        deps.chainsState.online = true
      }
      const offline = () => {
        deps.chainsState.online = false
      }
      deps.chainsState.online = win.navigator?.onLine ?? true
      win.addEventListener('online', online)
      win.addEventListener('offline', offline)
      unsubscribers.push(() => {
        win.removeEventListener('online', online)
        win.removeEventListener('offline', offline)
      })
    }
    restoring = Promise.allSettled(starts).then(() => undefined)
    restored = Promise.allSettled(restores).then(() => undefined)
    cleanup = () => {
      generation++
      for (const unsubscribe of unsubscribers) unsubscribe()
      for (const adapter of deps.adapters) adapter.destroy?.()
      cleanup = undefined
    }
    return cleanup
  }

  return { mount, ready: () => restoring, restored: () => restored }
}
