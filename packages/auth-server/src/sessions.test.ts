import { API_PATHS } from '@latch/embedded-wallet'
import { afterEach, describe, expect, it } from 'vitest'
import type { AuthServiceOptions } from './service/authServiceOptions'
import { type AuthTestKit, startAuthTestKit } from './testing/authTestKit'
import { useStoreMatrix } from './testing/storeMatrix'

let kit: AuthTestKit
afterEach(() => kit.service.close())

const matrix = useStoreMatrix()

describe.each(matrix.stores)('on %s', (store) => {
  const startKit = async (options: Partial<AuthServiceOptions> = {}) =>
    startAuthTestKit({ database: await matrix.database(store), ...options })

  describe('sessions and the user record', () => {
    it('answers UNAUTHORIZED (401) without a session, with a forged one, and after sign-out', async () => {
      kit = await startKit()
      const { token } = await kit.signIn('a@example.com')
      expect(await kit.get(API_PATHS.user)).toEqual({
        status: 401,
        body: {
          error: { code: 'UNAUTHORIZED', message: 'Sign in first: the session is missing or has expired.' },
        },
      })
      expect((await kit.get(API_PATHS.user, 'forged')).status).toBe(401)
      expect((await kit.post(API_PATHS.signOut, {}, token)).status).toBe(200)
      expect((await kit.get(API_PATHS.user, token)).status).toBe(401)
      expect((await kit.post(API_PATHS.signOut, {}, token)).status).toBe(401)
    })

    it('ends sessions after 30 days', async () => {
      kit = await startKit()
      const { token } = await kit.signIn('a@example.com')
      kit.advance(30 * 24 * 60 * 60_000 - 1)
      expect((await kit.get(API_PATHS.user, token)).status).toBe(200)
      kit.advance(1)
      expect((await kit.get(API_PATHS.user, token)).status).toBe(401)
    })

    it('stores the preferred account type', async () => {
      kit = await startKit()
      const { token } = await kit.signIn('a@example.com')
      const set = await kit.post(API_PATHS.accountType, { type: 'smartAccount' }, token)
      expect(set.body.user).toMatchObject({ preferredAccountType: 'smartAccount' })
      expect((await kit.post(API_PATHS.accountType, { type: 'other' }, token)).status).toBe(400)
      expect((await kit.get(API_PATHS.user, token)).body.user).toMatchObject({
        preferredAccountType: 'smartAccount',
      })
    })

    it('answers NOT_FOUND for an unknown path and INVALID_REQUEST (405) for a wrong method', async () => {
      kit = await startKit()
      const missing = await kit.get('/v1/nothing')
      expect(missing.status).toBe(404)
      expect((missing.body.error as { code: string }).code).toBe('NOT_FOUND')
      const method = await kit.get(API_PATHS.emailStart)
      expect(method.status).toBe(405)
      expect((method.body.error as { code: string }).code).toBe('INVALID_REQUEST')
    })
  })
})
