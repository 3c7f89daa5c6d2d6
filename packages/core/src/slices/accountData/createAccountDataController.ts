import type { AccountDataContext } from './accountDataContext'
import { createAccountDataJobs } from './createAccountDataJobs'
import { createActivityActions } from './createActivityActions'
import { createAssetActions } from './createAssetActions'
import { createIdentityActions } from './createIdentityActions'
import { createInitialAccountDataState } from './createInitialAccountDataState'
import { createKeptSends } from './createKeptSends'
import type { AccountDataActions, AccountDataState } from './types'

// The controller's context is declared beside it; the instance and the public entries name it here.
export type { AccountDataContext, AccountDataSourceWithIdentity } from './accountDataContext'

/**
 * The account data controller: token balances, activity and NFTs of the active account, cached with
 * the SPEC §9 expiry times, with the SPEC §8 failure toasts and the 30 s token-balance retry block.
 * Whatever the source, a token icon, NFT image or avatar is stored only when safe in an `<img>`.
 * The visitor's own sends are kept in storage and followed until mined (see createKeptSends).
 *
 * @param state - The instance's account data slice.
 * @param deps - Clock, caches, target account, data source, toasts.
 * @returns `actions`.
 * @example
 * ```ts
 * const accountData = createAccountDataController(state.accountData, deps)
 * await accountData.fetchTokenBalances()
 * ```
 */
export function createAccountDataController(state: AccountDataState, deps: AccountDataContext) {
  const jobs = createAccountDataJobs(deps)
  const kept = createKeptSends(state, deps)
  const actions: AccountDataActions = {
    ...createAssetActions(state, deps, jobs),
    ...createActivityActions(state, deps, jobs, kept),
    ...createIdentityActions(state, deps, jobs),
    addPendingTransaction: async (item) => kept.record(item),
    reset() {
      jobs.reset()
      kept.stop()
      Object.assign(state, { ...createInitialAccountDataState(), sent: state.sent })
    },
  }
  return { actions }
}
