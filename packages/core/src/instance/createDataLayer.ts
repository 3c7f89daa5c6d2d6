import type { ChainAdapter, Connector } from '../adapters/types'
import type { AlertActions } from '../kernel/alerts/types'
import type { TrackedEvent } from '../kernel/events/types'
import type { RemoteFeatures } from '../kernel/options/types'
import type { Clock } from '../shared/clock/clock'
import type { CaipNetwork, ChainNamespace } from '../shared/networks/types'
import type { LatchStorage } from '../shared/storage/types'
import type { AccountDataContext } from '../slices/accountData/createAccountDataController'
import { createAccountDataFacade } from '../slices/accountData/createAccountDataFacade'
import type { AccountDataState } from '../slices/accountData/types'
import { createHostedDataFacade } from '../slices/hostedData/createHostedDataFacade'
import { createWalletsFacade } from '../slices/wallets/createWalletsFacade'
import type { WalletsState } from '../slices/wallets/types'
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
 * (their own facade: API client, swap, on-ramp, smart sessions, analytics, project checks). Each
 * loads on first need; nothing is loaded or fetched until the modal opens or an action asks (what
 * the shown view loads is the "on view" reaction, `reactions/onView.ts`).
 *
 * @param parameters - State and instance parts.
 * @returns The facades.
 * @example
 * ```ts
 * const data = createDataLayer(parameters)
 * await data.wallets.loadConnectView()
 * ```
 */
export function createDataLayer(parameters: DataLayerParameters) {
  const { state, options, clock } = parameters
  const hosted = createHostedDataFacade(state, parameters).actions
  const { onError } = hosted
  const { preload: preloadWallets, ...wallets } = createWalletsFacade(state.wallets, {
    clock,
    getConnectors: () => state.connections.connectors,
    getStorage: parameters.getStorage,
    isMobile: parameters.isMobile,
    getNamespace: () => state.chains.activeNamespace,
    getChains: () => parameters.getNetworks().map((n) => n.caipNetworkId),
    options: options.wallets ?? {},
    onError,
    loadApi: hosted.loadApi,
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
        hosted.loadDataSource(),
        import('../slices/accountData/sources/pickAccountDataSource'),
      ])
      return pickAccountDataSource({
        dataSource,
        withAuth: options.auth !== undefined,
        getAdapter: parameters.getAdapter,
        getActiveConnectorId: (ns) => state.connections.activeConnectorIds[ns],
      })
    },
    getAdapter: parameters.getAdapter,
    getNetworks: parameters.getNetworks,
    getStorage: parameters.getStorage,
    showError: parameters.showError,
    onError,
    ...(parameters.onIdentity ? { onIdentity: parameters.onIdentity } : {}),
  })

  return {
    wallets,
    /** Loads the wallet choice (`wallets.getWallets()` answers in the same turn once it resolves). */
    preloadWallets,
    accountData,
    /** The project checks of a projectId (nothing without one). */
    checkProject: hosted.checkProject,
    swap: hosted.swap,
    transactionBuilder: hosted.transactionBuilder,
    onramp: hosted.onramp,
    smartSessions: hosted.smartSessions,
  }
}
