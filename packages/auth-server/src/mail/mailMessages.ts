import type { OutgoingMail } from './MailTransport'

const minutes = (ms: number) => Math.max(1, Math.round(ms / 60_000))

/**
 * The mails the service sends, worded once.
 *
 * @example
 * ```ts
 * await mailer.send(mailMessages.loginCode('a@example.com', '123456', 600_000))
 * ```
 */
export const mailMessages = {
  loginCode: (to: string, code: string, ttlMs: number): OutgoingMail => ({
    to,
    subject: `Your Latch sign-in code: ${code}`,
    text: `Your sign-in code is ${code}.\n\nIt expires in ${minutes(ttlMs)} minutes. If you did not try to sign in, ignore this mail.`,
    code,
  }),
  deviceLink: (to: string, link: string, ttlMs: number): OutgoingMail => ({
    to,
    subject: 'Approve sign-in from a new device',
    text: `Someone is signing in to your account from a device we have not seen before.\n\nIf it is you, approve the device with this link (valid ${minutes(ttlMs)} minutes):\n${link}\n\nWe then send you a sign-in code. If it is not you, ignore this mail.`,
    link,
  }),
  changeCurrentCode: (to: string, code: string, newEmail: string, ttlMs: number): OutgoingMail => ({
    to,
    subject: `Confirm your email change: ${code}`,
    text: `You asked to change your account's email to ${newEmail}.\n\nConfirm with the code ${code} (valid ${minutes(ttlMs)} minutes). If it was not you, ignore this mail.`,
    code,
  }),
  changeNewCode: (to: string, code: string, ttlMs: number): OutgoingMail => ({
    to,
    subject: `Verify your new email: ${code}`,
    text: `Enter the code ${code} to make this your account's email (valid ${minutes(ttlMs)} minutes).`,
    code,
  }),
}
