import { CONSTANTS, createQueryCache, type QueryCache } from '@latch/core/kit'

/**
 * The EVM adapter's native balance cache: core's query cache keyed by `caipNetworkId:address`
 * (address in lower case), each balance fresh for 30 s (SPEC §9). It loads with the first balance
 * read, beside the RPC clients, not with the adapter's code: before that read nothing is cached.
 *
 * @returns An empty cache.
 * @example
 * ```ts
 * const cache = createBalanceCache()
 * cache.set('eip155:1:0xf39f…', 10n ** 18n)
 * cache.peek('eip155:1:0xf39f…') // 10n ** 18n, for 30 s
 * ```
 */
export function createBalanceCache(): QueryCache<bigint> {
  return createQueryCache<bigint>({ ttlMs: CONSTANTS.cacheNativeBalanceMs, clock: { now: () => Date.now() } })
}
