import { lazy } from '../../shared/lazy/lazy'
import type { AccountDataContext } from './accountDataContext'
import { createInitialAccountDataState } from './createInitialAccountDataState'
import type { AccountDataActions, AccountDataState } from './types'

/**
 * The account-data controller's context as the instance gives it (see `dataLayerParameters`): its
 * caches are made when the slice loads, and its source picker is loaded then.
 *
 * @example
 * ```ts
 * const context: AccountDataFacadeContext = { ...parts, loadGetSource: async () => () => undefined }
 * ```
 */
export type AccountDataFacadeContext = Omit<AccountDataContext, 'caches' | 'getSource'> & {
  /** Loads what the data sources need (the hosted API with a projectId) and returns the source picker. */
  loadGetSource: () => Promise<AccountDataContext['getSource']>
}

/**
 * `latch.accountData`: token balances, activity, NFTs and names through the account-data slice,
 * loaded on first use (the Account view, the send form, a name lookup).
 *
 * @param state - The instance's account data state.
 * @param loadContext - Loads the controller's context (see {@link AccountDataFacadeContext}).
 * @returns The account data actions.
 * @example
 * ```ts
 * const accountData = createAccountDataFacade(state.accountData, async () => context)
 * await accountData.fetchTokenBalances()
 * ```
 */
export function createAccountDataFacade(
  state: AccountDataState,
  loadContext: () => Promise<AccountDataFacadeContext>,
): AccountDataActions {
  const controller = lazy(() =>
    Promise.all([
      import('./createAccountDataController'),
      import('./createDataCaches'),
      loadContext().then(async (deps) => ({ deps, getSource: await deps.loadGetSource() })),
    ]).then(
      ([{ createAccountDataController }, { createDataCaches }, { deps, getSource }]) =>
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
