import {
  ApiError,
  createApiClient,
  createNetworkStatus,
  getAllowedOrigins,
  getAnalyticsConfig,
  getImage,
  getProjectConfig,
  getWallets,
} from '@latch/core'
import { type ApiServer, createManualClock, startApiServer } from '@latch/testing/api'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

let server: ApiServer

beforeEach(async () => {
  server = await startApiServer()
})
afterEach(async () => {
  await server.close()
})

const urlsOf = (url: string) => ({ api: url, data: url, analytics: url })

describe('API client against the local server', () => {
  it('sends projectId, st and sv with every request and reads data and count of /getWallets', async () => {
    const api = createApiClient({ projectId: 'proj-1', urls: urlsOf(server.url) })
    const page = await getWallets(api, {
      page: 2,
      entries: 40,
      chains: ['eip155:1', 'solana:x'],
      badge_type: 'none',
    })
    expect(page.data).toHaveLength(40)
    expect(page.count).toBeGreaterThan(0)
    expect(server.requests).toHaveLength(1)
    expect(server.requests[0]).toMatchObject({
      method: 'GET',
      path: '/getWallets',
      query: {
        projectId: 'proj-1',
        st: 'latch',
        sv: expect.any(String),
        page: '2',
        entries: '40',
        chains: 'eip155:1,solana:x',
        badge_type: 'none',
      },
    })
  })

  it('shares one HTTP request between identical requests in flight', async () => {
    const api = createApiClient({ projectId: 'p', urls: urlsOf(server.url) })
    const results = await Promise.all([1, 2, 3].map(() => getWallets(api, { page: 1, entries: 4 })))
    expect(results[0]).toEqual(results[2])
    expect(server.requests.filter((r) => r.path === '/getWallets')).toHaveLength(1)
  })

  it('waits for a slow answer within the timeout and still shares one request', async () => {
    server.fail('/getWallets', { delayMs: 150 })
    const api = createApiClient({ projectId: 'p', urls: urlsOf(server.url), clock: createManualClock() })
    const results = await Promise.all([
      getWallets(api, { page: 3, entries: 40 }),
      getWallets(api, { page: 3, entries: 40 }),
    ])
    expect(results[0]?.data).toHaveLength(40)
    expect(server.requests).toHaveLength(1)
  })

  it('ignores and reports a malformed JSON body without retrying it', async () => {
    server.fail('/getWallets', 'malformed')
    const reported: ApiError[] = []
    const api = createApiClient({
      projectId: 'p',
      urls: urlsOf(server.url),
      onInvalidResponse: (e) => reported.push(e),
    })
    await expect(getWallets(api, { page: 1, entries: 40 })).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
    })
    expect(reported).toHaveLength(1)
    expect(server.requests).toHaveLength(1)
  })

  it('retries dropped connections and 5xx with back-off 1000, 2000, 4000 ms, then succeeds', async () => {
    server.fail('/getWallets', 'drop', { times: 2 })
    server.fail('/getWallets', { status: 503 }, { times: 1 })
    const clock = createManualClock()
    const api = createApiClient({ projectId: 'p', urls: urlsOf(server.url), clock })
    const result = getWallets(api, { page: 1, entries: 40 })
    for (const [count, wait] of [
      [1, 1000],
      [2, 2000],
      [3, 4000],
    ] as const) {
      await vi.waitFor(() => expect(server.requests).toHaveLength(count))
      await vi.waitFor(() => expect(clock.pendingDelays()).toEqual([wait]))
      await clock.advance(wait)
    }
    await expect(result).resolves.toMatchObject({ data: expect.any(Array) })
    expect(server.requests).toHaveLength(4)
  })

  it('gives up after 3 retries and rejects with SERVER_ERROR', async () => {
    server.fail('/getWallets', { status: 500 })
    const clock = createManualClock()
    const api = createApiClient({ projectId: 'p', urls: urlsOf(server.url), clock })
    const result = getWallets(api, { page: 1, entries: 40 }).catch((e: unknown) => e)
    for (const [count, wait] of [
      [1, 1000],
      [2, 2000],
      [3, 4000],
    ] as const) {
      await vi.waitFor(() => expect(server.requests).toHaveLength(count))
      await vi.waitFor(() => expect(clock.pendingDelays()).toEqual([wait]))
      await clock.advance(wait)
    }
    const error = await result
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ code: 'SERVER_ERROR', status: 500 })
    expect(server.requests).toHaveLength(4)
  })

  it('times out a request after 10 s (RPC-style timeout) and retries it', async () => {
    server.fail('/getWallets', 'hang', { times: 1 })
    const clock = createManualClock()
    const api = createApiClient({ projectId: 'p', urls: urlsOf(server.url), clock })
    const result = getWallets(api, { page: 1, entries: 40 })
    await vi.waitFor(() => expect(server.requests).toHaveLength(1))
    await clock.advance(9_999)
    expect(server.requests).toHaveLength(1)
    await clock.advance(1)
    await vi.waitFor(() => expect(clock.pendingDelays()).toEqual([1000]))
    await clock.advance(1000)
    await expect(result).resolves.toMatchObject({ count: expect.any(Number) })
    expect(server.requests).toHaveLength(2)
  })

  it('waits while offline and sends when back online', async () => {
    const network = createNetworkStatus(false)
    const api = createApiClient({ projectId: 'p', urls: urlsOf(server.url), network })
    const result = getWallets(api, { page: 1, entries: 4 })
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(server.requests).toHaveLength(0)
    network.setOnline(true)
    await expect(result).resolves.toMatchObject({ data: expect.any(Array) })
    expect(server.requests).toHaveLength(1)
  })
})

describe('image endpoints', () => {
  it('fetches wallet, asset, currency and token images as blobs from their SPEC paths', async () => {
    const api = createApiClient({ projectId: 'p', urls: urlsOf(server.url) })
    const blobs = await Promise.all(
      (['wallet', 'asset', 'currency', 'token'] as const).map((kind) => getImage(api, kind, `id-${kind}`)),
    )
    for (const blob of blobs) expect(blob.type).toBe('image/svg+xml')
    expect(server.requests.map((r) => r.path).sort()).toEqual([
      '/getWalletImage/id-wallet',
      '/public/getAssetImage/id-asset',
      '/public/getCurrencyImage/id-currency',
      '/public/getTokenImage/id-token',
    ])
    expect(server.requests.every((r) => r.query.projectId === 'p' && r.query.st === 'latch')).toBe(true)
  })
})

describe('image endpoints: what a stalled or hostile image server gets', () => {
  it('a download whose body stalls throws the typed timeout after 10 s per attempt, never a raw AbortError', async () => {
    server.fail('/getWalletImage/*', 'stallBody')
    const clock = createManualClock()
    const api = createApiClient({ projectId: 'p', urls: urlsOf(server.url), clock })
    const result = getImage(api, 'wallet', 'slow').catch((e: unknown) => e)
    for (const [count, wait] of [
      [1, 1000],
      [2, 2000],
      [3, 4000],
    ] as const) {
      await vi.waitFor(() => expect(server.requests).toHaveLength(count))
      await vi.waitFor(() => expect(clock.pendingDelays()).toEqual([10_000]))
      await clock.advance(10_000)
      await vi.waitFor(() => expect(clock.pendingDelays()).toEqual([wait]))
      await clock.advance(wait)
    }
    await vi.waitFor(() => expect(server.requests).toHaveLength(4))
    await vi.waitFor(() => expect(clock.pendingDelays()).toEqual([10_000]))
    await clock.advance(10_000)
    const error = await result
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ name: 'ApiError', code: 'TIMEOUT', shortMessage: 'Request timed out' })
  })

  it('refuses an "image" that is HTML or larger than 2 MB, reports it, and does not retry it', async () => {
    const reported: ApiError[] = []
    const api = createApiClient({
      projectId: 'p',
      urls: urlsOf(server.url),
      onInvalidResponse: (e) => reported.push(e),
    })
    server.fail('/getWalletImage/html', { raw: '<script>alert(1)</script>', contentType: 'text/html' })
    await expect(getImage(api, 'wallet', 'html')).rejects.toMatchObject({ code: 'INVALID_RESPONSE' })
    server.fail('/getWalletImage/huge', { raw: new Uint8Array(2_000_001), contentType: 'image/png' })
    await expect(getImage(api, 'wallet', 'huge')).rejects.toMatchObject({ code: 'INVALID_RESPONSE' })
    expect(reported).toHaveLength(2)
    expect(server.requests).toHaveLength(2)
  })
})

describe('JSON answers larger than any real one', () => {
  it('refuses a body over 5 MB as an invalid response instead of parsing it', async () => {
    server.fail('/getWallets', { body: { count: 1, data: [], padding: 'x'.repeat(5_000_001) } })
    const api = createApiClient({ projectId: 'p', urls: urlsOf(server.url) })
    await expect(getWallets(api, { page: 1, entries: 40 })).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
      details: expect.stringContaining('5000000 bytes'),
    })
  })
})

describe('project endpoints', () => {
  it('reads remote features from /appkit/v1/config', async () => {
    server.configure({ multiWallet: false })
    const api = createApiClient({ projectId: 'p', urls: urlsOf(server.url) })
    expect(await getProjectConfig(api)).toEqual({ multiWallet: false })
    expect(server.requests.map((r) => r.path)).toEqual(['/appkit/v1/config'])
  })

  it('reads allowedOrigins; 429 is RATE_LIMITED, 500-599 SERVER_ERROR, any other error an empty list', async () => {
    const api = createApiClient({ projectId: 'p', urls: urlsOf(server.url) })
    server.configure({ allowedOrigins: ['https://app.example'] })
    expect(await getAllowedOrigins(api)).toEqual(['https://app.example'])
    server.fail('/projects/v1/origins', { status: 429 }, { times: 1 })
    await expect(getAllowedOrigins(api)).rejects.toMatchObject({ code: 'RATE_LIMITED' })
    for (const status of [500, 503, 599]) {
      server.fail('/projects/v1/origins', { status }, { times: 1 })
      await expect(getAllowedOrigins(api)).rejects.toMatchObject({ code: 'SERVER_ERROR' })
    }
    server.fail('/projects/v1/origins', { status: 403 }, { times: 1 })
    expect(await getAllowedOrigins(api)).toEqual([])
    server.fail('/projects/v1/origins', 'malformed', { times: 1 })
    expect(await getAllowedOrigins(api)).toEqual([])
    server.fail('/projects/v1/origins', 'drop', { times: 1 })
    expect(await getAllowedOrigins(api)).toEqual([])
    expect(server.requests.filter((r) => r.path === '/projects/v1/origins')).toHaveLength(8)
  })

  it('treats any analytics config failure as analytics disabled', async () => {
    const api = createApiClient({ projectId: 'p', urls: urlsOf(server.url) })
    expect(await getAnalyticsConfig(api)).toBe(true)
    server.fail('/getAnalyticsConfig', { status: 500 }, { times: 1 })
    expect(await getAnalyticsConfig(api)).toBe(false)
    server.fail('/getAnalyticsConfig', 'malformed', { times: 1 })
    expect(await getAnalyticsConfig(api)).toBe(false)
  })
})
