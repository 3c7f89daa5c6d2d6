import type { CaipNetwork } from '../../shared/networks/types'
import type { AccountDataContext, AccountDataSourceWithIdentity } from './accountDataContext'

/**
 * One read of the account data controller: the active account and network, their data source and
 * cache key, and the generation it started in (a reset makes its result stale).
 *
 * @example
 * ```ts
 * const job = jobs.resolve()
 * if (job && jobs.isCurrent(job)) state.tokenBalances = tokens
 * ```
 */
export type AccountDataJob = {
  address: string
  network: CaipNetwork
  source: AccountDataSourceWithIdentity
  key: string
  generation: number
}

/**
 * The account data controller's reads and their staleness: each read starts as a job for the active
 * account, and a `reset` (the account or network changed) makes every job in flight stale so its
 * result is dropped.
 *
 * @param deps - The active account and network, and the data source for a network.
 * @returns `resolve` (a job, or `undefined` with no account or source), `isCurrent` and `reset`.
 * @example
 * ```ts
 * const jobs = createAccountDataJobs(deps)
 * const job = jobs.resolve()
 * ```
 */
export function createAccountDataJobs(deps: Pick<AccountDataContext, 'getTarget' | 'getSource'>) {
  const keyOf = (address: string, network: CaipNetwork) => `${network.caipNetworkId}:${address}`
  let generation = 0
  return {
    resolve(): AccountDataJob | undefined {
      const target = deps.getTarget()
      if (!target) return undefined
      const source = deps.getSource(target.network)
      return source
        ? { ...target, source, key: keyOf(target.address, target.network), generation }
        : undefined
    },
    /** True while no reset happened since `job` started. */
    isCurrent: (job: AccountDataJob) => job.generation === generation,
    reset() {
      generation += 1
    },
  }
}

/**
 * The jobs {@link createAccountDataJobs} returns.
 *
 * @example
 * ```ts
 * const jobs: AccountDataJobs = createAccountDataJobs(deps)
 * ```
 */
export type AccountDataJobs = ReturnType<typeof createAccountDataJobs>
