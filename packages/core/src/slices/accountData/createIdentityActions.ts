import { toNameServiceName } from '../../shared/validation/nameServiceName'
import { toSafeImageUrl } from '../../shared/validation/safeImageUrl'
import type { AccountDataContext } from './accountDataContext'
import type { AccountDataJobs } from './createAccountDataJobs'
import type { AccountDataActions, AccountDataState } from './types'

/**
 * The account data controller's name reads, through a source that can look up names (the hosted
 * data API): the active account's name and avatar, any address's, and a name's address, each
 * cached. An avatar is stored only when safe in an `<img>`; failures are reported, never toasted.
 *
 * @param state - The instance's account data state.
 * @param deps - Caches, error reporting and the identity listener.
 * @param jobs - The controller's reads (see createAccountDataJobs).
 * @returns `fetchIdentity`, `lookupIdentity` and `resolveName`.
 * @example
 * ```ts
 * const identity = createIdentityActions(state.accountData, deps, jobs)
 * await identity.resolveName('vitalik.eth')
 * ```
 */
export function createIdentityActions(
  state: AccountDataState,
  deps: AccountDataContext,
  jobs: AccountDataJobs,
): Pick<AccountDataActions, 'fetchIdentity' | 'lookupIdentity' | 'resolveName'> {
  const { caches } = deps
  return {
    async fetchIdentity() {
      const job = jobs.resolve()
      if (!job?.source.getIdentity) return
      const getIdentity = job.source.getIdentity.bind(job.source)
      try {
        const identity = await caches.identity.fetch(job.address, () => getIdentity(job.address))
        if (!jobs.isCurrent(job)) return
        state.identity = { name: identity.name, avatar: toSafeImageUrl(identity.avatar) ?? null }
        deps.onIdentity?.({ address: job.address, network: job.network }, state.identity)
      } catch (error) {
        deps.onError?.(error)
      }
    },
    async lookupIdentity(address) {
      const job = jobs.resolve()
      if (!job?.source.getIdentity || address.trim() === '') return undefined
      const getIdentity = job.source.getIdentity.bind(job.source)
      try {
        const identity = await caches.identity.fetch(address, () => getIdentity(address))
        return { name: identity.name, avatar: toSafeImageUrl(identity.avatar) ?? null }
      } catch (error) {
        deps.onError?.(error)
        return undefined
      }
    },
    async resolveName(name) {
      // a legacy-suffix name is its .reown.id name: one lookup, one cache entry
      const key = toNameServiceName(name)
      if (key === '') return null
      const job = jobs.resolve()
      if (!job?.source.lookupName) return null
      const lookupName = job.source.lookupName.bind(job.source)
      try {
        return await caches.ens.fetch(key, () => lookupName(key))
      } catch (error) {
        deps.onError?.(error)
        return null
      }
    },
  }
}
