import type { ActivityItem } from '../../adapters/AccountDataSource'
import { MESSAGES } from '../../shared/errors/catalogue'
import type { CaipNetwork } from '../../shared/networks/types'
import { isSameAddress } from '../../shared/validation/isSameAddress'
import type { AccountDataContext } from './accountDataContext'
import type { AccountDataJobs } from './createAccountDataJobs'
import type { AccountDataActions, AccountDataState } from './types'

/**
 * The account data controller's activity read: pages of the active account's transactions, cached
 * with the SPEC §9 expiry time, with the SPEC §8 failure toast. The source is told what this
 * instance sent, and a pending transaction leaves `pendingTransactions` once the activity lists it.
 *
 * @param state - The instance's account data state.
 * @param deps - Caches, toasts and error reporting.
 * @param jobs - The controller's reads (see createAccountDataJobs).
 * @returns `fetchActivity`.
 * @example
 * ```ts
 * const { fetchActivity } = createActivityActions(state.accountData, deps, jobs)
 * await fetchActivity({ nextPage: true })
 * ```
 */
export function createActivityActions(
  state: AccountDataState,
  deps: AccountDataContext,
  jobs: AccountDataJobs,
): Pick<AccountDataActions, 'fetchActivity'> {
  const { caches } = deps
  // What this instance sent to or from the account (`state.sent`, kept across resets).
  const sentFor = (address: string, network: CaipNetwork): ActivityItem[] => {
    const same = (a: string, b: string) => isSameAddress(network.chainNamespace, a, b)
    return state.sent.filter(
      (item) =>
        // a send queued in a multisig is not on chain, so no source can look it up: it stays in
        // pendingTransactions, as queued
        item.metadata.status !== 'queued' &&
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
      state.activityLoading = true
      try {
        const page = await caches.transactionHistory.fetch(key, () =>
          job.source.getActivity({
            address: job.address,
            network: job.network,
            ...(cursor === undefined ? {} : { cursor }),
            sent: sentFor(job.address, job.network),
          }),
        )
        if (!jobs.isCurrent(job)) return
        state.activity = cursor === undefined ? page.items : [...state.activity, ...page.items]
        state.activityNext = page.next
        const seen = new Set(state.activity.map((item) => item.metadata.hash))
        state.pendingTransactions = state.pendingTransactions.filter((item) => !seen.has(item.metadata.hash))
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
