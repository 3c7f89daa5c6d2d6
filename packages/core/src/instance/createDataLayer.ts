import { subscribe } from 'valtio/vanilla'
import type { ChainAdapter, Connector } from '../adapters/types'
import type { AlertActions } from '../kernel/alerts/types'
import type { TrackedEvent } from '../kernel/events/types'
import type { RemoteFeatures } from '../kernel/options/types'
import type { RouterView } from '../kernel/router/views'
import { type Clock, systemClock } from '../shared/clock/clock'
import { delegateAsync, lazy, lazyPart } from '../shared/lazy/lazy'
import type { CaipNetwork, ChainNamespace } from '../shared/networks/types'
import type { LatchStorage } from '../shared/storage/types'
import type { AccountDataContext } from '../slices/accountData/createAccountDataController'
import { createAccountDataFacade } from '../slices/accountData/createAccountDataFacade'
import type { AccountDataState } from '../slices/accountData/types'
import { createWalletsFacade } from '../slices/wallets/createWalletsFacade'
import type { WalletsState } from '../slices/wallets/types'
import type { Kernel } from './createKernel'
import type { LatchOptions } from './options'
import type { LatchState } from './types'

/**
 * The parts of the instance the data layer reads and reacts to.
 *
 * @example
 * ```ts
 * const data = createDataLayer({ state, options, clock, ...instanceParts })
 * ```
 */
export type DataLayerParameters = {
  state: {
    wallets: WalletsState
    accountData: AccountDataState
    router: { view: RouterView }
    modal: { open: boolean }
    chains: { online: boolean; activeNamespace: ChainNamespace }
    connections: { connectors: Connector[]; activeConnectorIds: Partial<Record<ChainNamespace, string>> }
    accounts: Partial<Record<ChainNamespace, { address?: string | undefined }>>
  }
  options: LatchOptions
  clock: Clock
  getAdapter: (namespace: ChainNamespace) => ChainAdapter | undefined
  getActiveNetwork: (namespace: ChainNamespace) => CaipNetwork | undefined
  getNetworks: () => readonly CaipNetwork[]
  getStorage: () => LatchStorage
  isMobile: () => boolean
  showError: (message: string) => void
  alerts: AlertActions
  setRemoteFeatures: (features: RemoteFeatures) => void
  watchEvents: (listener: (event: TrackedEvent) => void) => () => void
  getLocation: () => { href: string; host: string; origin: string } | undefined
  /** The active account's name and avatar were found (see `AccountDataContext.onIdentity`). */
  onIdentity?: AccountDataContext['onIdentity']
}

/**
 * Wires the data slices: wallets (registry), account data, and the hosted services of a projectId
 * (API client, swap, on-ramp, smart sessions, analytics, project checks). Each loads on first need;
 * nothing is loaded or fetched until the modal opens or an action asks. `start()` registers the
 * "fetch on intent" reaction: the shown view's data first (Connect, AllWallets, Account), then the
 * project checks.
 *
 * @param parameters - State and instance parts.
 * @returns The facades and `start()` (returns cleanup).
 * @example
 * ```ts
 * const data = createDataLayer(parameters)
 * const stop = data.start()
 * ```
 */
export function createDataLayer(parameters: DataLayerParameters) {
  const { state, options, clock } = parameters
  const hosted = lazy(() =>
    import('../slices/hostedData/createHostedData').then(({ createHostedData }) =>
      createHostedData({ ...parameters, online: state.chains.online }),
    ),
  )
  const withProject = options.projectId !== undefined
  const onError = (error: unknown) => {
    if (withProject)
      void hosted.load().then(
        (h) => h.onError(error),
        () => undefined,
      )
  }
  const { preload: preloadWallets, ...wallets } = createWalletsFacade(state.wallets, {
    clock,
    getConnectors: () => state.connections.connectors,
    getStorage: parameters.getStorage,
    isMobile: parameters.isMobile,
    getNamespace: () => state.chains.activeNamespace,
    getChains: () => parameters.getNetworks().map((n) => n.caipNetworkId),
    options: options.wallets ?? {},
    onError,
    loadApi: async () => (withProject ? (await hosted.load()).api : undefined),
  })
  const accountData = createAccountDataFacade(state.accountData, {
    clock,
    getTarget: () => {
      const ns = state.chains.activeNamespace
      const address = state.accounts[ns]?.address
      const activeNetwork = parameters.getActiveNetwork(ns)
      return address && activeNetwork ? { address, network: activeNetwork } : undefined
    },
    loadGetSource: async () => {
      const [dataSource, { pickAccountDataSource }] = await Promise.all([
        withProject ? hosted.load().then((h) => h.dataSource) : undefined,
        import('../slices/accountData/sources/pickAccountDataSource'),
      ])
      return pickAccountDataSource({
        dataSource,
        withAuth: options.auth !== undefined,
        getAdapter: parameters.getAdapter,
        getActiveConnectorId: (ns) => state.connections.activeConnectorIds[ns],
      })
    },
    showError: parameters.showError,
    onError,
    ...(parameters.onIdentity ? { onIdentity: parameters.onIdentity } : {}),
  })

  // Balances, then the prices of the listed tokens (their USD values); the profile beside them.
  const loadAccount = () =>
    Promise.all([
      accountData.fetchTokenBalances().then(() => accountData.fetchTokenPrices()),
      accountData.fetchIdentity(),
    ])
  const checkProject = async () => {
    if (withProject) await (await hosted.load()).checkProject()
  }
  let lastView: RouterView | undefined
  let lastAccount = ''
  /** Fetch on intent: the view shown decides what loads; a new account resets account data. */
  const fetchOnIntent = () => {
    hosted.peek()?.setOnline(state.chains.online)
    const ns = state.chains.activeNamespace
    const account = `${ns}|${state.accounts[ns]?.address ?? ''}|${parameters.getActiveNetwork(ns)?.caipNetworkId ?? ''}`
    const view = state.modal.open ? state.router.view : undefined
    if (account !== lastAccount) {
      lastAccount = account
      accountData.reset()
      if (view === 'Account' && view === lastView) void loadAccount().catch(() => undefined)
    }
    if (view === lastView) return
    if (lastView === 'AllWallets') wallets.releaseImages()
    lastView = view
    // The view's own data first, so the first render needs one request; project checks follow.
    const first =
      view === 'AllWallets'
        ? wallets.loadAllWallets()
        : view === 'Connect'
          ? wallets.loadConnectView()
          : view === 'Account'
            ? loadAccount()
            : Promise.resolve()
    // a chunk that fails to load shows nothing new; the next intent loads again
    if (view !== undefined)
      void first.catch(() => undefined).then(() => checkProject().catch(() => undefined))
  }

  return {
    wallets,
    /** Loads the wallet choice (`wallets.getWallets()` answers in the same turn once it resolves). */
    preloadWallets,
    accountData,
    swap: delegateAsync(
      lazyPart(hosted, (h) => h.swap),
      ['getSwapTokens', 'getGasPrice', 'checkAllowance'],
    ),
    transactionBuilder: delegateAsync(
      lazyPart(hosted, (h) => h.transactionBuilder),
      ['buildSwap', 'buildApprove', 'getUserOperationReceipt'],
    ),
    onramp: delegateAsync(
      lazyPart(hosted, (h) => h.onramp),
      ['getQuotes'],
    ),
    smartSessions: delegateAsync(
      lazyPart(hosted, (h) => h.smartSessions),
      ['list', 'revoke'],
    ),
    /** Register the reactions; returns cleanup. */
    start(): () => void {
      const stops = [
        subscribe(state.router, fetchOnIntent),
        subscribe(state.modal, fetchOnIntent),
        subscribe(state.chains, fetchOnIntent),
        subscribe(state.accounts, fetchOnIntent),
        parameters.watchEvents((event) => {
          if (!withProject || !options.analytics) return
          const address = state.accounts[state.chains.activeNamespace]?.address
          void hosted
            .load()
            .then((h) => h.analytics?.send({ event: event.event, properties: event.properties, address }))
        }),
      ]
      lastAccount = ''
      fetchOnIntent()
      return () => {
        for (const stop of stops) stop()
      }
    },
  }
}

/**
 * The data layer's parameters from the instance's state, options and kernel.
 *
 * @param state - The instance state.
 * @param options - Validated options.
 * @param k - The kernel.
 * @returns The {@link DataLayerParameters}.
 * @example
 * ```ts
 * const data = createDataLayer(dataLayerParameters(state, options, kernel))
 * ```
 */
export function dataLayerParameters(
  state: LatchState,
  options: LatchOptions,
  k: Kernel,
): DataLayerParameters {
  return {
    state,
    options,
    clock: { ...systemClock(), now: k.now },
    getAdapter: k.getAdapter,
    getActiveNetwork: (ns) => k.chains.actions.getActiveNetwork(ns),
    getNetworks: () => state.chains.networks,
    getStorage: k.getStorage,
    isMobile: k.isMobile,
    showError: (message) => k.snack.actions.showError(message),
    alerts: k.alerts.actions,
    setRemoteFeatures: (features) => k.options.actions.setRemoteFeatures(features),
    watchEvents: (listener) => k.events.actions.watch(listener),
    getLocation: () => (typeof window === 'undefined' ? undefined : window.location),
    // The identity lookup's name and avatar become the account's profile (SPEC §3 profileName,
    // profileImage), for the address it was found for; a lookup with none clears a stale one.
    onIdentity: ({ address, network }, identity) => {
      const ns = network.chainNamespace
      if (state.accounts[ns]?.address !== address) return
      k.account.actions.patch(ns, {
        profileName: identity.name ?? undefined,
        profileImage: identity.avatar ?? undefined,
      })
    },
  }
}
