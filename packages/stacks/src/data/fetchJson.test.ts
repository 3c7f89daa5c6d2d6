import { describe, expect, it } from 'vitest'
import { apiBase, type FetchLike, fetchJson } from './fetchJson'

// A fetch that answers with a fixed Response: stands in for the app's API server, which the
// integration tests run for real (tests/integration/stacks/discoveryAndSignIn.test.ts).
const answering =
  (status: number, body: string): FetchLike =>
  async () =>
    new Response(body, { status })

describe('account data requests to the app-configured API', () => {
  it('maps 429 to RATE_LIMITED, 5xx to SERVER_ERROR, other failures to INVALID_RESPONSE or NETWORK', async () => {
    await expect(fetchJson(answering(429, '{}'), 'http://127.0.0.1/x')).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      status: 429,
    })
    await expect(fetchJson(answering(503, '{}'), 'http://127.0.0.1/x')).rejects.toMatchObject({
      code: 'SERVER_ERROR',
      status: 503,
    })
    await expect(fetchJson(answering(404, '{}'), 'http://127.0.0.1/x')).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
    })
    await expect(fetchJson(answering(200, 'not json'), 'http://127.0.0.1/x')).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
    })
    const failing: FetchLike = async () => {
      throw new TypeError('fetch failed')
    }
    await expect(fetchJson(failing, 'http://127.0.0.1/x')).rejects.toMatchObject({ code: 'NETWORK' })
    await expect(fetchJson(answering(200, '{"a":1}'), 'http://127.0.0.1/x')).resolves.toEqual({ a: 1 })
  })

  it('uses the first HTTP URL the app configured, without a trailing slash', () => {
    expect(apiBase({ rpcUrls: { default: { http: ['http://127.0.0.1:3999/'] } } })).toBe(
      'http://127.0.0.1:3999',
    )
    expect(() => apiBase({ rpcUrls: { default: { http: [] } } })).toThrow(
      expect.objectContaining({ name: 'ApiError' }),
    )
  })
})
