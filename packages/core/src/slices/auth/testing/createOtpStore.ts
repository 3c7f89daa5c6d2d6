// Test double of the future auth service's one-time codes (not shipped API): codes are random,
// only their SHA-256 is kept, each expires and allows a capped number of attempts.
import { sha256 } from '@noble/hashes/sha2.js'
import { bytesToHex } from '@noble/hashes/utils.js'
import { ValidationError } from '../../../shared/errors/errors'

/**
 * Codes live this long.
 *
 * @example
 * ```ts
 * advanceClock(OTP_TTL_MS) // the code has expired
 * ```
 */
export const OTP_TTL_MS = 10 * 60_000
/**
 * Wrong attempts allowed before the code is burnt.
 *
 * @example
 * ```ts
 * for (let i = 0; i < OTP_MAX_ATTEMPTS; i++) otp.verify(key, 'wrong') // the last throws 'Too many attempts'
 * ```
 */
export const OTP_MAX_ATTEMPTS = 3

const hash = (code: string) => bytesToHex(sha256(new TextEncoder().encode(code)))

/**
 * One-time codes keyed by purpose and address.
 *
 * @param now - Clock.
 * @returns `issue` (returns the plain code, for the dev mailbox) and `verify`.
 * @example
 * ```ts
 * const otp = createOtpStore(Date.now)
 * const code = otp.issue('login:a@example.com')
 * otp.verify('login:a@example.com', code)
 * ```
 */
export function createOtpStore(now: () => number) {
  const codes = new Map<string, { hash: string; expiresAt: number; attempts: number }>()
  return {
    issue(key: string): string {
      const [n] = crypto.getRandomValues(new Uint32Array(1))
      const code = String((n ?? 0) % 1_000_000).padStart(6, '0')
      codes.set(key, { hash: hash(code), expiresAt: now() + OTP_TTL_MS, attempts: 0 })
      return code
    },
    verify(key: string, code: string): void {
      const entry = codes.get(key)
      if (!entry) throw new ValidationError('No code was sent', { code: 'OTP_MISSING' })
      if (now() >= entry.expiresAt) {
        codes.delete(key)
        throw new ValidationError('Code expired', { code: 'OTP_EXPIRED' })
      }
      if (entry.hash === hash(String(code))) {
        codes.delete(key)
        return
      }
      entry.attempts += 1
      if (entry.attempts >= OTP_MAX_ATTEMPTS) {
        codes.delete(key)
        throw new ValidationError('Too many attempts', { code: 'OTP_ATTEMPTS_EXCEEDED' })
      }
      throw new ValidationError('Invalid code', { code: 'OTP_INVALID' })
    },
  }
}
