import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'
import type { SqlExecutor } from '../db/SqlStore'
import { apiErrors } from '../errors/apiErrors'
import type { OutgoingMail } from '../mail/MailTransport'
import type { ServiceContext } from '../service/ServiceContext'

// Bound to the code's purpose (`ref`, e.g. `login:<id>`) so a hash cannot be replayed elsewhere.
function hashCode(secret: Uint8Array, ref: string, code: string): Buffer {
  return createHmac('sha256', secret).update(`${ref}\n${code}`).digest()
}

/** The lock name serialising every send to one address (the per-address cap), on every instance. */
const mailLock = (recipient: string) => `latch-auth:mail:${recipient}`

async function reserveIn(tx: SqlExecutor, context: ServiceContext, recipient: string): Promise<void> {
  const { maxSendsPerWindow, sendWindowMs } = context.otp
  const now = context.now()
  const sent = await tx.get<{ n: number }>(
    'SELECT COUNT(*) AS n FROM mail_sends WHERE recipient = ? AND sent_at > ?',
    [recipient, now - sendWindowMs],
  )
  if ((sent?.n ?? 0) >= maxSendsPerWindow) throw apiErrors.tooManyMails()
  await tx.run('INSERT INTO mail_sends (recipient, sent_at) VALUES (?, ?)', [recipient, now])
}

/**
 * Counts a mail to `recipient` against its per-window cap, or refuses (429 RATE_LIMITED) when
 * the cap is reached. Check and count are one transaction under a per-address lock, so the cap
 * holds however many instances send at once.
 *
 * @param context - The service.
 * @param recipient - The address about to be mailed.
 * @param alongside - More work for the same transaction (it throws to undo the reservation).
 * @example
 * ```ts
 * await reserveMailSend(context, 'a@example.com')
 * await mailDeviceLink(context, 'a@example.com', linkToken)
 * ```
 */
export async function reserveMailSend(
  context: ServiceContext,
  recipient: string,
  alongside?: (tx: SqlExecutor) => Promise<void>,
): Promise<void> {
  await context.store.transaction(
    async (tx) => {
      await reserveIn(tx, context, recipient)
      await alongside?.(tx)
    },
    [mailLock(recipient)],
  )
}

/**
 * Makes a fresh 6-digit code for `ref` (replacing any earlier one, attempts reset), stores only
 * its HMAC, and mails it. In the same transaction it checks and counts the per-address send cap
 * and, for a resend, that the previous code is older than the cooldown (429 RATE_LIMITED).
 *
 * @param context - The service.
 * @param ref - The code's purpose, e.g. `login:<id>` or `change:<id>`.
 * @param recipient - Where the code goes.
 * @param mail - Builds the mail from the code.
 * @param options - `resend: true` enforces the resend cooldown.
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
  options: { resend?: boolean } = {},
): Promise<void> {
  const code = randomInt(0, 1_000_000).toString().padStart(6, '0')
  const now = context.now()
  await context.store.transaction(
    async (tx) => {
      if (options.resend === true) {
        const row = await tx.get<{ sent_at: number }>('SELECT sent_at FROM otp_codes WHERE ref = ?', [ref])
        const wait = row === undefined ? 0 : row.sent_at + context.otp.resendCooldownMs - now
        if (wait > 0) throw apiErrors.resendCodeWait(wait)
      }
      await reserveIn(tx, context, recipient)
      await tx.run(
        `INSERT INTO otp_codes (ref, recipient, code_hash, attempts, sent_at, expires_at) VALUES (?, ?, ?, 0, ?, ?)
         ON CONFLICT (ref) DO UPDATE SET recipient = excluded.recipient, code_hash = excluded.code_hash,
           attempts = 0, sent_at = excluded.sent_at, expires_at = excluded.expires_at`,
        [ref, recipient, hashCode(context.secret, ref, code).toString('hex'), now, now + context.otp.ttlMs],
      )
    },
    [mailLock(recipient), `latch-auth:otp:${ref}`],
  )
  try {
    await context.mailer.send(mail(code))
  } catch {
    throw apiErrors.mailFailed()
  }
}

/**
 * Checks `otp` against the code of `ref` in constant time. A right code is consumed; a wrong one
 * counts an attempt (OTP_INVALID); after `maxAttempts` wrong ones the code is dead (OTP_ATTEMPTS,
 * even for the right code); past its lifetime OTP_EXPIRED. Each check first claims an attempt
 * with one atomic UPDATE and a right code is taken with one atomic DELETE, so across instances
 * no more than `maxAttempts` guesses are ever compared and a code is accepted once. What the
 * right code unlocks (`then`) runs in the transaction that takes the code: if it fails, or the
 * process dies, the code is not used up and nothing of it is left half done.
 *
 * @param context - The service.
 * @param ref - The code's purpose.
 * @param otp - What the user typed.
 * @param then - The work the code authorises, in the same transaction.
 * @returns What `then` returned.
 * @example
 * ```ts
 * const userId = await verifyOtp(context, `login:${loginId}`, '123456', (tx) => findOrCreateEmailUser(context, email, tx))
 * ```
 */
export async function verifyOtp<T>(
  context: ServiceContext,
  ref: string,
  otp: string,
  then: (tx: SqlExecutor) => Promise<T>,
): Promise<T> {
  const { store, otp: policy } = context
  const now = context.now()
  const claimed = await store.get<{ code_hash: string; attempts: number }>(
    `UPDATE otp_codes SET attempts = attempts + 1
     WHERE ref = ? AND attempts < ? AND expires_at > ? RETURNING code_hash, attempts`,
    [ref, policy.maxAttempts, now],
  )
  if (claimed === undefined) {
    const row = await store.get<{ attempts: number }>('SELECT attempts FROM otp_codes WHERE ref = ?', [ref])
    if (row !== undefined && row.attempts >= policy.maxAttempts) throw apiErrors.otpAttempts()
    throw apiErrors.otpExpired()
  }
  const given = hashCode(context.secret, ref, otp.trim())
  if (timingSafeEqual(given, Buffer.from(claimed.code_hash, 'hex')))
    return store.transaction(async (tx) => {
      const taken = await tx.run('DELETE FROM otp_codes WHERE ref = ? AND code_hash = ?', [
        ref,
        claimed.code_hash,
      ])
      // another request took it between the two statements
      if (taken === 0) throw apiErrors.otpExpired()
      return then(tx)
    })
  throw apiErrors.otpInvalid(Math.max(0, policy.maxAttempts - claimed.attempts))
}
