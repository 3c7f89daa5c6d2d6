import { API_PATHS } from '@latch/embedded-wallet'
import { afterEach, describe, expect, it } from 'vitest'
import type { AuthServiceOptions } from './service/authServiceOptions'
import { type AuthTestKit, startAuthTestKit } from './testing/authTestKit'
import { useStoreMatrix } from './testing/storeMatrix'

let kit: AuthTestKit
afterEach(() => kit.service.close())

const errorCode = (body: Record<string, unknown>) => (body.error as { code: string }).code

const matrix = useStoreMatrix()

describe.each(matrix.stores)('on %s', (store) => {
  const startKit = async (options: Partial<AuthServiceOptions> = {}) =>
    startAuthTestKit({ database: await matrix.database(store), ...options })

  describe('email change', () => {
    it('confirms the current address, then the new one, and /v1/user shows the new email', async () => {
      kit = await startKit()
      const { token } = await kit.signIn('old@example.com')
      const change = await kit.post(API_PATHS.emailChange, { email: 'New@Example.com' }, token)
      expect(change.status).toBe(200)
      const changeId = change.body.changeId
      expect(changeId).toEqual(expect.any(String))
      expect(await kit.mails('new@example.com')).toHaveLength(0)
      const early = await kit.post(API_PATHS.emailChangeSecondary, { changeId, otp: '123456' }, token)
      expect(errorCode(early.body)).toBe('INVALID_REQUEST')

      const primary = await kit.post(
        API_PATHS.emailChangePrimary,
        { changeId, otp: await kit.lastCode('old@example.com') },
        token,
      )
      expect(primary).toEqual({ status: 200, body: {} })
      expect((await kit.get(API_PATHS.user, token)).body.user).toMatchObject({ email: 'old@example.com' })

      kit.advance(30_000)
      const resend = await kit.post(API_PATHS.emailChangeResend, { changeId }, token)
      expect(resend.body).toEqual({ changeId })
      expect(await kit.mails('new@example.com')).toHaveLength(2)

      const secondary = await kit.post(
        API_PATHS.emailChangeSecondary,
        { changeId, otp: await kit.lastCode('new@example.com') },
        token,
      )
      expect(secondary).toEqual({ status: 200, body: {} })
      expect((await kit.get(API_PATHS.user, token)).body.user).toMatchObject({ email: 'new@example.com' })
      const oldLogin = await kit.post(API_PATHS.emailStart, {
        email: 'new@example.com',
        deviceId: 'device-1',
      })
      expect(oldLogin.body.action).toBe('VERIFY_OTP')
    })

    it('refuses an email another account uses with EMAIL_TAKEN (409), and a wrong code with OTP_INVALID', async () => {
      kit = await startKit()
      await kit.signIn('taken@example.com')
      const { token } = await kit.signIn('me@example.com')
      const taken = await kit.post(API_PATHS.emailChange, { email: 'taken@example.com' }, token)
      expect(taken.status).toBe(409)
      expect(errorCode(taken.body)).toBe('EMAIL_TAKEN')
      const { body } = await kit.post(API_PATHS.emailChange, { email: 'free@example.com' }, token)
      const code = await kit.lastCode('me@example.com')
      const wrong = await kit.post(
        API_PATHS.emailChangePrimary,
        { changeId: body.changeId, otp: code === '000000' ? '111111' : '000000' },
        token,
      )
      expect(errorCode(wrong.body)).toBe('OTP_INVALID')
    })

    it('keeps a change to its own user and requires a session', async () => {
      kit = await startKit()
      const a = await kit.signIn('a@example.com')
      const b = await kit.signIn('b@example.com')
      const { body } = await kit.post(API_PATHS.emailChange, { email: 'c@example.com' }, a.token)
      const other = await kit.post(API_PATHS.emailChangeResend, { changeId: body.changeId }, b.token)
      expect(other.status).toBe(404)
      expect(errorCode(other.body)).toBe('NOT_FOUND')
      const anonymous = await kit.post(API_PATHS.emailChange, { email: 'c@example.com' })
      expect(anonymous.status).toBe(401)
    })
  })
})
