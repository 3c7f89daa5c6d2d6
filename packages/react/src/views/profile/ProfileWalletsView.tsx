import {
  AUTH_CONNECTOR_ID,
  type AuthAccountType,
  selectConnectedNamespaces,
  truncateEmail,
} from '@latch/core'
import { useId } from 'react'
import { WalletImage } from '../../components/WalletImage'
import { useConnections } from '../../hooks/useConnections'
import { useDisconnectConnection } from '../../hooks/useDisconnectConnection'
import { useLatchAccount } from '../../hooks/useLatchAccount'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import { useSwitchConnection } from '../../hooks/useSwitchConnection'
import { useT } from '../../hooks/useT'
import { useTranslation } from '../../hooks/useTranslation'
import { shortenAddress } from '../../utils/shortenAddress'
import { CopyAddressButton } from '../account/CopyAddressButton'
import { addFamilyWallet } from './addFamilyWallet'
import { type ProfileConnectionRow, type ProfileFamily, selectProfileFamilies } from './selectProfileFamilies'

const ACCOUNT_TYPES = [
  { type: 'eoa', label: 'profile.accountType.eoa' },
  { type: 'smartAccount', label: 'profile.accountType.smartAccount' },
] as const satisfies readonly { type: AuthAccountType; label: string }[]

/** The wallet's icon, name, tags and shortened address: the part every row shares. */
function WalletSummary({ row }: { row: ProfileConnectionRow }) {
  const t = useT()
  return (
    <>
      <WalletImage src={row.icon} name={row.name} walletId={row.connectorId} rdns={row.rdns} size={36} />
      <div data-latch-profile-wallet="">
        <p data-latch-wallet-name="">
          <bdi data-latch-profile-wallet-name="">{row.name}</bdi>
          {row.namespaceName ? <span data-latch-tag="">{row.namespaceName}</span> : null}
          {row.active ? <span data-latch-tag="active">{t('profile.active')}</span> : null}
        </p>
        <p data-latch-address="" title={row.address}>
          <bdi>{shortenAddress(row.address)}</bdi>
        </p>
      </div>
    </>
  )
}

/**
 * ProfileWallets: every connection grouped by family (EVM, Solana, Bitcoin & Stacks), each with its
 * wallet's icon and name, its shortened address, Copy address, "Active" on its namespace's active
 * one (text, an accent outline and `aria-current`), "Switch" on every one but the wallet the Account
 * view shows (it makes that wallet and its family the active ones) and "Disconnect" on each
 * (that wallet only; the others stay). "Add wallet" opens Connect listing the family's wallets
 * (the Stacks/Bitcoin picker for Bitcoin & Stacks) and keeps the connections there are; with
 * multi-wallet off (SPEC §4) only the active connector's connections show, no recent ones, and adding a second wallet to a family says "Multi-Wallet Not Enabled" with
 * its advice. Recent (earlier) connections show under each family with "Connect". Signed in with
 * email or social, it also shows the email ("Change" opens UpdateEmailWallet), the preferred EVM
 * account type and "Sign out"; otherwise "Disconnect all".
 *
 * @example
 * ```tsx
 * <ProfileWalletsView />
 * ```
 */
export function ProfileWalletsView() {
  const latch = useLatchInstance()
  const tr = useTranslation()
  const { t } = tr
  // the parts of the state this view shows: it re-renders only when one of them changes
  const snap = useLatchSelector((s) => ({
    connections: s.connections,
    auth: s.auth,
    options: s.options,
    chains: s.chains,
  }))
  const evm = useLatchAccount({ namespace: 'eip155' })
  const typeName = useId()
  const headingId = useId()
  const families = selectProfileFamilies(snap, useConnections(), t('profile.embeddedWallet'))
  const switchConnection = useSwitchConnection()
  const disconnectConnection = useDisconnectConnection()
  const namespaces = selectConnectedNamespaces(snap)
  const authNamespaces = selectConnectedNamespaces(snap, AUTH_CONNECTOR_ID)
  const signedIn = authNamespaces.length > 0
  const email = snap.auth.email ?? evm.user?.email
  const ignore = () => undefined
  const leave = () => void (signedIn ? latch.auth.signOut() : latch.disconnectAll()).catch(ignore)
  const switchTo = (row: ProfileConnectionRow) => void switchConnection(row.id).catch(ignore)
  const disconnectOne = (row: ProfileConnectionRow) => void disconnectConnection(row.id).catch(ignore)
  const reconnect = (row: ProfileConnectionRow) =>
    void latch.connect({ namespace: row.namespace, connectorId: row.connectorId }).catch(ignore)
  const addWallet = (family: ProfileFamily) => {
    // a second wallet in a family needs multi-wallet; the core says why when it is off
    if (family.connections.length > 0 && !latch.connections.requestMultiWallet()) return
    void addFamilyWallet(latch, family.namespaces).catch(ignore)
  }
  return (
    <div data-latch-view="ProfileWallets" data-state={snap.auth.loading ? 'loading' : 'idle'}>
      {signedIn && email ? (
        <section data-latch-profile-email="" aria-label={t('profile.emailLabel')}>
          <p data-latch-email="" title={email}>
            <bdi>{truncateEmail(email)}</bdi>
          </p>
          <button
            type="button"
            data-latch-update-email=""
            onClick={() => latch.router.push('UpdateEmailWallet')}
          >
            {t('profile.changeEmail')}
          </button>
        </section>
      ) : null}
      {families.map((family) => (
        <section
          key={family.id}
          data-latch-profile-namespace={family.namespace}
          data-latch-profile-family={family.id}
          aria-labelledby={`${headingId}-${family.id}`}
        >
          <div data-latch-profile-family-header="">
            <h3 data-latch-profile-heading="" id={`${headingId}-${family.id}`}>
              {family.label}
            </h3>
            <button
              type="button"
              data-latch-add-wallet=""
              aria-label={t('profile.addWalletTo', { family: tr.isolate(family.label) })}
              onClick={() => addWallet(family)}
            >
              {t('profile.addWallet')}
            </button>
          </div>
          {family.connections.length === 0 ? (
            <p data-latch-hint="" data-latch-profile-empty="">
              {t('profile.noWallet', { family: tr.isolate(family.label) })}
            </p>
          ) : (
            <ul data-latch-profile-connections="">
              {family.connections.map((row) => (
                <li
                  key={row.id}
                  data-latch-profile-connection={row.connectorId}
                  data-state={row.active ? 'active' : 'inactive'}
                  data-current={row.current ? '' : undefined}
                  aria-current={row.active ? 'true' : undefined}
                >
                  <WalletSummary row={row} />
                  <div data-latch-profile-row-actions="">
                    <CopyAddressButton
                      address={row.address}
                      label={t('profile.copyAddressOf', { wallet: tr.isolate(row.name) })}
                    />
                    {row.current ? null : (
                      <button
                        type="button"
                        data-latch-switch-connection=""
                        aria-label={t('profile.switchTo', { wallet: tr.isolate(row.name) })}
                        onClick={() => switchTo(row)}
                      >
                        {t('profile.switch')}
                      </button>
                    )}
                    <button
                      type="button"
                      data-latch-disconnect-connection=""
                      aria-label={t('profile.disconnectWallet', { wallet: tr.isolate(row.name) })}
                      onClick={() => disconnectOne(row)}
                    >
                      {t('profile.disconnect')}
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          )}
          {family.recent.length > 0 ? (
            <div data-latch-profile-recent="">
              <h4 data-latch-profile-subheading="">{t('common.recent')}</h4>
              <ul data-latch-profile-connections="">
                {family.recent.map((row) => (
                  <li key={row.id} data-latch-profile-recent-connection={row.connectorId}>
                    <WalletSummary row={row} />
                    <div data-latch-profile-row-actions="">
                      <button
                        type="button"
                        data-latch-reconnect=""
                        aria-label={t('profile.connectAgain', { wallet: tr.isolate(row.name) })}
                        onClick={() => reconnect(row)}
                      >
                        {t('networks.connect')}
                      </button>
                    </div>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </section>
      ))}
      {authNamespaces.includes('eip155') ? (
        <fieldset data-latch-account-type="" disabled={snap.auth.loading}>
          <legend>{t('profile.accountType')}</legend>
          {ACCOUNT_TYPES.map(({ type, label }) => (
            <label key={type} data-latch-account-type-option={type}>
              <input
                type="radio"
                name={typeName}
                value={type}
                checked={evm.preferredAccountType === type}
                onChange={() => void latch.auth.setPreferredAccountType(type).catch(ignore)}
              />
              {t(label)}
            </label>
          ))}
        </fieldset>
      ) : null}
      {snap.auth.error && !snap.auth.loading ? (
        <p data-latch-error="" role="alert">
          {tr.message(snap.auth.error)}
        </p>
      ) : null}
      {namespaces.length > 0 ? (
        <button
          type="button"
          data-latch-disconnect=""
          data-latch-sign-out={signedIn ? '' : undefined}
          onClick={leave}
        >
          {signedIn ? t('profile.signOut') : t('profile.disconnectAll')}
        </button>
      ) : null}
    </div>
  )
}
