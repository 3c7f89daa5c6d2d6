import type { AuthDatabase } from '../db/openDatabase'
import type { MailTransport, OutgoingMail } from './MailTransport'

/**
 * Sends the service's mails: records each send (for the per-address cap), stores it in the dev
 * mailbox when that is on, and hands it to the transport unless mail is `'dev-mailbox'` only.
 *
 * @example
 * ```ts
 * await mailer.send({ to, subject: 'Your Latch code', text, code })
 * ```
 */
export type Mailer = {
  send(mail: OutgoingMail): Promise<void>
  /** Mails sent to `recipient` since `since` (ms). */
  sendsSince(recipient: string, since: number): number
}

/**
 * Makes the {@link Mailer} of one service.
 *
 * @param input - Database, clock, transport and whether the dev mailbox stores mails.
 * @returns The mailer.
 * @example
 * ```ts
 * const mailer = createMailer({ db, now: Date.now, transport: 'dev-mailbox', storeInMailbox: true })
 * ```
 */
export function createMailer(input: {
  db: AuthDatabase
  now: () => number
  transport: MailTransport | 'dev-mailbox'
  storeInMailbox: boolean
}): Mailer {
  const { db, now, transport } = input
  const recordSend = db.prepare('INSERT INTO mail_sends (recipient, sent_at) VALUES (?, ?)')
  const countSends = db.prepare<[string, number], { n: number }>(
    'SELECT COUNT(*) AS n FROM mail_sends WHERE recipient = ? AND sent_at > ?',
  )
  const store = db.prepare(
    'INSERT INTO dev_mailbox (recipient, subject, text, code, link, sent_at) VALUES (?, ?, ?, ?, ?, ?)',
  )
  return {
    async send(mail) {
      const sentAt = now()
      recordSend.run(mail.to, sentAt)
      if (input.storeInMailbox)
        store.run(mail.to, mail.subject, mail.text, mail.code ?? null, mail.link ?? null, sentAt)
      if (transport !== 'dev-mailbox') await transport.send(mail)
    },
    sendsSince: (recipient, since) => countSends.get(recipient, since)?.n ?? 0,
  }
}
