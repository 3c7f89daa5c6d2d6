import { describe, expect, it } from 'vitest'
import { createDataCaches } from '../../slices/accountData/createDataCaches'
import { CONSTANTS } from '../constants/constants'
import { createQueryCache } from './createQueryCache'

function clockAt(start = 0) {
  let now = start
  return { now: () => now, advance: (ms: number) => (now += ms) }
}

describe('query cache', () => {
  it('shares one load between concurrent fetches of the same key', async () => {
    const cache = createQueryCache<number>({ ttlMs: 1000, clock: clockAt() })
    let loads = 0
    const load = () => new Promise<number>((resolve) => setTimeout(() => resolve(++loads), 5))
    const values = await Promise.all([cache.fetch('k', load), cache.fetch('k', load), cache.fetch('k', load)])
    expect(values).toEqual([1, 1, 1])
    expect(loads).toBe(1)
  })

  it('a fetch after an invalidation starts a new load instead of joining the one in flight, and the older load stores nothing', async () => {
    const cache = createQueryCache<string>({ ttlMs: 1000, clock: clockAt() })
    let answerOld: (value: string) => void = () => {}
    const old = cache.fetch('k', () => new Promise<string>((resolve) => (answerOld = resolve)))
    // the balance changed (a deposit): the app forces a fresh read while the first is in flight
    cache.invalidate('k')
    const fresh = cache.fetch('k', async () => 'after the deposit')
    expect(await fresh).toBe('after the deposit')
    answerOld('before the deposit')
    expect(await old).toBe('before the deposit')
    expect(await cache.fetch('k', async () => 'never asked')).toBe('after the deposit')
    expect(cache.peek('k')).toBe('after the deposit')
  })

  it('does not cache a failed load', async () => {
    const cache = createQueryCache<number>({ ttlMs: 1000, clock: clockAt() })
    await expect(cache.fetch('k', () => Promise.reject(new Error('x')))).rejects.toThrow('x')
    expect(await cache.fetch('k', async () => 2)).toBe(2)
  })

  it.each([
    ['portfolio', CONSTANTS.cachePortfolioMs, 30_000],
    ['nativeBalance', CONSTANTS.cacheNativeBalanceMs, 30_000],
    ['ens', CONSTANTS.cacheEnsMs, 300_000],
    ['identity', CONSTANTS.cacheIdentityMs, 300_000],
    ['transactionHistory', CONSTANTS.cacheTransactionHistoryMs, 15_000],
    ['tokenPrice', CONSTANTS.cacheTokenPriceMs, 15_000],
  ] as const)('keeps %s for its SPEC expiry (%i ms) and reloads after', async (name, ttl, expected) => {
    expect(ttl).toBe(expected)
    const clock = clockAt()
    const caches = createDataCaches(clock)
    const cache = caches[name] as unknown as ReturnType<typeof createQueryCache<string>>
    let loads = 0
    const load = async () => `v${++loads}`
    expect(await cache.fetch('k', load)).toBe('v1')
    clock.advance(expected - 1)
    expect(await cache.fetch('k', load)).toBe('v1')
    clock.advance(1)
    expect(await cache.fetch('k', load)).toBe('v2')
  })
})
