import {
  AUTH_CONNECTOR_ID,
  selectConnectedNamespaces,
  selectProfileFamilies,
  truncateEmail,
} from '@latch/core'
import { enConnecting } from '@latch/i18n/connecting'
import { enPermissions } from '@latch/i18n/permissions'
import { enAccount, enProfile } from '@latch/i18n/views'
import { useId } from 'react'
import { RouteButton } from '../../components/RouteButton'
import { useConnections } from '../../hooks/useConnections'
import { useLatchAccount } from '../../hooks/useLatchAccount'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import { useViewTranslation } from '../../hooks/useViewTranslation'
import { NAMESPACE_LABELS } from '../../utils/namespaceLabels'
import { AccountTypeChoice } from './AccountTypeChoice'
import { ProfileFamilySection } from './ProfileFamilySection'
import { ProfilePermissions } from './ProfilePermissions'

/**
 * ProfileWallets: every connection grouped by family (EVM, Solana, Bitcoin & Stacks), each with its
 * wallet's icon and name, its shortened address, Copy address, "Active" on the one connection in
 * use, the one the Account view shows (text, an accent outline and `aria-current`), "Used for …" on
 * another namespace's active one, "Switch" on every one but the active one (it makes that wallet and its family the active ones) and "Disconnect" on each
 * (that wallet only; the others stay). "Add wallet" opens Connect listing the family's wallets
 * (the Stacks/Bitcoin picker for Bitcoin & Stacks) and keeps the connections there are; with
 * multi-wallet off (SPEC §4) only the active connector's connections show, no recent ones, and adding a second wallet to a family says "Multi-Wallet Not Enabled" with
 * its advice. Recent (earlier) connections show under each family with "Connect". Signed in with
 * email or social, it also shows the email ("Change" opens UpdateEmailWallet), the preferred EVM
 * account type and "Sign out"; otherwise "Disconnect all". With an EVM wallet connected, the
 * ERC-7715 permissions its account granted are listed with Revoke ({@link ProfilePermissions}).
 *
 * @example
 * ```tsx
 * <ProfileWalletsView />
 * ```
 */
export function ProfileWalletsView() {
  const latch = useLatchInstance()
  const tr = useViewTranslation(enProfile, enAccount, enPermissions, enConnecting)
  const { t } = tr
  // the parts of the state this view shows: it re-renders only when one of them changes
  const snap = useLatchSelector((s) => ({
    connections: s.connections,
    auth: s.auth,
    options: s.options,
    chains: s.chains,
  }))
  const evm = useLatchAccount({ namespace: 'eip155' })
  const headingId = useId()
  const connections = useConnections()
  const families = selectProfileFamilies(snap, connections, t('profile.embeddedWallet'), NAMESPACE_LABELS)
  const namespaces = selectConnectedNamespaces(snap)
  const authNamespaces = selectConnectedNamespaces(snap, AUTH_CONNECTOR_ID)
  const signedIn = authNamespaces.length > 0
  const email = snap.auth.email ?? evm.user?.email
  const leave = () => void (signedIn ? latch.auth.signOut() : latch.disconnectAll()).catch(() => undefined)
  return (
    <div data-latch-view="ProfileWallets" data-state={snap.auth.loading ? 'loading' : 'idle'}>
      {signedIn && email ? (
        <section data-latch-profile-email="" aria-label={t('profile.emailLabel')}>
          <p data-latch-email="" title={email}>
            <bdi>{truncateEmail(email)}</bdi>
          </p>
          <RouteButton view="UpdateEmailWallet" hook="update-email">
            {t('profile.changeEmail')}
          </RouteButton>
        </section>
      ) : null}
      {families.map((family) => (
        <ProfileFamilySection key={family.id} family={family} headingId={`${headingId}-${family.id}`} />
      ))}
      {namespaces.includes('eip155') ? <ProfilePermissions /> : null}
      {authNamespaces.includes('eip155') ? <AccountTypeChoice disabled={snap.auth.loading} /> : null}
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
