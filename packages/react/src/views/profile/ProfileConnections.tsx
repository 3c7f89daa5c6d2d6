import type { ProfileConnectionRow } from '@latch/core'
import { profileRowMark } from '@latch/core/views'
import { useDisconnectConnection } from '../../hooks/useDisconnectConnection'
import { useSwitchConnection } from '../../hooks/useSwitchConnection'
import { useTranslation } from '../../hooks/useTranslation'
import { CopyAddressButton } from '../account/CopyAddressButton'
import { WalletSummary } from './WalletSummary'

const ignore = () => undefined

/**
 * A family's live connections in ProfileWallets: each with Copy address, "Switch" (all but the one
 * the Account view shows) and "Disconnect" (that wallet only).
 *
 * @param props - The family's live rows.
 * @example
 * ```tsx
 * <ProfileConnections rows={family.connections} />
 * ```
 */
export function ProfileConnections({ rows }: { rows: readonly ProfileConnectionRow[] }) {
  const tr = useTranslation()
  const { t } = tr
  const switchConnection = useSwitchConnection()
  const disconnectConnection = useDisconnectConnection()
  return (
    <ul data-latch-profile-connections="">
      {rows.map((row) => {
        const mark = profileRowMark(row)
        return (
          <li
            key={row.id}
            data-latch-profile-connection={row.connectorId}
            data-state={mark === 'active' ? 'active' : 'inactive'}
            data-latch-used-for={mark === 'usedFor' ? '' : undefined}
            data-current={row.current ? '' : undefined}
            aria-current={mark === 'active' ? 'true' : undefined}
          >
            <WalletSummary row={row} />
            <div data-latch-profile-row-actions="">
              <CopyAddressButton
                address={row.address}
                label={t('profile.copyAddressOf', { wallet: tr.isolate(row.name) })}
              />
              {mark === 'active' ? null : (
                <button
                  type="button"
                  data-latch-switch-connection=""
                  aria-label={t('profile.switchTo', { wallet: tr.isolate(row.name) })}
                  onClick={() => void switchConnection(row.id).catch(ignore)}
                >
                  {t('profile.switch')}
                </button>
              )}
              <button
                type="button"
                data-latch-disconnect-connection=""
                aria-label={t('profile.disconnectWallet', { wallet: tr.isolate(row.name) })}
                onClick={() => void disconnectConnection(row.id).catch(ignore)}
              >
                {t('profile.disconnect')}
              </button>
            </div>
          </li>
        )
      })}
    </ul>
  )
}
