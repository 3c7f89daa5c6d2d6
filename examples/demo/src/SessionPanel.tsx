import type { SiwxConfig, SiwxSession } from '@latch/core'
import { useLatchAccount, useLatchNetwork, useLatchSnapshot } from '@latch/react'
import { useEffect, useState } from 'react'
import { ServerSessionCheck } from './ServerSessionCheck'

/**
 * The sign-in session, when there is one: who signed, on which chain, when, until when, and the
 * signature. Read from the app's sign-in config each time the session flag changes. With sign-in on
 * the demo server (`server`), also what the server's protected endpoint answers, and sign-out.
 *
 * @example
 * ```tsx
 * <SessionPanel siwx={siwx} server={false} />
 * ```
 */
export function SessionPanel({ siwx, server }: { siwx: SiwxConfig | undefined; server: boolean }) {
  const hasSession = useLatchSnapshot().siwx.hasSession
  const { address } = useLatchAccount()
  const { caipNetwork } = useLatchNetwork()
  const [session, setSession] = useState<SiwxSession | undefined>(undefined)
  useEffect(() => {
    if (!siwx || !hasSession || !address || !caipNetwork) {
      setSession(undefined)
      return
    }
    let live = true
    siwx
      .getSessions(caipNetwork.caipNetworkId, address)
      .then((sessions) => live && setSession(sessions[0]))
      .catch(() => live && setSession(undefined))
    return () => {
      live = false
    }
  }, [siwx, hasSession, address, caipNetwork])

  return (
    <section
      className="demo-card"
      aria-labelledby="demo-session"
      data-demo-session={session ? 'signed-in' : 'none'}
    >
      <h2 id="demo-session">Sign-in session</h2>
      {!siwx ? (
        <p className="demo-hint">Sign-in is off. Choose Optional or Required in Settings.</p>
      ) : session ? (
        <dl className="demo-facts">
          <dt>Account</dt>
          <dd data-demo-session-address="">{session.data.accountAddress}</dd>
          <dt>Chain</dt>
          <dd>{session.data.chainId}</dd>
          <dt>Domain</dt>
          <dd>{session.data.domain}</dd>
          <dt>Issued</dt>
          <dd>{session.data.issuedAt}</dd>
          <dt>Expires</dt>
          <dd>{session.data.expirationTime ?? 'never'}</dd>
          <dt>Signature</dt>
          <dd>{`${session.signature.slice(0, 18)}…`}</dd>
        </dl>
      ) : (
        <p className="demo-hint">Not signed in.</p>
      )}
      {siwx && server ? (
        <ServerSessionCheck siwx={siwx} refresh={`${hasSession}:${session?.signature}`} />
      ) : null}
    </section>
  )
}
