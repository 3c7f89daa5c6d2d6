import { proxy, snapshot, subscribe } from 'valtio/vanilla'
import type { ChainAdapter } from '../adapters/types'
import { createAccountController, createEmptyAccount } from '../kernel/account/createAccountController'
import { createAlertsController } from '../kernel/alerts/createAlertsController'
import { createChainsController } from '../kernel/chains/createChainsController'
import { AUTH_CONNECTOR_ID, resolveNetworkSwitch } from '../kernel/chains/resolveNetworkSwitch'
import { createConnectionFlows } from '../kernel/connections/createConnectionFlows'
import { createConnectionsController } from '../kernel/connections/createConnectionsController'
import type { Connection } from '../kernel/connections/types'
import { createEventsController } from '../kernel/events/createEventsController'
import { createModalController } from '../kernel/modal/createModalController'
import { createOptionsController } from '../kernel/options/createOptionsController'
import { createWalletPicker } from '../kernel/picker/createWalletPicker'
import { createRouterController } from '../kernel/router/createRouterController'
import { createSnackController } from '../kernel/snack/createSnackController'
import { systemClock } from '../shared/clock/clock'
import type { ChainNamespace } from '../shared/networks/types'
import { createMemoryStore, createStorage } from '../shared/storage/createStorage'
import { createApprovalController } from '../slices/auth/approval/createApprovalController'
import { createAuthController, createInitialAuthState } from '../slices/auth/createAuthController'
import { addAuthAdapters, authNamespaces } from '../slices/auth/provider/addAuthAdapters'
import { createSendController } from '../slices/send/createSendController'
import { toPendingActivity } from '../slices/send/toPendingActivity'
import { createSiwxController } from '../slices/siwx/createSiwxController'
import { connectedAccounts } from './connectedAccounts'
import { createDataLayer } from './createDataLayer'
import { createInitialState } from './createInitialState'
import { createMount } from './createMount'
import { defaultIsMobile } from './defaultIsMobile'
import type { LatchOptions } from './options'
import type { AccountSnapshot, DisconnectWalletParameters, Latch, LatchState } from './types'
import { validateOptions } from './validateOptions'
import { watchSelection } from './watchSelection'

/**
 * Creates one Latch instance: its own state (valtio proxies) and controllers. Touches no window,
 * storage or network: call `mount()` on the client to start.
 *
 * @param options - Adapters, networks and the rest of {@link LatchOptions}.
 * @returns The instance.
 * @throws {ValidationError} when the options are invalid (nothing is created).
 * @example
 * ```ts
 * const latch = createLatch({ adapters: [evmAdapter()], networks: [mainnet], metadata })
 * const stop = latch.mount()
 * await latch.open()
 * ```
 */
export function createLatch(options: LatchOptions): Latch {
  const defaultNetwork = validateOptions(options)
  const adapters: readonly ChainAdapter[] = options.auth
    ? addAuthAdapters({
        adapters: options.adapters,
        networks: options.networks,
        provider: options.auth.provider,
        approve: (request) => approval.ask(request),
      })
    : [...options.adapters]
  const now = options.now ?? Date.now
  const isMobile = options.isMobile ?? defaultIsMobile
  let storage = createStorage(options.storage ?? createMemoryStore())
  const getStorage = () => storage
  const getAdapter = (ns: ChainNamespace) => adapters.find((a) => a.namespace === ns)

  const state: LatchState = proxy(createInitialState(options, defaultNetwork))

  const events = createEventsController(state.events, now)
  const alerts = createAlertsController(state.alerts)
  const snack = createSnackController(state.snack)
  const optionsController = createOptionsController(state.options)
  const account = createAccountController(state.accounts, {
    getAdapter,
    getActiveConnectorId: (ns) => state.connections.activeConnectorIds[ns],
    getActiveNetwork: (ns) => chains.actions.getActiveNetwork(ns),
    getActiveNamespace: () => state.chains.activeNamespace,
  })
  const isConnected = (ns?: ChainNamespace) => connections.isConnected(ns)
  /**
   * A connected namespace changed account or network: a required sign-in asks for it when it has no
   * session (it must not be skipped by switching); an optional one only updates its flags.
   */
  const recheckSignIn = (ns: ChainNamespace) => {
    if (!options.siwx) return
    if (options.siwx.getRequired?.() && connections.isConnected(ns)) void siwx.initializeIfEnabled()
    else void siwx.refresh()
  }
  const router = createRouterController(state.router, { isConnected, close: () => modal.close() })
  const chains = createChainsController(state.chains, {
    getAdapter,
    getActiveConnectorId: (ns) => state.connections.activeConnectorIds[ns],
    isConnected,
    onNetworkChanged: (ns) => {
      account.syncNetwork(ns)
      // sessions are per network: a required sign-in asks for the new one (cancel switches back)
      recheckSignIn(ns)
    },
    router,
    routerState: state.router,
  })
  const connections = createConnectionsController(state.connections, {
    account,
    chains,
    chainsState: state.chains,
    options: optionsController,
    alerts,
    features: state.options.features,
    getStorage,
    getAdapter,
  })
  const modal = createModalController(state.modal, {
    router,
    routerState: state.router,
    events: events.actions,
    isConnected,
    hasNetworks: (ns) => state.chains.networks.some((n) => n.chainNamespace === ns),
    setActiveNamespace: (ns) => chains.actions.setActiveNamespace(ns),
    hasAdapters: adapters.length > 0,
    embedded: state.options.embedded,
    manualWalletConnect: state.options.manualWalletConnect,
    isMobile,
  })
  const approval = createApprovalController(state.approval, {
    now,
    modal: {
      isOpen: () => state.modal.open,
      open: (params) => modal.open(params),
      close: () => modal.close({ force: true }),
      onClose: (listener) => modal.actions.onClose(listener),
    },
    router: {
      getView: () => state.router.view,
      push: (view, data) => router.push(view, data),
      goBackTo: (view) => router.goBackTo(view),
      reset: (view) => router.reset(view),
    },
  })
  const flows = createConnectionFlows({
    getAdapter,
    connections,
    connectionsState: state.connections,
    chainsState: state.chains,
    modal,
    modalState: state.modal,
    snack: snack.actions,
  })
  const isNamespaceConnected = (ns: ChainNamespace) => connections.isConnected(ns)
  const getActiveAccount = () => connectedAccounts(state, isNamespaceConnected, 'active')[0]
  const getAccounts = () => connectedAccounts(state, isNamespaceConnected)
  const getActiveNetwork = () => chains.actions.getActiveNetwork()
  const isAuthConnected = () =>
    authNamespaces(state.chains.networks).some((namespace) =>
      state.connections.connections[namespace]?.some((c) => c.connectorId === AUTH_CONNECTOR_ID),
    )
  /**
   * Runs a disconnect; when it ended the email or social login, the login's state (email, an
   * email-change poll) goes with it. The adapters already signed the provider out.
   */
  const endingLogin = async (run: () => Promise<unknown>) => {
    const hadLogin = isAuthConnected()
    await run()
    if (options.auth && hadLogin && !isAuthConnected()) {
      auth.dispose()
      Object.assign(state.auth, createInitialAuthState())
    }
  }
  /** After a disconnect the user asked for: what remains connected decides the sign-in flags. */
  const afterDisconnect = async () => {
    siwx.reset()
    await siwx.refresh()
  }
  const disconnect = async (params?: { namespace?: ChainNamespace }) => {
    await endingLogin(() => flows.disconnect(params))
    await afterDisconnect()
  }
  const disconnectWallet = async (params: DisconnectWalletParameters = {}) => {
    const namespace = params.namespace ?? state.chains.activeNamespace
    const connectorId = params.connectorId ?? state.connections.activeConnectorIds[namespace]
    if (connectorId === undefined) return
    await endingLogin(() => flows.disconnectWallet(connectorId))
    await afterDisconnect()
  }
  const send = createSendController({
    state: state.send,
    getActiveAccount,
    getActiveNetwork,
    getAdapter,
    router,
    events: events.actions,
    snack: snack.actions,
    now,
    // The send form lists the same balances as the Tokens tab; the data layer owns their cache and
    // the SPEC's failure rule (toast, 30 s retry block), so the form reads through it.
    loadTokenBalances: async () => {
      await data.accountData.fetchTokenBalances()
      return [...state.accountData.tokenBalances]
    },
    onSent: (sent) => data.accountData.addPendingTransaction(toPendingActivity(sent, now())),
  })
  const siwx = createSiwxController({
    state: state.siwx,
    getSiwx: () => options.siwx,
    getActiveAccount,
    getAccounts,
    getActiveNetwork: (ns) => chains.actions.getActiveNetwork(ns),
    getNetwork: (id) => state.chains.networks.find((n) => n.caipNetworkId === id),
    getClient: getAdapter,
    isEmailCaptureEnabled: () => state.options.features.emailCapture === true,
    modal: { open: (p) => modal.open(p), close: (o) => modal.close(o), isOpen: () => state.modal.open },
    router: { getView: () => state.router.view, reset: (view) => router.reset(view) },
    snack: snack.actions,
    events: events.actions,
    // not `disconnectWallet`: the sign-in controller updates its own flags afterwards
    disconnectWallet: (connectorId) => endingLogin(() => flows.disconnectWallet(connectorId)),
    switchNetwork: (network) => chains.actions.switchNow(network),
  })
  modal.actions.setSignInRequiredCheck(() => siwx.isRequiredWithoutSession())
  const auth = createAuthController({
    state: state.auth,
    options: options.auth,
    // the active namespace last, so it stays active after the logins' connects
    getNamespaces: () =>
      authNamespaces(state.chains.networks).sort(
        (a, b) => Number(a === state.chains.activeNamespace) - Number(b === state.chains.activeNamespace),
      ),
    connect: (namespace) => flows.connect({ namespace, connectorId: AUTH_CONNECTOR_ID }),
    // the login only: another wallet connected beside it (multi-wallet) stays
    disconnectAuth: async () => {
      await flows.disconnectWallet(AUTH_CONNECTOR_ID)
      siwx.reset()
      await siwx.refresh()
    },
    isAuthConnected,
    onModalClose: (listener) => modal.actions.onClose(listener),
    patchAccount: (namespace, fields) => account.actions.patch(namespace, fields),
    router: {
      push: (view, data) => router.push(view, data),
      goBack: () => router.goBack(),
      goBackTo: (view) => router.goBackTo(view),
      reset: (view) => router.reset(view),
      getView: () => state.router.view,
    },
    snack: snack.actions,
    getStorage,
  })
  // A login in progress shows Account itself once ID_AUTH is connected.
  flows.onConnected((event) =>
    event.connection.connectorId === AUTH_CONNECTOR_ID && state.auth.loading ? true : undefined,
  )
  // SPEC §4: after connect, sign-in opens its view when enabled, supported and without a session;
  // otherwise the modal closes as usual.
  flows.onConnected(() => {
    if (!options.siwx) return undefined
    void siwx.initializeIfEnabled().then(() => {
      const signing = state.router.view === 'SIWXSignMessage' || state.router.view === 'DataCapture'
      if (state.modal.open && !signing) modal.close()
    })
    return true
  })

  const mounting = createMount({
    adapters,
    chainsState: state.chains,
    connections,
    flows: {
      ...flows,
      // the wallet switched account or network itself: the new one may have no session
      handleAdapterEvent: (ns, event) => {
        flows.handleAdapterEvent(ns, event)
        if (event.type !== 'connectorsChanged') recheckSignIn(ns)
      },
    },
    getStorage,
    getWindow: () => (typeof window === 'undefined' ? undefined : window),
    adoptWindowStorage: (win) => {
      if (options.storage) return
      try {
        if (win.localStorage) storage = createStorage(win.localStorage)
      } catch {
        // storage disabled (privacy mode): keep memory
      }
    },
  })

  const data = createDataLayer({
    state,
    options,
    clock: { ...systemClock(), now },
    getAdapter,
    getActiveNetwork: (ns) => chains.actions.getActiveNetwork(ns),
    getNetworks: () => state.chains.networks,
    getStorage,
    isMobile,
    showError: (message) => snack.actions.showError(message),
    alerts,
    setRemoteFeatures: (features) => optionsController.setRemoteFeatures(features),
    watchEvents: (listener) => events.watch(listener),
    getLocation: () => (typeof window === 'undefined' ? undefined : window.location),
  })
  data.start()

  const namespaceOf = (params?: { namespace?: ChainNamespace }) =>
    params?.namespace ?? state.chains.activeNamespace
  const getAccount = (params?: { namespace?: ChainNamespace }): AccountSnapshot => {
    const ns = namespaceOf(params)
    const status = state.connections.status[ns] ?? 'disconnected'
    const data = snapshot(state).accounts[ns] ?? createEmptyAccount()
    return { ...data, namespace: ns, status, isConnected: connections.isConnected(ns) }
  }
  const getConnections = (params?: { namespace?: ChainNamespace }): Connection[] =>
    (state.connections.connections[namespaceOf(params)] ?? []).map((c) => ({
      ...c,
      accounts: c.accounts.map((a) => ({ ...a })),
    }))
  const getWalletInfo = (params?: { namespace?: ChainNamespace }) =>
    snapshot(state).accounts[namespaceOf(params)]?.connectedWalletInfo

  return {
    state,
    adapters,
    async open(params = {}) {
      modal.open(params)
    },
    close() {
      modal.close()
    },
    async switchNetwork(networkOrId) {
      const target = chains.resolveNetwork(networkOrId)
      const ns = target.chainNamespace
      const decision = resolveNetworkSwitch({
        target,
        activeNamespace: state.chains.activeNamespace,
        activeNetworkId: state.chains.activeNetworkIds[ns],
        targetConnected: connections.isConnected(ns),
        activeConnectorId: state.connections.activeConnectorIds[ns],
        ignoreConfirmation: state.options.ignoreNetworkSwitchConfirmation,
      })
      if (decision.kind === 'none') return
      if (decision.kind === 'direct') return chains.actions.switchNow(target)
      const view = decision.kind === 'switchActiveChain' ? 'SwitchActiveChain' : 'SwitchNetwork'
      if (state.modal.open) router.push(view, decision.data)
      else modal.open({ view, data: decision.data })
    },
    connect: (params) => flows.connect(params),
    disconnect,
    disconnectWallet,
    mount: () => {
      const stop = mounting.mount()
      // a restored ID_AUTH connection gets its user (email, social provider, account type) back
      if (options.auth) void mounting.ready().then(() => auth.actions.restore().catch(() => undefined))
      // A restored connection is a connect too: a required sign-in asks again for an account that has
      // no session (a reload must not skip it); an optional one only updates its flags.
      if (options.siwx)
        void mounting
          .ready()
          .then(() => (options.siwx?.getRequired?.() ? siwx.initializeIfEnabled() : siwx.refresh()))
      return stop
    },
    ready: () => mounting.ready(),
    getState: () => snapshot(state),
    subscribe: (listener) => subscribe(state, () => listener(snapshot(state))),
    getAccount,
    watchAccount: (listener, params) => watchSelection(state, () => getAccount(params), listener),
    getNetwork: (params) => chains.actions.getActiveNetwork(namespaceOf(params)),
    watchNetwork: (listener, params) =>
      watchSelection(state, () => chains.actions.getActiveNetwork(namespaceOf(params)), listener),
    getConnections,
    watchConnections: (listener, params) => watchSelection(state, () => getConnections(params), listener),
    getWalletInfo,
    watchWalletInfo: (listener, params) => watchSelection(state, () => getWalletInfo(params), listener),
    getEvents: () => snapshot(state).events.items,
    watchEvents: (listener) => events.watch(listener),
    router,
    modal: modal.actions,
    chains: chains.actions,
    connections: { ...connections.actions, onConnected: flows.onConnected },
    account: account.actions,
    snack: snack.actions,
    alerts,
    events: events.actions,
    options: optionsController,
    wallets: data.wallets,
    accountData: data.accountData,
    swap: data.swap,
    transactionBuilder: data.transactionBuilder,
    onramp: data.onramp,
    smartSessions: data.smartSessions,
    send,
    siwx,
    picker: createWalletPicker({ modal, getConnectors: (ns) => connections.actions.getConnectors(ns) }),
    approval: approval.actions,
    auth: auth.actions,
  }
}
