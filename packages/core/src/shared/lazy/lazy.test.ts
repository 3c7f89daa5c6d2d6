import { describe, expect, it } from 'vitest'
import { lazy } from './lazy'
import { delegateAsync, forwardAsync, lazyPart } from './lazyFacades'

describe('lazy slices', () => {
  it('builds once for every caller, and peek() returns the value once built', async () => {
    let builds = 0
    const value = lazy(async () => {
      builds += 1
      return { n: builds }
    })
    expect(value.peek()).toBeUndefined()
    const [a, b] = await Promise.all([value.load(), value.load()])
    expect(a).toBe(b)
    expect(builds).toBe(1)
    expect(value.peek()).toBe(a)
  })

  it('a load that failed (a chunk the network dropped) is tried again on the next use', async () => {
    let attempts = 0
    const value = lazy(async () => {
      attempts += 1
      if (attempts === 1) throw new Error('Failed to fetch dynamically imported module')
      return 'slice'
    })
    await expect(value.load()).rejects.toThrow('Failed to fetch')
    await expect(value.load()).resolves.toBe('slice')
    expect(attempts).toBe(2)
  })

  it('a facade calls a loaded slice in the same turn, so a popup it opens stays inside the click', async () => {
    const opened: string[] = []
    const api = { open: async (what: string) => void opened.push(what) }
    const slice = lazy(async () => ({ api }))
    const facade = delegateAsync(
      lazyPart(slice, (s) => s.api),
      ['open'],
    )
    // not loaded yet: the call waits for the load
    const first = facade.open('first')
    expect(opened).toEqual([])
    await first
    expect(opened).toEqual(['first'])
    // loaded: the call reaches the slice synchronously
    void facade.open('second')
    expect(opened).toEqual(['first', 'second'])
  })
})

describe('a facade method that takes a request', () => {
  it('takes a copy at the call: what the caller changes while the code loads does not reach the slice', async () => {
    const seen: unknown[] = []
    const slice = lazy(async () => ({
      send: async (request: { calls: { to: string; value: bigint }[] }) => void seen.push(request),
      watch: async (listener: () => void) => void seen.push(listener),
    }))
    const facade = delegateAsync(slice, ['send', 'watch'])
    const request = { calls: [{ to: '0xaa', value: 1n }] }
    const sending = facade.send(request)
    request.calls[0]!.to = '0xbb'
    request.calls.push({ to: '0xcc', value: 5n })
    await sending
    expect(seen[0]).toEqual({ calls: [{ to: '0xaa', value: 1n }] })
    // what cannot be cloned (a listener) is passed as it is
    const listener = () => undefined
    await facade.watch(listener)
    expect(seen[1]).toBe(listener)
  })

  it('a forwarding front loads its target on each call and passes the arguments as given, after the load', async () => {
    const received: unknown[] = []
    const target = lazy(async () => ({
      lookup: async (item: { name: string }) => {
        received.push(item)
        return item.name
      },
    }))
    const front = forwardAsync(target.load, ['lookup'])
    const item = { name: 'vitalik.eth' }
    const answer = front.lookup(item)
    // nothing runs in the caller's turn, loaded or not
    expect(received).toEqual([])
    await expect(answer).resolves.toBe('vitalik.eth')
    expect(received[0]).toBe(item)
    await target.load()
    const again = front.lookup(item)
    expect(received).toHaveLength(1)
    await again
    expect(received).toHaveLength(2)
  })
})
