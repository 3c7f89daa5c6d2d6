import type { ProfileConnectionRow } from '@latch/core'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useTranslation } from '../../hooks/useTranslation'
import { WalletSummary } from './WalletSummary'

/**
 * A family's recent (earlier) connections in ProfileWallets, each with "Connect"; nothing when
 * there are none.
 *
 * @param props - The family's recent rows.
 * @example
 * ```tsx
 * <ProfileRecentConnections rows={family.recent} />
 * ```
 */
export function ProfileRecentConnections({ rows }: { rows: readonly ProfileConnectionRow[] }) {
  const latch = useLatchInstance()
  const tr = useTranslation()
  const { t } = tr
  if (rows.length === 0) return null
  const reconnect = (row: ProfileConnectionRow) =>
    void latch.connect({ namespace: row.namespace, connectorId: row.connectorId }).catch(() => undefined)
  return (
    <div data-latch-profile-recent="">
      <h4 data-latch-profile-subheading="">{t('common.recent')}</h4>
      <ul data-latch-profile-connections="">
        {rows.map((row) => (
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
  )
}
