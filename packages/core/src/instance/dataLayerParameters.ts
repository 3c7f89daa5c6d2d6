import { systemClock } from '../shared/clock/clock'
import type { AccountDataFacadeContext } from '../slices/accountData/createAccountDataFacade'
import type { HostedDataParameters } from '../slices/hostedData/createHostedData'
import type { createHostedDataFacade } from '../slices/hostedData/createHostedDataFacade'
import type { WalletsContext } from '../slices/wallets/walletsContext'
import type { Kernel } from './createKernel'
import type { LatchState } from './latchState'
import type { LatchOptions } from './options'

/**
 * What the data slices (hosted services, wallets, account data) need from the instance, built
 * when the first of them loads (this module loads with it): the clock, storage, adapters,
 * networks, alerts and snack they read, and the account profile a name lookup fills in.
 *
 * @example
 * ```ts
 * const { wallets } = dataLayerParameters(state, options, kernel, hosted)
 * ```
 */
export type DataLayerParameters = {
  /** The hosted services' parameters (less `online`, read when the slice is built). */
  hosted: Omit<HostedDataParameters, 'online'>
  /** The wallets slice's context (less the hosted registry client, loaded beside it). */
  wallets: Omit<WalletsContext, 'api'>
  /** The account-data slice's context (its caches and source are made when it loads). */
  accountData: AccountDataFacadeContext
}

/**
 * The data slices' parameters from the instance's state, options and kernel.
 *
 * @param state - The instance state.
 * @param options - Validated options.
 * @param k - The kernel.
 * @param hosted - The hosted services' front: their error reports and data API source.
 * @returns The {@link DataLayerParameters}.
 * @example
 * ```ts
 * const parameters = lazy(() => import('./dataLayerParameters').then((m) => m.dataLayerParameters(state, options, k, hosted)))
 * ```
 */
export function dataLayerParameters(
  state: LatchState,
  options: LatchOptions,
  k: Kernel,
  hosted: Pick<ReturnType<typeof createHostedDataFacade>['actions'], 'onError' | 'loadDataSource'>,
): DataLayerParameters {
  const clock = { ...systemClock(), now: k.now }
  const { onError } = hosted
  const getNetworks = () => state.chains.networks
  return {
    hosted: {
      options,
      clock,
      alerts: k.alerts.actions,
      setRemoteFeatures: (features) => k.options.actions.setRemoteFeatures(features),
      getLocation: () => (typeof window === 'undefined' ? undefined : window.location),
    },
    wallets: {
      clock,
      getConnectors: () => state.connections.connectors,
      getStorage: k.getStorage,
      isMobile: k.isMobile,
      getNamespace: () => state.chains.activeNamespace,
      getChains: () => getNetworks().map((n) => n.caipNetworkId),
      options: options.wallets ?? {},
      onError,
    },
    accountData: {
      clock,
      getTarget: () => {
        const ns = state.chains.activeNamespace
        const address = state.accounts[ns]?.address
        const activeNetwork = k.chains.actions.getActiveNetwork(ns)
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
          getAdapter: k.getAdapter,
          getActiveConnectorId: (ns) => state.connections.activeConnectorIds[ns],
        })
      },
      getAdapter: k.getAdapter,
      getNetworks,
      getStorage: k.getStorage,
      showError: (message) => k.snack.actions.showError(message),
      onError,
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
    },
  }
}
