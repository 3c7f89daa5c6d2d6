import { describe, expect, it } from 'vitest'
import { createOtpStore, OTP_MAX_ATTEMPTS, OTP_TTL_MS } from './createOtpStore'

describe('reference one-time codes', () => {
  it('accepts the right code once', () => {
    const otp = createOtpStore(() => 0)
    const code = otp.issue('login:a@example.com')
    expect(code).toMatch(/^\d{6}$/)
    expect(() => otp.verify('login:a@example.com', code)).not.toThrow()
    expect(() => otp.verify('login:a@example.com', code)).toThrow('No code was sent')
  })

  it('burns the code after the capped wrong attempts', () => {
    const otp = createOtpStore(() => 0)
    const code = otp.issue('k')
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 1; i < OTP_MAX_ATTEMPTS; i++) expect(() => otp.verify('k', wrong)).toThrow('Invalid code')
    expect(() => otp.verify('k', wrong)).toThrow('Too many attempts')
    expect(() => otp.verify('k', code)).toThrow('No code was sent')
  })

  it('expires codes', () => {
    let now = 0
    const otp = createOtpStore(() => now)
    const code = otp.issue('k')
    now = OTP_TTL_MS
    expect(() => otp.verify('k', code)).toThrow('Code expired')
  })
})
