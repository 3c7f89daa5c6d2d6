import type { ProfileFamily } from '@latch/core'
import { addProfileWallet } from '@latch/core/views'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useTranslation } from '../../hooks/useTranslation'
import { ProfileConnections } from './ProfileConnections'
import { ProfileRecentConnections } from './ProfileRecentConnections'

/**
 * One family of ProfileWallets: its heading, "Add wallet" (Connect listing the family's wallets,
 * the Stacks/Bitcoin picker for Bitcoin & Stacks; "Multi-Wallet Not Enabled" for a second wallet
 * when multi-wallet is off), its live connections and its recent ones.
 *
 * @param props - The family and the id its heading is named by.
 * @example
 * ```tsx
 * <ProfileFamilySection family={family} headingId={`${id}-${family.id}`} />
 * ```
 */
export function ProfileFamilySection({ family, headingId }: { family: ProfileFamily; headingId: string }) {
  const latch = useLatchInstance()
  const tr = useTranslation()
  const { t } = tr
  const addWallet = () => {
    // a second wallet in a family needs multi-wallet; the core says why when it is off
    if (family.connections.length > 0 && !latch.connections.requestMultiWallet()) return
    void addProfileWallet(latch, family.namespaces).catch(() => undefined)
  }
  return (
    <section
      data-latch-profile-namespace={family.namespace}
      data-latch-profile-family={family.id}
      aria-labelledby={headingId}
    >
      <div data-latch-profile-family-header="">
        <h3 data-latch-profile-heading="" id={headingId}>
          {family.label}
        </h3>
        <button
          type="button"
          data-latch-add-wallet=""
          aria-label={t('profile.addWalletTo', { family: tr.isolate(family.label) })}
          onClick={addWallet}
        >
          {t('profile.addWallet')}
        </button>
      </div>
      {family.connections.length === 0 ? (
        <p data-latch-hint="" data-latch-profile-empty="">
          {t('profile.noWallet', { family: tr.isolate(family.label) })}
        </p>
      ) : (
        <ProfileConnections rows={family.connections} />
      )}
      <ProfileRecentConnections rows={family.recent} />
    </section>
  )
}
