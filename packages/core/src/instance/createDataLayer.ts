import { subscribe } from 'valtio/vanilla'
import type { ChainAdapter, Connector } from '../adapters/types'
import { createApiClient } from '../http/createApiClient'
import { createNetworkStatus } from '../http/networkStatus'
import type { AlertActions } from '../kernel/alerts/types'
import { AUTH_CONNECTOR_ID } from '../kernel/chains/resolveNetworkSwitch'
import type { TrackedEvent } from '../kernel/events/types'
import type { RemoteFeatures } from '../kernel/options/types'
import type { RouterView } from '../kernel/router/views'
import type { Clock } from '../shared/clock/clock'
import type { CaipNetwork, ChainNamespace } from '../shared/networks/types'
import type { LatchStorage } from '../shared/storage/types'
import { createAccountDataController } from '../slices/accountData/createAccountDataController'
import { createDataCaches } from '../slices/accountData/createDataCaches'
import { createDataApiSource } from '../slices/accountData/sources/createDataApiSource'
import { createWalletAssetsSource } from '../slices/accountData/sources/createWalletAssetsSource'
import type { AccountDataActions, AccountDataState } from '../slices/accountData/types'
import { type Analytics, createAnalytics } from '../slices/hostedData/analytics/createAnalytics'
import { createErrorReporter } from '../slices/hostedData/analytics/createErrorReporter'
import { toErrorReport } from '../slices/hostedData/analytics/toErrorReport'
import { createOnrampApi } from '../slices/hostedData/createOnrampApi'
import { createSmartSessionsApi } from '../slices/hostedData/createSmartSessionsApi'
import { createSwapApi } from '../slices/hostedData/createSwapApi'
import { createTransactionBuilderApi } from '../slices/hostedData/createTransactionBuilderApi'
import { resolveApiUrls } from '../slices/hostedData/dataLayerOptions'
import { getAllowedOrigins, getProjectConfig } from '../slices/hostedData/projectApi'
import { createWalletsController } from '../slices/wallets/createWalletsController'
import type { WalletsActions, WalletsState } from '../slices/wallets/types'
import type { LatchOptions } from './options'

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
}

/**
 * Builds the instance's data layer: the API client (only with a projectId), wallets and account
 * data controllers, caches, analytics, and the reactions that fetch on intent (modal open,
 * Connect/AllWallets/Account shown). Nothing is fetched until the modal opens.
 *
 * @param parameters - State slices and instance parts.
 * @returns The actions and a `start()` that registers the reactions (returns cleanup).
 * @example
 * ```ts
 * const data = createDataLayer(parameters)
 * const stop = data.start()
 * ```
 */
export function createDataLayer(parameters: DataLayerParameters) {
  const { state, options, clock } = parameters
  // Error reports go to the analytics service as ERROR events (when analytics is on), 5 per 60 s.
  const reporter = createErrorReporter({
    clock,
    sink: (error) => {
      void analytics?.send({
        event: 'ERROR',
        properties: toErrorReport(error),
      })
    },
  })
  const network = createNetworkStatus(state.chains.online)
  const api = options.projectId
    ? createApiClient({
        projectId: options.projectId,
        urls: resolveApiUrls(options),
        clock,
        network,
        onInvalidResponse: (error) => reporter.report(error),
      })
    : undefined
  const dataSource = api ? createDataApiSource(api) : undefined
  const onError = (error: unknown) => {
    // Already reported by the API client (onInvalidResponse); read without trusting the error.
    if (toErrorReport(error).code !== 'INVALID_RESPONSE') reporter.report(error)
  }

  const wallets: WalletsActions = createWalletsController(state.wallets, {
    api,
    clock,
    getConnectors: () => state.connections.connectors,
    getStorage: parameters.getStorage,
    isMobile: parameters.isMobile,
    getNamespace: () => state.chains.activeNamespace,
    getChains: () => parameters.getNetworks().map((n) => n.caipNetworkId),
    options: options.wallets ?? {},
    onError,
  })
  const accountData: AccountDataActions = createAccountDataController(state.accountData, {
    clock,
    caches: createDataCaches(clock),
    getTarget: () => {
      const ns = state.chains.activeNamespace
      const address = state.accounts[ns]?.address
      const activeNetwork = parameters.getActiveNetwork(ns)
      return address && activeNetwork ? { address, network: activeNetwork } : undefined
    },
    getSource: (target) => {
      const ns = target.chainNamespace
      const adapter = parameters.getAdapter(ns)
      const fallback = dataSource ?? adapter?.accountData
      // An embedded wallet reports its own assets where it supports asset discovery (SPEC §5).
      if (!adapter || state.connections.activeConnectorIds[ns] !== AUTH_CONNECTOR_ID) return fallback
      return createWalletAssetsSource({
        request: (method, params) => adapter.request({ connectorId: AUTH_CONNECTOR_ID, method, params }),
        ...(fallback ? { fallback } : {}),
      })
    },
    showError: parameters.showError,
    onError,
  })
  const analytics: Analytics | undefined =
    api && options.analytics
      ? createAnalytics({ api, clock, location: parameters.getLocation, showAlert: parameters.alerts.show })
      : undefined

  let projectChecked = false
  const checkProject = async () => {
    if (!api || projectChecked) return
    projectChecked = true
    const [config, origins] = await Promise.allSettled([getProjectConfig(api), getAllowedOrigins(api)])
    if (config.status === 'fulfilled') parameters.setRemoteFeatures(config.value)
    else onError(config.reason)
    if (origins.status === 'rejected') {
      const code = toErrorReport(origins.reason).code
      parameters.alerts.raise(code === 'RATE_LIMITED' ? 'RateLimited' : 'ServerError')
    } else {
      const origin = parameters.getLocation()?.origin
      if (origin && origins.value.length > 0 && !origins.value.includes(origin))
        parameters.alerts.raise('UnverifiedDomain')
    }
    if (analytics) await analytics.enable()
  }

  const loadAccount = () => Promise.all([accountData.fetchTokenBalances(), accountData.fetchIdentity()])
  let lastView: RouterView | undefined
  let lastAccount = ''
  const react = () => {
    network.setOnline(state.chains.online)
    const ns = state.chains.activeNamespace
    const account = `${ns}|${state.accounts[ns]?.address ?? ''}|${parameters.getActiveNetwork(ns)?.caipNetworkId ?? ''}`
    const view = state.modal.open ? state.router.view : undefined
    if (account !== lastAccount) {
      lastAccount = account
      accountData.reset()
      if (view === 'Account' && view === lastView) void loadAccount()
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
    if (view !== undefined) void first.finally(() => checkProject())
  }

  return {
    wallets,
    accountData,
    swap: createSwapApi(api),
    transactionBuilder: createTransactionBuilderApi(api),
    onramp: createOnrampApi(api),
    smartSessions: createSmartSessionsApi(api, () => clock.now()),
    api,
    analytics,
    /** Register the reactions; returns cleanup. */
    start(): () => void {
      const stops = [
        subscribe(state.router, react),
        subscribe(state.modal, react),
        subscribe(state.chains, react),
        subscribe(state.accounts, react),
        parameters.watchEvents((event) => {
          void analytics?.send({
            event: event.event,
            properties: event.properties,
            address: state.accounts[state.chains.activeNamespace]?.address,
          })
        }),
      ]
      lastAccount = ''
      react()
      return () => {
        for (const stop of stops) stop()
      }
    },
  }
}
