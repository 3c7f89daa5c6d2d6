import { API_PATHS, type DevMail, type DevMailboxResponse } from '@latch/embedded-wallet'
import type { Route } from '../http/Route'
import type { ServiceContext } from '../service/ServiceContext'

type MailRow = {
  id: number
  recipient: string
  subject: string
  text: string
  code: string | null
  link: string | null
  sent_at: number
}

/**
 * The dev mailbox (only when the service runs with it): every stored mail, oldest first,
 * optionally only those to `?to=<address>`.
 *
 * @param context - The service.
 * @returns The routes (none without the dev mailbox).
 * @example
 * ```ts
 * const { messages } = await (await fetch(`${url}/v1/dev/mailbox?to=a@example.com`)).json()
 * ```
 */
export function devMailboxRoutes(context: ServiceContext): Route[] {
  if (!context.devMailbox) return []
  return [
    {
      method: 'GET',
      path: API_PATHS.devMailbox,
      async handle({ query }) {
        const to = query.get('to')?.trim().toLowerCase()
        const rows =
          to === undefined
            ? await context.store.all<MailRow>('SELECT * FROM dev_mailbox ORDER BY id')
            : await context.store.all<MailRow>('SELECT * FROM dev_mailbox WHERE recipient = ? ORDER BY id', [
                to,
              ])
        const messages = rows.map((row) => {
          const mail: DevMail = {
            id: row.id,
            to: row.recipient,
            subject: row.subject,
            text: row.text,
            sentAt: row.sent_at,
          }
          if (row.code !== null) mail.code = row.code
          if (row.link !== null) mail.link = row.link
          return mail
        })
        const answer: DevMailboxResponse = { messages }
        return { json: answer }
      },
    },
  ]
}
