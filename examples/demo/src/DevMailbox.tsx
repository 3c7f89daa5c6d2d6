import { API_PATHS, type DevMail, type DevMailboxResponse } from '@latch/embedded-wallet'
import { useEffect, useState } from 'react'
import type { DemoEmbeddedWalletConfig } from '../demoConfig'

const POLL_MS = 1000
const SHOWN = 5

/**
 * The auth service's dev mailbox, in the page: the last mails the service sent (sign-in codes,
 * device links, email-change codes), read every second. Production services send them by SMTP.
 *
 * @example
 * ```tsx
 * <DevMailbox embedded={config.embeddedWallet} />
 * ```
 */
export function DevMailbox({ embedded }: { embedded: DemoEmbeddedWalletConfig }) {
  const [mails, setMails] = useState<DevMail[]>([])
  useEffect(() => {
    let live = true
    const read = () =>
      fetch(`${embedded.authUrl}${API_PATHS.devMailbox}`, { cache: 'no-store' })
        .then((response) => response.json() as Promise<DevMailboxResponse>)
        .then((body) => live && setMails(body.messages.slice(-SHOWN).reverse()))
        .catch(() => undefined)
    void read()
    const timer = setInterval(read, POLL_MS)
    return () => {
      live = false
      clearInterval(timer)
    }
  }, [embedded.authUrl])
  return (
    <section className="demo-card" aria-labelledby="demo-mailbox" data-demo-mailbox="">
      <h2 id="demo-mailbox">Dev mailbox</h2>
      <p className="demo-hint">Mail the local sign-in service sent. Sign up with any email address.</p>
      {mails.length === 0 ? (
        <p className="demo-hint">No mail yet.</p>
      ) : (
        <ul className="demo-mail-list" aria-label="Mails, newest first">
          {mails.map((mail) => (
            <li key={mail.id} data-demo-mail={mail.to}>
              <strong>{mail.subject}</strong> to {mail.to}
              {mail.code ? (
                <>
                  {' '}
                  · code <code data-demo-mail-code="">{mail.code}</code>
                </>
              ) : null}
              {mail.link ? (
                <>
                  {' '}
                  ·{' '}
                  <a href={mail.link} target="_blank" rel="noreferrer" data-demo-mail-link="">
                    open link
                  </a>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
