/**
 * One mail the service sends. `code` and `link` repeat what `text` carries, for the dev mailbox
 * and for transports that render their own templates.
 *
 * @example
 * ```ts
 * const mail: OutgoingMail = { to: 'a@example.com', subject: 'Your Latch code', text: 'Your code is 123456', code: '123456' }
 * ```
 */
export type OutgoingMail = { to: string; subject: string; text: string; code?: string; link?: string }

/**
 * How the auth service delivers mail. Reject to report a delivery failure (the call then answers 500).
 *
 * @example
 * ```ts
 * const sent: OutgoingMail[] = []
 * const transport: MailTransport = { send: async (mail) => void sent.push(mail) }
 * ```
 */
export type MailTransport = { send(mail: OutgoingMail): Promise<void> }
