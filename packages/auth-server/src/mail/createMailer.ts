import type { SqlStore } from '../db/SqlStore'
import type { MailTransport, OutgoingMail } from './MailTransport'

/**
 * Sends the service's mails: stores each in the dev mailbox when that is on, and hands it to the
 * transport unless mail is `'dev-mailbox'` only. (Sends are counted for the per-address cap when
 * they are reserved, by `reserveMailSend`, not here.)
 *
 * @example
 * ```ts
 * await mailer.send({ to, subject: 'Your Latch code', text, code })
 * ```
 */
export type Mailer = {
  send(mail: OutgoingMail): Promise<void>
}

/**
 * Makes the {@link Mailer} of one service.
 *
 * @param input - Store, clock, transport and whether the dev mailbox stores mails.
 * @returns The mailer.
 * @example
 * ```ts
 * const mailer = createMailer({ store, now: Date.now, transport: 'dev-mailbox', storeInMailbox: true })
 * ```
 */
export function createMailer(input: {
  store: SqlStore
  now: () => number
  transport: MailTransport | 'dev-mailbox'
  storeInMailbox: boolean
}): Mailer {
  const { store, now, transport } = input
  return {
    async send(mail) {
      if (input.storeInMailbox)
        await store.run(
          'INSERT INTO dev_mailbox (recipient, subject, text, code, link, sent_at) VALUES (?, ?, ?, ?, ?, ?)',
          [mail.to, mail.subject, mail.text, mail.code ?? null, mail.link ?? null, now()],
        )
      if (transport !== 'dev-mailbox') await transport.send(mail)
    },
  }
}
