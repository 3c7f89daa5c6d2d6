import type { ActivityItem } from '../../adapters/AccountDataSource'
import { MESSAGES } from '../../shared/errors/catalogue'
import type { CaipNetwork } from '../../shared/networks/types'
import { isSameAddress } from '../../shared/validation/isSameAddress'
import type { AccountDataContext } from './accountDataContext'
import type { AccountDataJobs } from './createAccountDataJobs'
import type { KeptSends } from './createKeptSends'
import { listKeptSends } from './listKeptSends'
import type { AccountDataActions, AccountDataState } from './types'

/**
 * The account data controller's activity read: pages of the active account's transactions, cached
 * with the SPEC §9 expiry time, with the SPEC §8 failure toast. The account's kept sends (stored
 * by an earlier page load too) are restored first and handed to the source; the page is merged
 * with them by hash (see listKeptSends), one update of the account at a time.
 *
 * @param state - The instance's account data state.
 * @param deps - Caches, toasts and error reporting.
 * @param jobs - The controller's reads (see createAccountDataJobs).
 * @param kept - The visitor's own sends (see createKeptSends).
 * @returns `fetchActivity`.
 * @example
 * ```ts
 * const { fetchActivity } = createActivityActions(state.accountData, deps, jobs, kept)
 * await fetchActivity({ nextPage: true })
 * ```
 */
export function createActivityActions(
  state: AccountDataState,
  deps: AccountDataContext,
  jobs: AccountDataJobs,
  kept: KeptSends,
): Pick<AccountDataActions, 'fetchActivity'> {
  const { caches } = deps
  // What this instance sent to or from the account (`state.sent`, kept across resets and reloads).
  const sentFor = (address: string, network: CaipNetwork): ActivityItem[] => {
    const same = (a: string, b: string) => isSameAddress(network.chainNamespace, a, b)
    return state.sent.filter(
      (item) =>
        item.metadata.chain === network.caipNetworkId &&
        item.transfers.some((t) => same(t.from, address) || same(t.to, address)),
    )
  }

  return {
    async fetchActivity(options = {}) {
      const job = jobs.resolve()
      if (!job) return
      const cursor = options.nextPage ? state.activityNext : undefined
      if (options.nextPage && cursor === undefined) return
      const key = `${job.key}#${cursor ?? ''}`
      if (options.force) caches.transactionHistory.invalidate(key)
      if (cursor === undefined) kept.restore(job.address, job.network)
      state.activityLoading = true
      try {
        const page = await caches.transactionHistory.fetch(key, () =>
          job.source.getActivity({
            address: job.address,
            network: job.network,
            ...(cursor === undefined ? {} : { cursor }),
            // a send queued in a multisig is not on chain, so no source can look it up: it stays in
            // pendingTransactions, as queued
            sent: sentFor(job.address, job.network).filter((item) => item.metadata.status !== 'queued'),
          }),
        )
        await kept.serial(job.address, job.network.caipNetworkId, () => {
          if (!jobs.isCurrent(job)) return
          const { items, next } = page
          listKeptSends(
            state,
            { items, next, first: cursor === undefined },
            sentFor(job.address, job.network),
            kept,
          )
        })
      } catch (error) {
        if (!jobs.isCurrent(job)) return
        deps.showError(MESSAGES.failedToFetchTransactions)
        deps.onError?.(error)
      } finally {
        if (jobs.isCurrent(job)) state.activityLoading = false
      }
    },
  }
}
