import { lazy } from '../../shared/lazy/lazy'
import { forwardAsync } from '../../shared/lazy/lazyFacades'
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
  return {
    ...forwardAsync(controller.load, [
      'fetchTokenBalances',
      'fetchActivity',
      'fetchNfts',
      'fetchTokenPrices',
      'fetchIdentity',
      'lookupIdentity',
      'resolveName',
      'addPendingTransaction',
    ]),
    reset() {
      const loaded = controller.peek()
      if (loaded) loaded.reset()
      else Object.assign(state, { ...createInitialAccountDataState(), sent: state.sent })
    },
  }
}
