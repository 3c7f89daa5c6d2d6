import type { SiwxConfig } from '@latch/core'
import { useEffect, useState } from 'react'
import { DEMO_ME_PATH } from '../demoConfig'
import { readMeAnswer } from './readMeAnswer'

/**
 * What the demo server's protected endpoint answers this page (with its cookie): 401 before
 * sign-in, 200 and the signed-in account after, 401 again after "Sign out" (which revokes the
 * session on the server) or once the session expired. Re-asked when `refresh` changes.
 *
 * @example
 * ```tsx
 * <ServerSessionCheck siwx={siwx} refresh={hasSession} />
 * ```
 */
export function ServerSessionCheck({ siwx, refresh }: { siwx: SiwxConfig; refresh: unknown }) {
  const [answer, setAnswer] = useState<{ status: number; accounts: string[] } | undefined>(undefined)
  const [asked, setAsked] = useState(0)
  useEffect(() => {
    let live = true
    void refresh
    void asked
    fetch(DEMO_ME_PATH, { credentials: 'include', cache: 'no-store' })
      .then(readMeAnswer)
      .then((next) => live && setAnswer(next))
      .catch(() => live && setAnswer(undefined))
    return () => {
      live = false
    }
  }, [refresh, asked])
  return (
    <div data-demo-me={answer ? String(answer.status) : 'pending'}>
      <p>
        {`${DEMO_ME_PATH} answers `}
        <strong>{answer ? answer.status : '…'}</strong>
        {answer && answer.accounts.length > 0 ? ` for ${answer.accounts.join(', ')}` : ''}
      </p>
      <p>
        <button type="button" data-demo-me-check="" onClick={() => setAsked((n) => n + 1)}>
          Ask again
        </button>
        <button
          type="button"
          data-demo-sign-out=""
          onClick={() => {
            void siwx
              .setSessions([])
              .catch(() => undefined)
              .then(() => setAsked((n) => n + 1))
          }}
        >
          Sign out
        </button>
      </p>
    </div>
  )
}
