import {
  type ApiClient,
  type ApiRequestOptions,
  assertSessionTopic,
  cloneFrozen,
  createQueryCache,
  deepFreeze,
  filterSendableTokens,
  type QueryCache,
  systemClock,
  type TokenBalance,
} from '@latch/core'
import { describe, expectTypeOf, it } from 'vitest'

describe('generic helpers of @latch/core', () => {
  it('createQueryCache keeps its value type through fetch, peek and set', () => {
    const cache = createQueryCache<number>({ ttlMs: 1000, clock: systemClock() })
    expectTypeOf(cache).toEqualTypeOf<QueryCache<number>>()
    expectTypeOf(cache.fetch('k', async () => 1)).resolves.toEqualTypeOf<number>()
    expectTypeOf(cache.peek('k')).toEqualTypeOf<number | undefined>()
    // @ts-expect-error a string is not the cached type
    cache.set('k', 'one')
    // @ts-expect-error the loader must produce the cached type
    cache.fetch('k', async () => 'one')
  })

  it('ApiClient.getJson returns what the validator proves', () => {
    const client = {} as ApiClient
    const isName = (value: unknown): value is { name: string } => typeof value === 'object'
    expectTypeOf(client.getJson('/x', { validate: isName })).resolves.toEqualTypeOf<{ name: string }>()
    expectTypeOf<ApiRequestOptions<number>['validate']>().toEqualTypeOf<(value: unknown) => value is number>()
    // @ts-expect-error the validator is required
    client.getJson('/x', {})
  })

  it('cloneFrozen and deepFreeze keep the value type', () => {
    expectTypeOf(cloneFrozen({ a: 1n })).toEqualTypeOf<{ a: bigint }>()
    expectTypeOf(deepFreeze([1, 2] as const)).toEqualTypeOf<readonly [1, 2]>()
  })

  it('assertSessionTopic returns the record type of the sessions it was given', () => {
    type Session = { expiry: number; peer: string }
    const sessions = new Map<string, Session>()
    expectTypeOf(assertSessionTopic('t', sessions, Date.now())).toEqualTypeOf<Session>()
    expectTypeOf(assertSessionTopic('t', { a: { expiry: 1 } }, 0)).toEqualTypeOf<{ expiry: number }>()
    // @ts-expect-error a record without expiry cannot expire
    assertSessionTopic('t', new Map([['a', { peer: 'x' }]]), 0)
  })

  it('filterSendableTokens keeps the token type it was given', () => {
    const tokens = [] as (TokenBalance & { pinned: boolean })[]
    expectTypeOf(filterSendableTokens(tokens)).toEqualTypeOf<(TokenBalance & { pinned: boolean })[]>()
    // @ts-expect-error items need a quantity
    filterSendableTokens([{ symbol: 'ETH' }])
  })
})
