import type { ActivityItem, NftItem, TokenBalance } from '../../adapters/AccountDataSource'
import { createQueryCache, type QueryCache } from '../../shared/cache/createQueryCache'
import type { Clock } from '../../shared/clock/clock'
import { CONSTANTS } from '../../shared/constants/constants'

/**
 * The data layer's caches, one per kind of data, each with its SPEC §9 expiry: portfolio 30 s,
 * native balance 30 s, ENS 5 min, identity 5 min, transaction history 15 s, token price 15 s.
 *
 * @example
 * ```ts
 * const caches = createDataCaches(systemClock())
 * caches.portfolio.invalidate()
 * ```
 */
export type DataCaches = {
  portfolio: QueryCache<TokenBalance[]>
  nativeBalance: QueryCache<string>
  ens: QueryCache<string | null>
  identity: QueryCache<{ name: string | null; avatar: string | null }>
  transactionHistory: QueryCache<{ items: ActivityItem[]; next?: string }>
  tokenPrice: QueryCache<Record<string, string>>
  nfts: QueryCache<NftItem[]>
}

/**
 * Makes the data caches of one instance.
 *
 * @param clock - Decides freshness.
 * @returns Empty caches.
 * @example
 * ```ts
 * const { transactionHistory } = createDataCaches(clock)
 * ```
 */
export function createDataCaches(clock: Pick<Clock, 'now'>): DataCaches {
  return {
    portfolio: createQueryCache({ ttlMs: CONSTANTS.cachePortfolioMs, clock }),
    nativeBalance: createQueryCache({ ttlMs: CONSTANTS.cacheNativeBalanceMs, clock }),
    ens: createQueryCache({ ttlMs: CONSTANTS.cacheEnsMs, clock }),
    identity: createQueryCache({ ttlMs: CONSTANTS.cacheIdentityMs, clock }),
    transactionHistory: createQueryCache({ ttlMs: CONSTANTS.cacheTransactionHistoryMs, clock }),
    tokenPrice: createQueryCache({ ttlMs: CONSTANTS.cacheTokenPriceMs, clock }),
    // NFTs have no SPEC expiry; they follow the portfolio's 30 s.
    nfts: createQueryCache({ ttlMs: CONSTANTS.cachePortfolioMs, clock }),
  }
}
