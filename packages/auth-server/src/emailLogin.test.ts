import { API_PATHS } from '@latch/embedded-wallet'
import { afterEach, describe, expect, it } from 'vitest'
import type { AuthServiceOptions } from './service/authServiceOptions'
import { type AuthTestKit, startAuthTestKit } from './testing/authTestKit'
import { useStoreMatrix } from './testing/storeMatrix'

let kit: AuthTestKit
afterEach(() => kit.service.close())

const wrong = (code: string) => (code === '000000' ? '111111' : '000000')

const matrix = useStoreMatrix()

describe.each(matrix.stores)('on %s', (store) => {
  const startKit = async (options: Partial<AuthServiceOptions> = {}) =>
    startAuthTestKit({ database: await matrix.database(store), ...options })

  describe('email sign-in with a one-time code', () => {
    it('signs a new user in with the mailed 6-digit code and serves the user at /v1/user', async () => {
      kit = await startKit()
      const start = await kit.post(API_PATHS.emailStart, { email: ' Ada@Example.com ', deviceId: 'd1' })
      expect(start.status).toBe(200)
      expect(start.body).toEqual({ action: 'VERIFY_OTP', loginId: expect.any(String) })
      const [mail] = await kit.mails('ada@example.com')
      expect(mail?.code).toMatch(/^\d{6}$/)
      expect(mail?.text).toContain(mail?.code)
      const verify = await kit.post(API_PATHS.emailVerify, { loginId: start.body.loginId, otp: mail?.code })
      expect(verify.status).toBe(200)
      expect(verify.body.token).toMatch(/^[\w-]{43}$/)
      expect(verify.body.user).toEqual({
        id: expect.any(String),
        email: 'ada@example.com',
        preferredAccountType: 'eoa',
      })
      const me = await kit.get(API_PATHS.user, String(verify.body.token))
      expect(me).toEqual({ status: 200, body: { user: verify.body.user } })
    })

    it('refuses an invalid email with INVALID_EMAIL (400)', async () => {
      kit = await startKit()
      for (const email of ['not-an-email', 'a@b', '', 42]) {
        const response = await kit.post(API_PATHS.emailStart, { email, deviceId: 'd1' })
        expect(response.status).toBe(400)
        expect(response.body).toEqual({
          error: { code: 'INVALID_EMAIL', message: 'Enter a valid email address.' },
        })
      }
    })

    it('answers INVALID_REQUEST for a body that is not JSON or too large, and LOGIN_NOT_FOUND for an unknown login', async () => {
      kit = await startKit()
      const notJson = await fetch(`${kit.url}${API_PATHS.emailStart}`, { method: 'POST', body: '{oops' })
      expect(notJson.status).toBe(400)
      expect((await notJson.json()).error.code).toBe('INVALID_REQUEST')
      const large = await kit.post(API_PATHS.emailStart, {
        email: 'a@example.com',
        deviceId: 'x'.repeat(20_000),
      })
      expect(large.status).toBe(413)
      expect((large.body.error as { code: string }).code).toBe('INVALID_REQUEST')
      const unknown = await kit.post(API_PATHS.emailVerify, { loginId: 'nope', otp: '123456' })
      expect(unknown.status).toBe(404)
      expect((unknown.body.error as { code: string }).code).toBe('LOGIN_NOT_FOUND')
    })

    it('counts wrong codes and kills the code after maxAttempts, even for the right code', async () => {
      kit = await startKit({ otp: { maxAttempts: 3 } })
      const { body } = await kit.post(API_PATHS.emailStart, { email: 'a@example.com', deviceId: 'd1' })
      const code = await kit.lastCode('a@example.com')
      const messages: string[] = []
      const left: unknown[] = []
      for (let attempt = 0; attempt < 3; attempt++) {
        const response = await kit.post(API_PATHS.emailVerify, { loginId: body.loginId, otp: wrong(code) })
        expect(response.status).toBe(400)
        const error = response.body.error as { code: string; message: string; attemptsLeft?: unknown }
        expect(error.code).toBe('OTP_INVALID')
        messages.push(error.message)
        left.push(error.attemptsLeft)
      }
      expect(messages).toEqual([
        'Invalid code. 2 attempts left.',
        'Invalid code. 1 attempt left.',
        'Invalid code. No attempts left: ask for a new code.',
      ])
      // the count is in the answer as a number, so a client need not read it out of the text
      expect(left).toEqual([2, 1, 0])
      const right = await kit.post(API_PATHS.emailVerify, { loginId: body.loginId, otp: code })
      expect(right.status).toBe(400)
      expect(right.body.error).toEqual({
        code: 'OTP_ATTEMPTS',
        message: 'Too many wrong codes: ask for a new one.',
        attemptsLeft: 0,
      })
    })

    it('a fresh code after the last wrong one is accepted: Resend gives the attempts back', async () => {
      kit = await startKit({ otp: { maxAttempts: 2 } })
      const { body } = await kit.post(API_PATHS.emailStart, { email: 'a@example.com', deviceId: 'd1' })
      const first = await kit.lastCode('a@example.com')
      for (let attempt = 0; attempt < 2; attempt++)
        await kit.post(API_PATHS.emailVerify, { loginId: body.loginId, otp: wrong(first) })
      kit.advance(30_000)
      expect((await kit.post(API_PATHS.emailResend, { loginId: body.loginId })).status).toBe(200)
      const second = (await kit.mails('a@example.com')).at(-1)?.code ?? ''
      const again = await kit.post(API_PATHS.emailVerify, { loginId: body.loginId, otp: wrong(second) })
      expect((again.body.error as { attemptsLeft?: unknown }).attemptsLeft).toBe(1)
      const right = await kit.post(API_PATHS.emailVerify, { loginId: body.loginId, otp: second })
      expect(right.status).toBe(200)
    })

    it('refuses an expired code with OTP_EXPIRED', async () => {
      kit = await startKit({ otp: { ttlMs: 60_000 } })
      const { body } = await kit.post(API_PATHS.emailStart, { email: 'a@example.com', deviceId: 'd1' })
      const code = await kit.lastCode('a@example.com')
      kit.advance(60_000)
      const response = await kit.post(API_PATHS.emailVerify, { loginId: body.loginId, otp: code })
      expect(response.status).toBe(400)
      expect((response.body.error as { code: string }).code).toBe('OTP_EXPIRED')
    })

    it('resends a fresh code that replaces the old one, after the cooldown only', async () => {
      kit = await startKit()
      const { body } = await kit.post(API_PATHS.emailStart, { email: 'a@example.com', deviceId: 'd1' })
      const first = await kit.lastCode('a@example.com')
      const early = await kit.post(API_PATHS.emailResend, { loginId: body.loginId })
      expect(early.status).toBe(429)
      expect(early.body.error).toEqual({
        code: 'RATE_LIMITED',
        message: 'Wait 30 s before asking for a new code.',
      })
      kit.advance(30_000)
      expect((await kit.post(API_PATHS.emailResend, { loginId: body.loginId })).status).toBe(200)
      const mails = await kit.mails('a@example.com')
      expect(mails).toHaveLength(2)
      const second = mails[1]?.code ?? ''
      if (second !== first) {
        const old = await kit.post(API_PATHS.emailVerify, { loginId: body.loginId, otp: first })
        expect((old.body.error as { code: string }).code).toBe('OTP_INVALID')
      }
      const fresh = await kit.post(API_PATHS.emailVerify, { loginId: body.loginId, otp: second })
      expect(fresh.status).toBe(200)
    })

    it('caps the mails per address and window with RATE_LIMITED (429)', async () => {
      kit = await startKit({ otp: { maxSendsPerWindow: 3, sendWindowMs: 60 * 60_000 } })
      const { body } = await kit.post(API_PATHS.emailStart, { email: 'a@example.com', deviceId: 'd1' })
      for (let i = 0; i < 2; i++) {
        kit.advance(30_000)
        expect((await kit.post(API_PATHS.emailResend, { loginId: body.loginId })).status).toBe(200)
      }
      kit.advance(30_000)
      const capped = await kit.post(API_PATHS.emailResend, { loginId: body.loginId })
      expect(capped.status).toBe(429)
      expect(capped.body.error).toEqual({
        code: 'RATE_LIMITED',
        message: 'Too many mails to this address: try again later.',
      })
      const another = await kit.post(API_PATHS.emailStart, { email: 'a@example.com', deviceId: 'd2' })
      expect(another.status).toBe(429)
      expect(await kit.mails('a@example.com')).toHaveLength(3)
      kit.advance(60 * 60_000)
      const later = await kit.post(API_PATHS.emailStart, { email: 'a@example.com', deviceId: 'd2' })
      expect(later.status).toBe(200)
    })
  })
})
