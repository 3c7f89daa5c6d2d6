import { lazy } from '../../shared/lazy/lazy'
import { createInitialAccountDataState } from './createInitialAccountDataState'
import type { AccountDataActions, AccountDataState } from './types'

/**
 * `latch.accountData`: token balances, activity, NFTs and names through the account-data slice,
 * loaded on first use (the Account view, the send form, a name lookup).
 *
 * @param state - The instance's account data state.
 * @param loadController - Loads the slice and builds its controller with its caches and source
 *   (see `createDataWiring`).
 * @returns The account data actions.
 * @example
 * ```ts
 * const accountData = createAccountDataFacade(state.accountData, () => wiring.accountData())
 * await accountData.fetchTokenBalances()
 * ```
 */
export function createAccountDataFacade(
  state: AccountDataState,
  loadController: () => Promise<AccountDataActions>,
): AccountDataActions {
  const controller = lazy(loadController)
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
