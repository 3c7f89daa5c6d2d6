import { API_PATHS } from '@latch/embedded-wallet'
import { afterEach, describe, expect, it } from 'vitest'
import type { AuthServiceOptions } from './service/authServiceOptions'
import { APP_ORIGIN, type AuthTestKit, startAuthTestKit } from './testing/authTestKit'
import { useStoreMatrix } from './testing/storeMatrix'

let kit: AuthTestKit
afterEach(() => kit.service.close())

const preflight = (origin: string) =>
  fetch(`${kit.url}${API_PATHS.emailStart}`, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type',
    },
  })

const matrix = useStoreMatrix()

describe.each(matrix.stores)('on %s', (store) => {
  const startKit = async (options: Partial<AuthServiceOptions> = {}) =>
    startAuthTestKit({ database: await matrix.database(store), ...options })

  describe('CORS', () => {
    it('answers the preflight of an allowed origin and reflects it on the call', async () => {
      kit = await startKit()
      const response = await preflight(APP_ORIGIN)
      expect(response.status).toBe(204)
      expect(response.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN)
      expect(response.headers.get('access-control-allow-methods')).toBe('GET, POST, PUT')
      expect(response.headers.get('access-control-allow-headers')).toBe('content-type, authorization')
      const call = await fetch(`${kit.url}${API_PATHS.emailStart}`, {
        method: 'POST',
        headers: { origin: APP_ORIGIN, 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'a@example.com', deviceId: 'd1' }),
      })
      expect(call.status).toBe(200)
      expect(call.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN)
    })

    it('gives another origin no CORS headers and refuses its calls', async () => {
      kit = await startKit()
      const response = await preflight('http://127.0.0.1:6666')
      expect(response.status).toBe(403)
      expect(response.headers.get('access-control-allow-origin')).toBeNull()
      const call = await fetch(`${kit.url}${API_PATHS.emailStart}`, {
        method: 'POST',
        headers: { origin: 'http://127.0.0.1:6666', 'content-type': 'text/plain' },
        body: JSON.stringify({ email: 'a@example.com', deviceId: 'd1' }),
      })
      expect(call.status).toBe(403)
      expect(call.headers.get('access-control-allow-origin')).toBeNull()
      expect(await kit.mails('a@example.com')).toHaveLength(0)
    })

    it("lets the service's own pages call it (same origin, e.g. the device-approval button) without CORS headers", async () => {
      kit = await startKit({ publicUrl: 'http://localhost:4000/' })
      const own = await fetch(`${kit.url}${API_PATHS.deviceStatus}`, {
        method: 'POST',
        headers: { origin: 'http://localhost:4000', 'content-type': 'application/json' },
        body: JSON.stringify({ loginId: 'unknown' }),
      })
      expect(own.status).toBe(404)
      expect(((await own.json()) as { error: { code: string } }).error.code).toBe('LOGIN_NOT_FOUND')
      expect(own.headers.get('access-control-allow-origin')).toBeNull()
      const bound = await fetch(`${kit.url}${API_PATHS.deviceStatus}`, {
        method: 'POST',
        headers: { origin: kit.url, 'content-type': 'application/json' },
        body: JSON.stringify({ loginId: 'unknown' }),
      })
      // the address it listens on is not its public origin here
      expect(bound.status).toBe(403)
    })
  })
})
