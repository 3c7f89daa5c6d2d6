import { lazy } from '../../shared/lazy/lazy'
import type { AccountDataContext } from './accountDataContext'
import { addPendingTransaction } from './addPendingTransaction'
import type { chainSourceOf } from './chainSourceOf'
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
  deps: Omit<AccountDataContext, 'caches' | 'getSource' | 'getChainSource'> & {
    /** Loads what the data sources need (the hosted API with a projectId) and returns the source picker. */
    loadGetSource: () => Promise<AccountDataContext['getSource']>
  } & Parameters<typeof chainSourceOf>[0],
): AccountDataActions {
  const controller = lazy(() =>
    Promise.all([
      import('./createAccountDataController'),
      import('./createDataCaches'),
      import('./chainSourceOf'),
      deps.loadGetSource(),
    ]).then(
      ([{ createAccountDataController }, { createDataCaches }, { chainSourceOf }, getSource]) =>
        createAccountDataController(state, {
          ...deps,
          getSource,
          getChainSource: chainSourceOf(deps),
          caches: createDataCaches(deps.clock),
        }).actions,
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
    addPendingTransaction: (item) => {
      // listed at once; stored and followed on the chain by the account data code, loaded for it
      addPendingTransaction(state, item)
      void load()
        .then((loaded) => loaded.addPendingTransaction(item))
        .catch(() => undefined)
    },
    reset() {
      const loaded = controller.peek()
      if (loaded) loaded.reset()
      else Object.assign(state, { ...createInitialAccountDataState(), sent: state.sent })
    },
  }
}
