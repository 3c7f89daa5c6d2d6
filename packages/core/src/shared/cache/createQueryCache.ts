import type { Clock } from '../clock/clock'

/**
 * A cache of query results with an expiry time, sharing one in-flight load per key (SPEC §9 cache
 * expiry times; "one request in flight per key").
 *
 * @example
 * ```ts
 * const balances = createQueryCache<TokenBalance[]>({ ttlMs: CONSTANTS.cachePortfolioMs, clock })
 * const tokens = await balances.fetch(`${address}@${chainId}`, () => source.getTokenBalances(params))
 * ```
 */
export interface QueryCache<T> {
  /** A fresh cached value, else the in-flight load, else a new load (stored on success only). */
  fetch(key: string, load: () => Promise<T>): Promise<T>
  /** A fresh cached value, or `undefined`. */
  peek(key: string): T | undefined
  /** Store a value now. */
  set(key: string, value: T): void
  /** Forget one key, or everything. */
  invalidate(key?: string): void
}

/**
 * Makes a {@link QueryCache}.
 *
 * @param parameters - `ttlMs` (expiry) and the `clock` that decides freshness.
 * @returns The cache (empty).
 * @example
 * ```ts
 * const ens = createQueryCache<string | undefined>({ ttlMs: CONSTANTS.cacheEnsMs, clock: systemClock() })
 * ```
 */
export function createQueryCache<T>(parameters: { ttlMs: number; clock: Pick<Clock, 'now'> }): QueryCache<T> {
  const { ttlMs, clock } = parameters
  const values = new Map<string, { value: T; storedAt: number }>()
  const inFlight = new Map<string, Promise<T>>()

  const peek = (key: string): T | undefined => {
    const entry = values.get(key)
    if (!entry) return undefined
    if (clock.now() - entry.storedAt >= ttlMs) {
      values.delete(key)
      return undefined
    }
    return entry.value
  }
  const has = (key: string) => peek(key) !== undefined || values.has(key)

  return {
    fetch(key, load) {
      if (has(key)) return Promise.resolve((values.get(key) as { value: T }).value)
      const pending = inFlight.get(key)
      if (pending) return pending
      const promise: Promise<T> = load()
        .then((value) => {
          // a load the key was invalidated during is older than the invalidation: never stored
          if (inFlight.get(key) === promise) values.set(key, { value, storedAt: clock.now() })
          return value
        })
        .finally(() => {
          if (inFlight.get(key) === promise) inFlight.delete(key)
        })
      inFlight.set(key, promise)
      return promise
    },
    peek,
    set(key, value) {
      values.set(key, { value, storedAt: clock.now() })
    },
    // An invalidation also drops the load in flight: a fetch after it starts a new load instead
    // of joining one that began before (and may answer with what was true before).
    invalidate(key) {
      if (key === undefined) {
        values.clear()
        inFlight.clear()
      } else {
        values.delete(key)
        inFlight.delete(key)
      }
    },
  }
}
