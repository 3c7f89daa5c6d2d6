import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'
import { apiErrors } from '../errors/apiErrors'
import type { OutgoingMail } from '../mail/MailTransport'
import type { ServiceContext } from '../ServiceContext'

type OtpRow = { recipient: string; code_hash: string; attempts: number; sent_at: number; expires_at: number }

// Bound to the code's purpose (`ref`, e.g. `login:<id>`) so a hash cannot be replayed elsewhere.
function hashCode(secret: Uint8Array, ref: string, code: string): Buffer {
  return createHmac('sha256', secret).update(`${ref}\n${code}`).digest()
}

/**
 * Refuses (429 RATE_LIMITED) when `recipient` already got the per-window maximum of mails.
 *
 * @param context - The service.
 * @param recipient - The address about to be mailed.
 * @example
 * ```ts
 * assertCanMail(context, 'a@example.com')
 * ```
 */
export function assertCanMail(context: ServiceContext, recipient: string): void {
  const { maxSendsPerWindow, sendWindowMs } = context.otp
  if (context.mailer.sendsSince(recipient, context.now() - sendWindowMs) >= maxSendsPerWindow)
    throw apiErrors.rateLimited('Too many mails to this address: try again later.')
}

/**
 * Refuses (429 RATE_LIMITED) a new code for `ref` while the previous one is younger than the cooldown.
 *
 * @param context - The service.
 * @param ref - The code's purpose, e.g. `login:<id>`.
 * @example
 * ```ts
 * assertResendAllowed(context, `login:${loginId}`)
 * ```
 */
export function assertResendAllowed(context: ServiceContext, ref: string): void {
  const row = context.db
    .prepare<[string], Pick<OtpRow, 'sent_at'>>('SELECT sent_at FROM otp_codes WHERE ref = ?')
    .get(ref)
  if (!row) return
  const wait = row.sent_at + context.otp.resendCooldownMs - context.now()
  if (wait > 0) throw apiErrors.rateLimited(`Wait ${Math.ceil(wait / 1000)} s before asking for a new code.`)
}

/**
 * Makes a fresh 6-digit code for `ref` (replacing any earlier one, attempts reset), stores only
 * its HMAC, and mails it. Checks the per-address send cap first.
 *
 * @param context - The service.
 * @param ref - The code's purpose, e.g. `login:<id>` or `change:<id>`.
 * @param recipient - Where the code goes.
 * @param mail - Builds the mail from the code.
 * @example
 * ```ts
 * await sendOtp(context, `login:${id}`, email, (code) => mailMessages.loginCode(email, code, context.otp.ttlMs))
 * ```
 */
export async function sendOtp(
  context: ServiceContext,
  ref: string,
  recipient: string,
  mail: (code: string) => OutgoingMail,
): Promise<void> {
  assertCanMail(context, recipient)
  const code = randomInt(0, 1_000_000).toString().padStart(6, '0')
  const now = context.now()
  context.db
    .prepare(
      `INSERT INTO otp_codes (ref, recipient, code_hash, attempts, sent_at, expires_at) VALUES (?, ?, ?, 0, ?, ?)
       ON CONFLICT (ref) DO UPDATE SET recipient = excluded.recipient, code_hash = excluded.code_hash,
         attempts = 0, sent_at = excluded.sent_at, expires_at = excluded.expires_at`,
    )
    .run(ref, recipient, hashCode(context.secret, ref, code).toString('hex'), now, now + context.otp.ttlMs)
  try {
    await context.mailer.send(mail(code))
  } catch {
    throw apiErrors.mailFailed()
  }
}

/**
 * Checks `otp` against the code of `ref` in constant time. A right code is consumed; a wrong one
 * counts an attempt (OTP_INVALID); after `maxAttempts` wrong ones the code is dead (OTP_ATTEMPTS,
 * even for the right code); past its lifetime OTP_EXPIRED.
 *
 * @param context - The service.
 * @param ref - The code's purpose.
 * @param otp - What the user typed.
 * @example
 * ```ts
 * verifyOtp(context, `login:${loginId}`, '123456')
 * ```
 */
export function verifyOtp(context: ServiceContext, ref: string, otp: string): void {
  const { db, otp: policy } = context
  const row = db.prepare<[string], OtpRow>('SELECT * FROM otp_codes WHERE ref = ?').get(ref)
  if (!row) throw apiErrors.otpExpired()
  if (row.attempts >= policy.maxAttempts) throw apiErrors.otpAttempts()
  if (row.expires_at <= context.now()) throw apiErrors.otpExpired()
  const given = hashCode(context.secret, ref, otp.trim())
  if (timingSafeEqual(given, Buffer.from(row.code_hash, 'hex'))) {
    db.prepare('DELETE FROM otp_codes WHERE ref = ?').run(ref)
    return
  }
  db.prepare('UPDATE otp_codes SET attempts = attempts + 1 WHERE ref = ?').run(ref)
  throw apiErrors.otpInvalid(policy.maxAttempts - row.attempts - 1)
}

/**
 * Forgets the code of `ref` (its login or change ended).
 *
 * @param context - The service.
 * @param ref - The code's purpose.
 * @example
 * ```ts
 * dropOtp(context, `change:${changeId}`)
 * ```
 */
export function dropOtp(context: ServiceContext, ref: string): void {
  context.db.prepare('DELETE FROM otp_codes WHERE ref = ?').run(ref)
}
