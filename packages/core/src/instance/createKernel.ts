import type { AdapterEvent, ChainAdapter } from '../adapters/types'
import { createLazyAccount } from '../kernel/account/createLazyAccount'
import { createAlertsController } from '../kernel/alerts/createAlertsController'
import { createChainsController } from '../kernel/chains/createChainsController'
import { createLazyConnectionFlows } from '../kernel/connections/createLazyConnectionFlows'
import { createLazyConnections } from '../kernel/connections/createLazyConnections'
import { createEventsController } from '../kernel/events/createEventsController'
import { createLogBuffer } from '../kernel/log/createLogBuffer'
import { createModalController } from '../kernel/modal/createModalController'
import { createOptionsController } from '../kernel/options/createOptionsController'
import { createLazyWalletPicker } from '../kernel/picker/createLazyWalletPicker'
import { createRouterController } from '../kernel/router/createRouterController'
import { selectActiveNetwork, selectIsConnected } from '../kernel/selectors'
import { createSnackController } from '../kernel/snack/createSnackController'
import type { ChainNamespace } from '../shared/networks/types'
import type { LatchStorage } from '../shared/storage/types'
import type { createMount } from './createMount'
import { createReaction } from './createReaction'
import { defaultIsMobile } from './defaultIsMobile'
import type { LatchState } from './latchState'
import type { LatchOptions } from './options'

/**
 * The kernel of one instance, wired in dependency order: events, alerts, snack, options, account,
 * chains, connections, router, modal, connection flows, picker. Slices plug in through the named
 * reactions it returns (`networkChanged`, `walletChanged`, `mounted`) and the `isSignInRequired`
 * check. The mount is the instance front's (it starts the adapters before this code has loaded):
 * the kernel takes its adapter events (`handleAdapterEvent`) and, once built, its progress (`started`).
 *
 * @param options - Validated options.
 * @param state - The instance state (valtio proxy).
 * @param adapters - The adapters (with the auth connector when `auth` is set).
 * @param isSignInRequired - True while a required sign-in has no session (the modal refuses to close).
 * @param getStorage - The instance's storage (the window's once mounted, when the app gave none).
 * @param withFlows - What loads with the connection flows' code (the instance's connect rules).
 * @returns The kernel controllers and reactions.
 * @example
 * ```ts
 * const kernel = createKernel(options, state, adapters, () => false, () => storage)
 * kernel.modal.actions.open()
 * ```
 */
export function createKernel(
  options: LatchOptions,
  state: LatchState,
  adapters: readonly ChainAdapter[],
  isSignInRequired: () => boolean,
  getStorage: () => LatchStorage,
  withFlows?: () => Promise<unknown>,
) {
  const now = options.now ?? Date.now
  const isMobile = options.isMobile ?? defaultIsMobile
  const getAdapter = (ns: ChainNamespace) => adapters.find((a) => a.namespace === ns)
  const getActiveConnectorId = (ns: ChainNamespace) => state.connections.activeConnectorIds[ns]
  const isConnected = (ns?: ChainNamespace) => selectIsConnected(state, ns)
  const networkChanged = createReaction<[ChainNamespace]>()
  const walletChanged = createReaction<[ChainNamespace]>()
  const closeRequested = createReaction<[]>()
  const mounted = createReaction<[]>()
  /**
   * The `mounted` reaction's run. A stored connection's restore goes first: what the reaction
   * preloads (the wallet list's code, the "on view" rule) would otherwise load and run beside the
   * restore's code and hold the wallet's no-prompt check back; with nothing stored it runs at once.
   */
  let afterRestore: Promise<void> = Promise.resolve()
  /** The last mount's start: its adapters initialised and its restores finished. */
  let mountReady: () => Promise<void> = () => Promise.resolve()
  /** Work a slice started on mount that `ready()` waits for (a slice preloaded before the first click). */
  const readyWork = new Set<Promise<unknown>>()
  /** Work `ready()` waits for (a failure only ends the wait). */
  const holdReady = (work: Promise<unknown>) => {
    const held = work.catch(() => undefined)
    readyWork.add(held)
    void held.then(() => readyWork.delete(held))
  }

  const events = createEventsController(state.events, { now })
  // what the instance showed and tracked, bounded (SPEC §9 log buffer)
  const log = createLogBuffer({ now })
  events.actions.watch((event) => log.add('info', event.event, event.properties))
  const alerts = createAlertsController(state.alerts, {
    onShow: (alert) => log.add('warn', alert.message, { code: alert.code }),
  })
  const snack = createSnackController(state.snack, {
    onShow: (message, variant) => log.add(variant === 'error' ? 'error' : 'info', message),
  })
  const optionsController = createOptionsController(state.options, {
    onRemoteFeatures: (features) => log.add('info', 'REMOTE_FEATURES', features),
  })
  const account = createLazyAccount(state.accounts, {
    getAdapter,
    getActiveConnectorId,
    getActiveNetwork: (ns) => selectActiveNetwork(state, ns),
    getActiveNamespace: () => state.chains.activeNamespace,
  })
  const router = createRouterController(state.router, { isConnected, close: () => closeRequested.run() })
  const chains = createChainsController(state.chains, {
    getAdapter,
    getActiveConnectorId,
    isConnected,
    onNetworkChanged: (ns) => {
      account.actions.syncNetwork(ns)
      networkChanged.run(ns)
    },
    router: router.actions,
    routerState: state.router,
  })
  const connections = createLazyConnections(state.connections, {
    account,
    chains,
    chainsState: state.chains,
    options: optionsController.actions,
    alerts: alerts.actions,
    events: events.actions,
    features: state.options.features,
    getStorage,
    getAdapter,
  })
  const modal = createModalController(state.modal, {
    router: router.actions,
    routerState: state.router,
    events: events.actions,
    isConnected,
    isSignInRequired,
    hasNetworks: (ns) => state.chains.networks.some((n) => n.chainNamespace === ns),
    setActiveNamespace: (ns) => chains.actions.setActiveNamespace(ns),
    hasAdapters: adapters.length > 0,
    embedded: state.options.embedded,
    manualWalletConnect: state.options.manualWalletConnect,
    isMobile,
    socials: () => state.options.features.socials || [],
  })
  closeRequested.add(() => modal.actions.close())
  const flows = createLazyConnectionFlows(
    { connections: state.connections, chains: state.chains, modal: state.modal },
    // with sign-in, the flows' user connects may sign in in the same prompt
    {
      getAdapter,
      connections,
      account,
      modal,
      snack: snack.actions,
      siwx: options.siwx && [options.siwx, state],
      withFlows,
    },
  )
  const picker = createLazyWalletPicker(state.router, {
    modal,
    modalState: state.modal,
    router: router.actions,
    getConnectors: (ns) => connections.actions.getConnectors(ns),
  })
  return {
    now,
    isMobile,
    getStorage,
    getAdapter,
    isConnected,
    events,
    log,
    alerts,
    snack,
    options: optionsController,
    account,
    router,
    chains,
    connections,
    modal,
    flows,
    picker,
    /**
     * An adapter's event, from the mount: the wallets found go to the connections' record (no
     * connection code: a visitor with nothing to restore has not loaded it); otherwise the wallet
     * switched account or network itself.
     */
    handleAdapterEvent(ns: ChainNamespace, event: AdapterEvent): void {
      if (event.type === 'connectorsChanged') {
        connections.actions.setConnectors(ns, event.connectors)
        return
      }
      flows.actions.handleAdapterEvent(ns, event)
      walletChanged.run(ns)
    },
    /**
     * A mount started (see `latch.mount`): runs the `mounted` reaction once its restores finished.
     * The connect and disconnect code loads with a stored connection's restore, once the open modal
     * is idle (its prefetch calls `ready()`), or with the first connect.
     */
    started(mounting: Pick<ReturnType<typeof createMount>, 'ready' | 'restored'>): void {
      mountReady = mounting.ready
      afterRestore = mounting.restored().then(() => mounted.run())
    },
    ready: async () => {
      await mountReady()
      await afterRestore
      await Promise.all(readyWork)
    },
    /**
     * Loads the code a connect runs: the connection flows, the wallet picker's pick (a pick then opens
     * its view in the same turn) and each adapter's own code.
     */
    preloadConnecting: () =>
      Promise.all([flows.load(), picker.load(), ...adapters.map((adapter) => adapter.preload?.())]).then(
        () => undefined,
      ),
    /** Makes `ready()` wait for `work` (its failure is the slice's own: it does not fail `ready`). */
    holdReady,
    networkChanged,
    mounted,
    walletChanged,
  }
}

/**
 * The kernel of one instance.
 *
 * @example
 * ```ts
 * const kernel: Kernel = createKernel(options, state, adapters, () => false)
 * ```
 */
export type Kernel = ReturnType<typeof createKernel>
