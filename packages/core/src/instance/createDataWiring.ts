import { subscribe } from 'valtio/vanilla'
import { systemClock } from '../shared/clock/clock'
import { type Lazy, lazy } from '../shared/lazy/lazy'
import type { AccountDataActions } from '../slices/accountData/types'
import type { HostedData } from '../slices/hostedData/createHostedData'
import { createHostedDataFacade, type HostedDataFacade } from '../slices/hostedData/createHostedDataFacade'
import { createWalletChoice } from '../slices/wallets/createWalletChoice'
import { createWalletsController } from '../slices/wallets/createWalletsController'
import type { WalletChoice } from '../slices/wallets/createWalletsFacade'
import type { WalletsActions } from '../slices/wallets/types'
import type { Kernel } from './createKernel'
import type { LatchState } from './latchState'
import type { LatchOptions } from './options'
import { type OnViewDeps, onView, SEND_VIEWS } from './reactions/onView'

/**
 * What the wallets and account-data slices use of the hosted services' front: their error reports,
 * the registry's API client and the data API source (each `undefined` without a projectId).
 *
 * @example
 * ```ts
 * const front: HostedFront = createHostedDataFacade(hosted, options)
 * ```
 */
export type HostedFront = Pick<HostedDataFacade, 'onError' | 'loadApi' | 'loadDataSource'>

/**
 * Builds each data slice (hosted services, wallets registry and choice, account data) when it first
 * loads, and starts the "on view" rule (which of their data the shown view loads).
 *
 * @example
 * ```ts
 * const wiring: DataWiring = createDataWiring(state, options, kernel)
 * const choice = await wiring.walletChoice()
 * ```
 */
export type DataWiring = {
  /** The hosted services of a projectId (API client, data source, swap, analytics...), built once on first need. */
  hosted: Lazy<HostedData>
  /** Their front for the other slices and the project checks ({@link createHostedDataFacade}). */
  front: HostedDataFacade
  /** The wallets registry: paging, search, images, the bundled list. */
  walletsController: () => Promise<WalletsActions>
  /** The merged list and the recent and chosen wallets. */
  walletChoice: () => Promise<WalletChoice>
  /** Balances, activity, NFTs and names, with their caches and source. */
  accountData: () => Promise<AccountDataActions>
  /**
   * Starts the "on view" rule (`reactions/onView.ts`: what the shown view loads and preloads, the
   * send views preloading the send slice's code); returns its stop.
   */
  watchViews: (deps: Omit<OnViewDeps, 'preloads'>, preloadSend: () => Promise<unknown>) => () => void
}

/**
 * The data slices' wiring to the instance, built with the first of them (at mount, the wallet
 * choice): the clock, storage, adapters, networks, alerts and snack they read, the account profile a
 * name lookup fills in, and the `import()` of each slice's code (kept out of the page's entry, where
 * the bundler would list the file names of every chunk each one preloads). Two parts of the data
 * layer come with the wiring itself, as the mount builds it every time: the wallet list's code (the
 * choice Connect's rows read and the controller that fills them) and the "on view" rule (which data
 * the shown view loads). The wiring is part of the instance's chunk (`buildLatch`), not a chunk of
 * its own: a click right after the page loaded would fetch it only once the instance's chunk had
 * run, one fetch after the other, before Connect could list a wallet.
 *
 * @param state - The instance state.
 * @param options - Validated options.
 * @param k - The kernel.
 * @returns The {@link DataWiring}.
 * @example
 * ```ts
 * const wiring = lazy(async () => createDataWiring(state, options, k))
 * ```
 */
export function createDataWiring(state: LatchState, options: LatchOptions, k: Kernel): DataWiring {
  const clock = { ...systemClock(), now: k.now }
  const walletsContext = ({ onError }: HostedFront) => ({
    clock,
    getConnectors: () => state.connections.connectors,
    getStorage: k.getStorage,
    isMobile: k.isMobile,
    getNamespace: () => state.chains.activeNamespace,
    getChains: () => state.chains.networks.map((n) => n.caipNetworkId),
    options: options.wallets ?? {},
    onError,
  })
  // online as the state says when built, then following it
  const hosted = lazy(() =>
    import('../slices/hostedData/createHostedData').then(({ createHostedData }) => {
      const hosted = createHostedData({
        options,
        clock,
        online: state.chains.online,
        alerts: k.alerts.actions,
        setRemoteFeatures: (features) => k.options.actions.setRemoteFeatures(features),
        getLocation: () => (typeof window === 'undefined' ? undefined : window.location),
      })
      subscribe(state.chains, () => hosted.setOnline(state.chains.online))
      return hosted
    }),
  )
  const front = createHostedDataFacade(hosted, options)
  return {
    hosted,
    front,
    walletsController: () =>
      front
        .loadApi()
        .then((api) => createWalletsController(state.wallets, { ...walletsContext(front), api }).actions),
    walletChoice: () => Promise.resolve(createWalletChoice(state.wallets, walletsContext(front))),
    // through `loadSlices`: its code and the chunks it preloads are named there, not in this chunk,
    // which the page fetches before the first click; a projectId's data source loads beside it
    accountData: () =>
      Promise.all([
        import('./loadSlices').then((m) => m.loadAccountDataWiring()),
        front.loadDataSource(),
      ]).then(([m, dataSource]) =>
        m.createAccountDataWiring({ state, options, kernel: k, clock, dataSource, onError: front.onError }),
      ),
    watchViews: (deps, preloadSend) =>
      onView(state, { ...deps, preloads: [{ views: SEND_VIEWS, preload: preloadSend }] }),
  }
}
