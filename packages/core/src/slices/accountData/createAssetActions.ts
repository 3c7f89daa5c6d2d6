import type { TokenBalance } from '../../adapters/AccountDataSource'
import { CONSTANTS } from '../../shared/constants/constants'
import { MESSAGES } from '../../shared/errors/catalogue'
import { withSafeImageUrls } from '../../shared/validation/safeImageUrl'
import { filterSendableTokens } from '../../shared/validation/tokenList'
import type { AccountDataContext } from './accountDataContext'
import type { AccountDataJobs } from './createAccountDataJobs'
import { priceTokens } from './priceTokens'
import type { AccountDataActions, AccountDataState } from './types'

const safeToken = (token: TokenBalance) => withSafeImageUrls(token, ['iconUrl', 'logoUri'])

/**
 * The account data controller's asset reads: token balances (with the SPEC §8 failure toast and the
 * 30 s retry block), their prices and USD values, and NFTs, each cached with the SPEC §9 expiry
 * times. A token icon or NFT image is stored only when safe in an `<img>`.
 *
 * @param state - The instance's account data state.
 * @param deps - Clock, caches, toasts and error reporting.
 * @param jobs - The controller's reads (see createAccountDataJobs).
 * @returns `fetchTokenBalances`, `fetchTokenPrices` and `fetchNfts`.
 * @example
 * ```ts
 * const assets = createAssetActions(state.accountData, deps, createAccountDataJobs(deps))
 * await assets.fetchTokenBalances({ force: true })
 * ```
 */
export function createAssetActions(
  state: AccountDataState,
  deps: AccountDataContext,
  jobs: AccountDataJobs,
): Pick<AccountDataActions, 'fetchTokenBalances' | 'fetchTokenPrices' | 'fetchNfts'> {
  const { caches, clock } = deps
  // The latest fetch's answer is what shows: an older one that answers after it (a load begun
  // before a forced refresh) is not written over it.
  let tokensCall = 0
  return {
    async fetchTokenBalances(options = {}) {
      const job = jobs.resolve()
      if (!job) return
      if (state.lastRetry !== undefined && clock.now() - state.lastRetry < CONSTANTS.balanceRetryMs) return
      if (options.force) caches.portfolio.invalidate(job.key)
      const call = ++tokensCall
      const current = () => call === tokensCall && jobs.isCurrent(job)
      state.tokensLoading = true
      try {
        const tokens = await caches.portfolio.fetch(job.key, () =>
          job.source.getTokenBalances({ address: job.address, network: job.network }),
        )
        if (!current()) return
        state.tokenBalances = filterSendableTokens(tokens).map(safeToken)
        state.lastRetry = undefined
      } catch (error) {
        if (!current()) return
        state.lastRetry = clock.now()
        deps.showError(MESSAGES.tokenBalanceUnavailable)
        deps.onError?.(error)
      } finally {
        if (current()) state.tokensLoading = false
      }
    },
    async fetchNfts(options = {}) {
      const job = jobs.resolve()
      if (!job?.source.getNfts) return
      const getNfts = job.source.getNfts.bind(job.source)
      if (options.force) caches.nfts.invalidate(job.key)
      state.nftsLoading = true
      try {
        const nfts = await caches.nfts.fetch(job.key, () =>
          getNfts({ address: job.address, network: job.network }),
        )
        if (jobs.isCurrent(job))
          state.nfts = nfts.map((nft) => withSafeImageUrls(nft, ['imageUrl', 'collectionImageUrl']))
      } catch (error) {
        deps.onError?.(error)
      } finally {
        if (jobs.isCurrent(job)) state.nftsLoading = false
      }
    },
    async fetchTokenPrices() {
      const job = jobs.resolve()
      if (!job?.source.getTokenPrices) return
      const getTokenPrices = job.source.getTokenPrices.bind(job.source)
      const addresses = state.tokenBalances.flatMap((token) => (token.address ? [token.address] : [])).sort()
      if (addresses.length === 0) return
      const chainId = job.network.caipNetworkId
      try {
        const prices = await caches.tokenPrice.fetch(`${chainId}:${addresses.join(',')}`, () =>
          getTokenPrices({ chainId, addresses }),
        )
        if (!jobs.isCurrent(job)) return
        state.tokenPrices = prices
        // The prices become the tokens' USD values (quantity × price), shown beside each balance.
        const priced = await priceTokens(state.tokenBalances, prices)
        if (jobs.isCurrent(job)) state.tokenBalances = priced
      } catch (error) {
        deps.onError?.(error)
      }
    },
  }
}
