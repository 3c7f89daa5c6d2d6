import type { Clock } from '../shared/clock/clock'
import { createAccountDataController } from '../slices/accountData/createAccountDataController'
import { createDataCaches } from '../slices/accountData/createDataCaches'
import { pickAccountDataSource } from '../slices/accountData/sources/pickAccountDataSource'
import type { AccountDataActions } from '../slices/accountData/types'
import type { HostedFront } from './createDataWiring'
import type { Kernel } from './createKernel'
import type { LatchState } from './latchState'
import type { LatchOptions } from './options'

/**
 * What the account-data slice's wiring reads of the instance.
 *
 * @example
 * ```ts
 * const parts: AccountDataWiringParts = { state, options, kernel, clock, dataSource, onError: front.onError }
 * ```
 */
export type AccountDataWiringParts = {
  state: LatchState
  options: LatchOptions
  kernel: Kernel
  /** The data slices' clock (the kernel's `now`). */
  clock: Clock
  /** The data API source of a projectId (`undefined` without one), loaded beside this wiring's code. */
  dataSource: Awaited<ReturnType<HostedFront['loadDataSource']>>
  /** The hosted services' error reports. */
  onError: HostedFront['onError']
}

/**
 * Builds the account-data slice (balances, activity, NFTs, names) on its first use: its controller,
 * caches and source (the data API of a projectId, else the connected wallet's adapter), wired to
 * the active account, the snack and the account's profile. It loads through `loadSlices` after a
 * connection, so neither its code nor the file names of the chunks it preloads are fetched before
 * the first click.
 *
 * @param parts - The instance's state, options, kernel and clock, the data API source, the error reports.
 * @returns The account-data actions.
 * @example
 * ```ts
 * const actions = await import('./loadSlices')
 *   .then((m) => m.loadAccountDataWiring())
 *   .then((m) => m.createAccountDataWiring({ state, options, kernel, clock, dataSource, onError }))
 * ```
 */
export async function createAccountDataWiring(parts: AccountDataWiringParts): Promise<AccountDataActions> {
  const { state, options, kernel: k, clock } = parts
  const getSource = await pickAccountDataSource({
    dataSource: parts.dataSource,
    withAuth: options.auth !== undefined,
    getAdapter: k.getAdapter,
    getActiveConnectorId: (ns) => state.connections.activeConnectorIds[ns],
  })
  return createAccountDataController(state.accountData, {
    clock,
    caches: createDataCaches(clock),
    getSource,
    getTarget: () => {
      const ns = state.chains.activeNamespace
      const address = state.accounts[ns]?.address
      const activeNetwork = k.chains.actions.getActiveNetwork(ns)
      return address && activeNetwork ? { address, network: activeNetwork } : undefined
    },
    getAdapter: k.getAdapter,
    getNetworks: () => state.chains.networks,
    getStorage: k.getStorage,
    showError: (message) => k.snack.actions.showError(message),
    onError: parts.onError,
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
  }).actions
}
