import { createTransport } from 'nodemailer'
import type { MailTransport } from './MailTransport'

/**
 * Options of {@link createSmtpTransport}.
 *
 * @example
 * ```ts
 * const options: SmtpTransportOptions = { host: 'smtp.example.com', port: 587, auth: { user: 'u', pass: 'p' }, from: 'Latch <no-reply@example.com>' }
 * ```
 */
export type SmtpTransportOptions = {
  /** SMTP server host. */
  host: string
  /** SMTP server port (465 for implicit TLS, 587 or 25 for STARTTLS / plain). */
  port: number
  /** Implicit TLS from the first byte (port 465); default false (STARTTLS when offered). */
  secure?: boolean
  /** Login credentials, when the server requires them. */
  auth?: { user: string; pass: string }
  /** The `From` address, e.g. `'Latch <no-reply@example.com>'`. */
  from: string
}

/**
 * A {@link MailTransport} that sends plain-text mail over SMTP (through nodemailer).
 *
 * @param options - Server, credentials and sender.
 * @returns The transport to pass as `mail` to `startAuthService`.
 * @example
 * ```ts
 * const auth = await startAuthService({
 *   allowedOrigins: ['https://app.example.com'],
 *   mail: createSmtpTransport({ host: 'smtp.example.com', port: 465, secure: true, auth: { user, pass }, from: 'no-reply@example.com' }),
 * })
 * ```
 */
export function createSmtpTransport(options: SmtpTransportOptions): MailTransport {
  const transporter = createTransport({
    host: options.host,
    port: options.port,
    secure: options.secure ?? false,
    ...(options.auth === undefined ? {} : { auth: options.auth }),
  })
  return {
    async send(mail) {
      await transporter.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text })
    },
  }
}
