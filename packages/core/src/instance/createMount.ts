import type { AdapterEvent, ChainAdapter, Connector } from '../adapters/types'
import type { ChainsState } from '../kernel/chains/types'
import type { ConnectionsCode } from '../kernel/connections/connectionsCode'
import type { ConnectionFlows } from '../kernel/connections/createConnectionFlows'
import { holdStoredConnections } from '../kernel/connections/holdStoredConnections'
import { recordReconnectingAddress } from '../kernel/connections/reconnectingAddress'
import type { ConnectionsState } from '../kernel/connections/types'
import { selectIsConnected } from '../kernel/selectors'
import { afterFirstPaint } from '../shared/lazy/afterFirstPaint'
import type { ChainNamespace } from '../shared/networks/types'
import type { LatchStorage } from '../shared/storage/types'

/**
 * What a stored connection's restore needs of the instance's kernel, which loads with it.
 *
 * @example
 * ```ts
 * const kernel: MountKernel = { connections, flows }
 * ```
 */
export type MountKernel = {
  /** The connections controller; `load()` brings the code that records and restores connections. */
  connections: ConnectionsCode & { load: () => Promise<unknown> }
  /** The connection flows; `load()` brings their code (a restore runs in their namespace queue). */
  flows: Pick<ConnectionFlows, 'actions'> & { load: () => Promise<unknown> }
}

/**
 * What `mount()` needs. It starts the adapters before the instance's code has loaded: it writes the
 * connection status to the state itself, and reaches the kernel (`kernel()`) only to restore.
 *
 * @example
 * ```ts
 * createMount({ adapters, chainsState, connectionsState, kernel, handleAdapterEvent, setConnectors, getStorage, adoptWindowStorage, getWindow: () => window })
 * ```
 */
export type MountContext = {
  adapters: readonly ChainAdapter[]
  chainsState: ChainsState
  connectionsState: ConnectionsState
  /** Loads the instance's kernel (a stored connection's restore runs through it). */
  kernel: () => Promise<MountKernel>
  /** An adapter's event (a wallet's own account or network change, the wallets it found). */
  handleAdapterEvent: (ns: ChainNamespace, event: AdapterEvent) => void
  /** Records the wallets an adapter found once it has initialised. */
  setConnectors: (ns: ChainNamespace, connectors: readonly Connector[]) => void
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
 * `disconnected` first), initialises the adapters at once (handing each its stored connectors and
 * last active address, which shows once the adapter says a stored wallet confirmed it: the
 * wallet's no-prompt check starts in the mount's turn, beside any code it does not need), restores
 * the persisted connections silently (read as stored at mount; the restore's code, the kernel's
 * and the adapters' load once the page has painted the mount's turn, see `afterFirstPaint`, so the
 * confirmed address paints before them), listens to adapter and online/offline events, and
 * returns a cleanup function. Idempotent.
 *
 * @param deps - Adapters, controllers, storage and window access.
 * @returns `mount`, `ready` (resolves when the last mount's adapters started and its restores
 *   finished), `restored` (when its restores alone finished: at once with nothing stored) and
 *   `painted` (what the last mount's restore waits for before loading code: `undefined` for
 *   nothing).
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
  let painted: Promise<void> | undefined
  let generation = 0

  function mount(): () => void {
    if (cleanup) return cleanup
    const run = ++generation
    const win = deps.getWindow()
    if (win) deps.adoptWindowStorage(win)
    const held = holdStoredConnections(deps.getStorage())
    // a restore's code loads once the page has painted the mount's turn (see `AdapterContext.painted`)
    const paint = win && deps.adapters.some((a) => held.has(a.namespace)) ? afterFirstPaint(win) : undefined
    painted = paint
    const unsubscribers: (() => void)[] = []
    const starts: Promise<void>[] = []
    const restores: Promise<void>[] = []
    for (const adapter of deps.adapters) {
      const ns: ChainNamespace = adapter.namespace
      if (held.has(ns)) deps.connectionsState.status[ns] = 'reconnecting'
      recordReconnectingAddress(deps.connectionsState, ns, undefined)
      const isCurrent = () => run === generation
      const address = held.address(ns)
      unsubscribers.push(adapter.subscribe((event) => deps.handleAdapterEvent(ns, event)))
      const initialised = Promise.resolve(
        adapter.init({
          networks: deps.chainsState.networks.filter((n) => n.chainNamespace === ns),
          storage: deps.getStorage(),
          getWindow: () => win,
          projectId: deps.projectId,
          restoring: held.has(ns),
          painted: held.has(ns) ? paint : undefined,
          storedConnectors: held.ids(ns),
          storedAddress: address,
          // a wallet's own answer: the button shows the stored address until the restore ends
          confirmStoredAddress: (confirmed) => {
            if (isCurrent())
              recordReconnectingAddress(deps.connectionsState, ns, confirmed ? address : undefined)
          },
        }),
      )
      // nothing stored for the namespace: no restore code, only the wallets the adapter found
      if (!held.has(ns)) {
        starts.push(
          initialised.then(() => {
            if (isCurrent()) deps.setConnectors(ns, adapter.getConnectors())
          }),
        )
        continue
      }
      // the restore's code (the connections controller's) loads after the kernel's, beside the
      // adapter's and the flows' (the restore runs in their namespace queue), once the mount's turn
      // has painted
      const restore = Promise.resolve(paint)
        .then(deps.kernel)
        .then((kernel) => {
          void kernel.flows.load().catch(() => undefined)
          return kernel.connections.load().then(() => kernel)
        })
        .then(
          // the mount's chains state, and the namespace it marked reconnecting
          (kernel) =>
            kernel.connections.restore({
              adapter,
              chainsState: deps.chainsState,
              initialised,
              stored: held.values,
              marked: true,
              isCurrent,
              serialise: kernel.flows.actions.serialise,
            }),
          (error: unknown) => {
            void initialised.catch(() => undefined)
            // no restore code: a namespace marked reconnecting does not stay so
            const state = { chains: deps.chainsState, connections: deps.connectionsState }
            if (isCurrent() && !selectIsConnected(state, ns))
              deps.connectionsState.status[ns] = 'disconnected'
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

  return {
    mount,
    ready: () => restoring,
    restored: () => restored,
    painted: () => painted,
  }
}
