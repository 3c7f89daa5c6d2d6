import { lazy } from '../../shared/lazy/lazy'
import type { AccountDataContext } from './accountDataContext'
import { createInitialAccountDataState } from './createInitialAccountDataState'
import type { AccountDataActions, AccountDataState } from './types'

/**
 * `latch.accountData`: token balances, activity, NFTs and names through the account-data slice,
 * loaded on first use (the Account view, the send form, a name lookup).
 *
 * @param state - The instance's account data state.
 * @param deps - The controller's deps, with its caches made on load.
 * @returns The account data actions.
 * @example
 * ```ts
 * const accountData = createAccountDataFacade(state.accountData, deps)
 * await accountData.fetchTokenBalances()
 * ```
 */
export function createAccountDataFacade(
  state: AccountDataState,
  deps: Omit<AccountDataContext, 'caches' | 'getSource'> & {
    /** Loads what the data sources need (the hosted API with a projectId) and returns the source picker. */
    loadGetSource: () => Promise<AccountDataContext['getSource']>
  },
): AccountDataActions {
  const controller = lazy(() =>
    Promise.all([
      import('./createAccountDataController'),
      import('./createDataCaches'),
      deps.loadGetSource(),
    ]).then(
      ([{ createAccountDataController }, { createDataCaches }, getSource]) =>
        createAccountDataController(state, { ...deps, getSource, caches: createDataCaches(deps.clock) })
          .actions,
    ),
  )
  const load = () => controller.load()
  return {
    fetchTokenBalances: async (options) => (await load()).fetchTokenBalances(options),
    fetchActivity: async (options) => (await load()).fetchActivity(options),
    fetchNfts: async (options) => (await load()).fetchNfts(options),
    fetchTokenPrices: async () => (await load()).fetchTokenPrices(),
    fetchIdentity: async () => (await load()).fetchIdentity(),
    lookupIdentity: async (address) => (await load()).lookupIdentity(address),
    resolveName: async (name) => (await load()).resolveName(name),
    addPendingTransaction: async (item) => (await load()).addPendingTransaction(item),
    reset() {
      const loaded = controller.peek()
      if (loaded) loaded.reset()
      else Object.assign(state, { ...createInitialAccountDataState(), sent: state.sent })
    },
  }
}
