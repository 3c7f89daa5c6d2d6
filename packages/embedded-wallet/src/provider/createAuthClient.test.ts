import { ApiError, UNTRUSTED_TEXT_MAX } from '@latch/core'
import { describe, expect, it } from 'vitest'
import { createAuthClient } from './createAuthClient'

/** An auth service that answers every call with `body` and `status` (one Latch does not control). */
const service =
  (body: string, status = 200): typeof fetch =>
  async () =>
    new Response(body, { status, headers: { 'content-type': 'application/json' } })

describe('createAuthClient: the auth service’s answer is untrusted', () => {
  it('reads a well-formed answer', async () => {
    const client = createAuthClient({ authUrl: 'http://127.0.0.1:1', fetch: service('{"user":{"id":"u1"}}') })
    await expect(client.call({ path: '/user', method: 'GET' })).resolves.toEqual({ user: { id: 'u1' } })
  })

  it('cuts an error message of a megabyte and an over-long code', async () => {
    const body = JSON.stringify({ error: { code: 'C'.repeat(100_000), message: 'm'.repeat(1_000_000) } })
    const client = createAuthClient({ authUrl: 'http://127.0.0.1:1', fetch: service(body, 400) })
    const error = (await client.call({ path: '/user', method: 'GET' }).catch((e: unknown) => e)) as ApiError
    expect(error).toBeInstanceOf(ApiError)
    expect(error.message.length).toBeLessThan(3 * UNTRUSTED_TEXT_MAX)
    expect(String(error.code).length).toBeLessThanOrEqual(64)
  })
})
