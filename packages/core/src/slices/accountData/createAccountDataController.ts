import type { AccountDataSource, ActivityItem, TokenBalance } from '../../adapters/AccountDataSource'
import type { Clock } from '../../shared/clock/clock'
import { CONSTANTS } from '../../shared/constants/constants'
import { MESSAGES } from '../../shared/errors/catalogue'
import type { CaipNetwork } from '../../shared/networks/types'
import { isSameAddress } from '../../shared/validation/isSameAddress'
import { toNameServiceName } from '../../shared/validation/nameServiceName'
import { toSafeImageUrl } from '../../shared/validation/safeUrl'
import { filterSendableTokens } from '../../shared/validation/tokenList'
import { withSafeImageUrls } from '../../shared/validation/withSafeImageUrls'
import { addPendingTransaction } from './addPendingTransaction'
import type { DataCaches } from './createDataCaches'
import { createInitialAccountDataState } from './createInitialAccountDataState'
import { priceTokens } from './priceTokens'
import type { AccountDataActions, AccountDataState } from './types'

/**
 * A source that can also look up names (the hosted data API).
 *
 * @example
 * ```ts
 * const source: AccountDataSourceWithIdentity = createDataApiSource(api)
 * ```
 */
export type AccountDataSourceWithIdentity = AccountDataSource & {
  getIdentity?(address: string): Promise<{ name: string | null; avatar: string | null }>
  lookupName?(name: string): Promise<string | null>
  getTokenPrices?(params: {
    chainId: CaipNetwork['caipNetworkId']
    addresses: readonly string[]
  }): Promise<Record<string, string>>
}

const safeToken = (token: TokenBalance) => withSafeImageUrls(token, ['iconUrl', 'logoUri'])

/**
 * What the account data controller needs from the instance.
 *
 * @example
 * ```ts
 * const deps: AccountDataContext = { clock, caches, getTarget, getSource, showError: latch.snack.showError }
 * ```
 */
export type AccountDataContext = {
  clock: Clock
  caches: DataCaches
  /** The active account and network, or `undefined` when not connected. */
  getTarget: () => { address: string; network: CaipNetwork } | undefined
  /** The data source for a network: the hosted data API with a projectId, else the adapter's RPC source. */
  getSource: (network: CaipNetwork) => AccountDataSourceWithIdentity | undefined
  /** Error toast. */
  showError: (message: string) => void
  /** Receives failures for reporting (rate-limited by the caller). */
  onError?: (error: unknown) => void
  /**
   * Told the name and avatar found for the active account, so the account state's `profileName`
   * and `profileImage` (SPEC §3) show them.
   */
  onIdentity?: (
    target: { address: string; network: CaipNetwork },
    identity: { name: string | null; avatar: string | null },
  ) => void
}

/**
 * The account data controller: token balances, activity and NFTs of the active account, cached with
 * the SPEC §9 expiry times, with the SPEC §8 failure toasts and the 30 s token-balance retry block.
 * Whatever the source, a token icon, NFT image or avatar is stored only when safe in an `<img>`.
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
  const { caches, clock } = deps
  const keyOf = (address: string, network: CaipNetwork) => `${network.caipNetworkId}:${address}`
  let generation = 0
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

  const resolve = () => {
    const target = deps.getTarget()
    if (!target) return undefined
    const source = deps.getSource(target.network)
    return source ? { ...target, source, key: keyOf(target.address, target.network), generation } : undefined
  }

  const actions: AccountDataActions = {
    async fetchTokenBalances(options = {}) {
      const job = resolve()
      if (!job) return
      if (state.lastRetry !== undefined && clock.now() - state.lastRetry < CONSTANTS.balanceRetryMs) return
      if (options.force) caches.portfolio.invalidate(job.key)
      state.tokensLoading = true
      try {
        const tokens = await caches.portfolio.fetch(job.key, () =>
          job.source.getTokenBalances({ address: job.address, network: job.network }),
        )
        if (job.generation !== generation) return
        state.tokenBalances = filterSendableTokens(tokens).map(safeToken)
        state.lastRetry = undefined
      } catch (error) {
        if (job.generation !== generation) return
        state.lastRetry = clock.now()
        deps.showError(MESSAGES.tokenBalanceUnavailable)
        deps.onError?.(error)
      } finally {
        if (job.generation === generation) state.tokensLoading = false
      }
    },
    async fetchActivity(options = {}) {
      const job = resolve()
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
        if (job.generation !== generation) return
        state.activity = cursor === undefined ? page.items : [...state.activity, ...page.items]
        state.activityNext = page.next
        const seen = new Set(state.activity.map((item) => item.metadata.hash))
        state.pendingTransactions = state.pendingTransactions.filter((item) => !seen.has(item.metadata.hash))
      } catch (error) {
        if (job.generation !== generation) return
        deps.showError(MESSAGES.failedToFetchTransactions)
        deps.onError?.(error)
      } finally {
        if (job.generation === generation) state.activityLoading = false
      }
    },
    async fetchNfts(options = {}) {
      const job = resolve()
      if (!job?.source.getNfts) return
      const getNfts = job.source.getNfts.bind(job.source)
      if (options.force) caches.nfts.invalidate(job.key)
      state.nftsLoading = true
      try {
        const nfts = await caches.nfts.fetch(job.key, () =>
          getNfts({ address: job.address, network: job.network }),
        )
        if (job.generation === generation)
          state.nfts = nfts.map((nft) => withSafeImageUrls(nft, ['imageUrl', 'collectionImageUrl']))
      } catch (error) {
        deps.onError?.(error)
      } finally {
        if (job.generation === generation) state.nftsLoading = false
      }
    },
    async fetchTokenPrices() {
      const job = resolve()
      if (!job?.source.getTokenPrices) return
      const getTokenPrices = job.source.getTokenPrices.bind(job.source)
      const addresses = state.tokenBalances.flatMap((token) => (token.address ? [token.address] : [])).sort()
      if (addresses.length === 0) return
      const chainId = job.network.caipNetworkId
      try {
        const prices = await caches.tokenPrice.fetch(`${chainId}:${addresses.join(',')}`, () =>
          getTokenPrices({ chainId, addresses }),
        )
        if (job.generation !== generation) return
        state.tokenPrices = prices
        // The prices become the tokens' USD values (quantity × price), shown beside each balance.
        const priced = await priceTokens(state.tokenBalances, prices)
        if (job.generation === generation) state.tokenBalances = priced
      } catch (error) {
        deps.onError?.(error)
      }
    },
    async fetchIdentity() {
      const job = resolve()
      if (!job?.source.getIdentity) return
      const getIdentity = job.source.getIdentity.bind(job.source)
      try {
        const identity = await caches.identity.fetch(job.address, () => getIdentity(job.address))
        if (job.generation !== generation) return
        state.identity = { name: identity.name, avatar: toSafeImageUrl(identity.avatar) ?? null }
        deps.onIdentity?.({ address: job.address, network: job.network }, state.identity)
      } catch (error) {
        deps.onError?.(error)
      }
    },
    async lookupIdentity(address) {
      const job = resolve()
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
      const job = resolve()
      if (!job?.source.lookupName) return null
      const lookupName = job.source.lookupName.bind(job.source)
      try {
        return await caches.ens.fetch(key, () => lookupName(key))
      } catch (error) {
        deps.onError?.(error)
        return null
      }
    },
    addPendingTransaction: (item) => addPendingTransaction(state, item),
    reset() {
      generation += 1
      Object.assign(state, { ...createInitialAccountDataState(), sent: state.sent })
    },
  }
  return { actions }
}
