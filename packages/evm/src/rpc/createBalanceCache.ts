import { CONSTANTS } from '@latch/core/kit'

/**
 * Native balances by `caipNetworkId:address` (address in lower case), fresh for 30 s (SPEC §9).
 *
 * @example
 * ```ts
 * cache.set('eip155:1:0xf39f…', 10n ** 18n)
 * cache.fresh('eip155:1:0xf39f…') // 10n ** 18n, for 30 s
 * ```
 */
export type BalanceCache = {
  /** The balance read under `key` less than 30 s ago, else undefined. */
  fresh(key: string): bigint | undefined
  /** Keeps a balance just read. */
  set(key: string, value: bigint): void
  /** Drops a balance (it changed: a send's two ends). */
  forget(key: string): void
}

/**
 * The EVM adapter's native balance cache. It loads with the first balance read, beside the RPC
 * clients, not with the adapter's code: before that read nothing is cached.
 *
 * @returns An empty cache.
 * @example
 * ```ts
 * const cache = createBalanceCache()
 * cache.fresh('eip155:1:0xf39f…') // undefined
 * ```
 */
export function createBalanceCache(): BalanceCache {
  const balances = new Map<string, { at: number; value: bigint }>()
  return {
    fresh(key) {
      const cached = balances.get(key)
      return cached && Date.now() - cached.at < CONSTANTS.cacheNativeBalanceMs ? cached.value : undefined
    },
    set: (key, value) => balances.set(key, { at: Date.now(), value }),
    forget: (key) => balances.delete(key),
  }
}
