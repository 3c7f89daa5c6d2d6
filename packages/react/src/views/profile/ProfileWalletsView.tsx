import {
  AUTH_CONNECTOR_ID,
  type AuthAccountType,
  type ChainNamespace,
  type Connection,
  selectConnectedNamespaces,
  selectConnectors,
  selectDisplayedConnections,
  truncateEmail,
} from '@latch/core'
import { useId } from 'react'
import { EmptyState } from '../../components/EmptyState'
import { useLatchAccount } from '../../hooks/useLatchAccount'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import { NAMESPACE_LABELS } from '../../utils/namespaceLabels'
import { shortenAddress } from '../../utils/shortenAddress'

const ACCOUNT_TYPES: readonly { type: AuthAccountType; label: string }[] = [
  { type: 'eoa', label: 'Standard account (EOA)' },
  { type: 'smartAccount', label: 'Smart account' },
]

/**
 * ProfileWallets: the connected accounts per namespace (the connections the core displays: all of
 * them with multi-wallet, else the active connector's), the active connector marked. Signed in
 * with email or social, it also shows the email ("Change" opens UpdateEmailWallet), the preferred
 * EVM account type (`latch.auth.setPreferredAccountType`) and "Sign out" (`latch.auth.signOut`);
 * otherwise "Disconnect" disconnects every namespace.
 *
 * @example
 * ```tsx
 * <ProfileWalletsView />
 * ```
 */
export function ProfileWalletsView() {
  const latch = useLatchInstance()
  // the parts of the state this view shows: it re-renders only when one of them changes
  const snap = useLatchSelector((s) => ({
    connections: s.connections,
    auth: s.auth,
    options: s.options,
    chains: s.chains,
  }))
  const evm = useLatchAccount({ namespace: 'eip155' })
  const typeName = useId()
  const namespaces = selectConnectedNamespaces(snap)
  const authNamespaces = selectConnectedNamespaces(snap, AUTH_CONNECTOR_ID)
  const signedIn = authNamespaces.length > 0
  const email = snap.auth.email ?? evm.user?.email
  const connectorName = (namespace: ChainNamespace, connection: Pick<Connection, 'connectorId'>) =>
    connection.connectorId === AUTH_CONNECTOR_ID
      ? 'Email & social wallet'
      : (selectConnectors(snap, namespace).find((c) => c.id === connection.connectorId)?.name ??
        connection.connectorId)
  const leave = () => {
    const done = signedIn
      ? latch.auth.signOut()
      : Promise.all(namespaces.map((namespace) => latch.disconnect({ namespace })))
    done.catch(() => undefined)
  }
  return (
    <div data-latch-view="ProfileWallets" data-state={snap.auth.loading ? 'loading' : 'idle'}>
      {signedIn && email ? (
        <section data-latch-profile-email="" aria-label="Email">
          <p data-latch-email="" title={email}>
            {truncateEmail(email)}
          </p>
          <button
            type="button"
            data-latch-update-email=""
            onClick={() => latch.router.push('UpdateEmailWallet')}
          >
            Change email
          </button>
        </section>
      ) : null}
      {namespaces.length === 0 ? (
        <EmptyState
          title="No wallet connected"
          guidance="Connect a wallet, or sign in with your email, and it appears here."
        />
      ) : (
        namespaces.map((namespace) => (
          <section
            key={namespace}
            data-latch-profile-namespace={namespace}
            aria-label={NAMESPACE_LABELS[namespace]}
          >
            <h3 data-latch-profile-heading="">{NAMESPACE_LABELS[namespace]}</h3>
            <ul data-latch-profile-connections="">
              {selectDisplayedConnections(snap, namespace).map((connection) => {
                const active = snap.connections.activeConnectorIds[namespace] === connection.connectorId
                return (
                  <li
                    key={connection.connectorId}
                    data-latch-profile-connection={connection.connectorId}
                    data-state={active ? 'active' : 'inactive'}
                  >
                    <p data-latch-wallet-name="">
                      {connectorName(namespace, connection)}
                      {active ? <span data-latch-tag="active"> Active</span> : null}
                    </p>
                    <ul data-latch-profile-accounts="">
                      {connection.accounts.map((account) => (
                        <li key={account.address} data-latch-address="" title={account.address}>
                          {shortenAddress(account.address)}
                        </li>
                      ))}
                    </ul>
                  </li>
                )
              })}
            </ul>
          </section>
        ))
      )}
      {authNamespaces.includes('eip155') ? (
        <fieldset data-latch-account-type="" disabled={snap.auth.loading}>
          <legend>Account type</legend>
          {ACCOUNT_TYPES.map(({ type, label }) => (
            <label key={type} data-latch-account-type-option={type}>
              <input
                type="radio"
                name={typeName}
                value={type}
                checked={evm.preferredAccountType === type}
                onChange={() => void latch.auth.setPreferredAccountType(type).catch(() => undefined)}
              />
              {label}
            </label>
          ))}
        </fieldset>
      ) : null}
      {snap.auth.error && !snap.auth.loading ? (
        <p data-latch-error="" role="alert">
          {snap.auth.error}
        </p>
      ) : null}
      {namespaces.length > 0 ? (
        <button
          type="button"
          data-latch-disconnect=""
          data-latch-sign-out={signedIn ? '' : undefined}
          onClick={leave}
        >
          {signedIn ? 'Sign out' : 'Disconnect'}
        </button>
      ) : null}
    </div>
  )
}
