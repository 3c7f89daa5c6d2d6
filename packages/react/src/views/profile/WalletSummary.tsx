import type { ProfileConnectionRow } from '@latch/core'
import { profileRowMark } from '@latch/core/views'
import { WalletImage } from '../../components/WalletImage'
import { useTranslation } from '../../hooks/useTranslation'
import { NAMESPACE_LABELS } from '../../utils/namespaceLabels'
import { shortenAddress } from '../../utils/shortenAddress'

/**
 * The wallet's icon, name, tags and shortened address: the part every ProfileWallets row shares.
 * "Active" marks only the connection in use; a namespace's own active one reads "Used for …".
 *
 * @param props - The row.
 * @example
 * ```tsx
 * <WalletSummary row={row} />
 * ```
 */
export function WalletSummary({ row }: { row: ProfileConnectionRow }) {
  const tr = useTranslation()
  const { t } = tr
  const mark = profileRowMark(row)
  return (
    <>
      <WalletImage src={row.icon} name={row.name} walletId={row.connectorId} rdns={row.rdns} size={36} />
      <div data-latch-profile-wallet="">
        <p data-latch-wallet-name="">
          <bdi data-latch-profile-wallet-name="">{row.name}</bdi>
          {row.namespaceName ? <span data-latch-tag="">{row.namespaceName}</span> : null}
          {mark === 'active' ? <span data-latch-tag="active">{t('profile.active')}</span> : null}
          {mark === 'usedFor' ? (
            <span data-latch-tag="used-for">
              {t('profile.usedFor', { family: tr.isolate(NAMESPACE_LABELS[row.namespace]) })}
            </span>
          ) : null}
        </p>
        <p data-latch-address="" title={row.address}>
          <bdi>{shortenAddress(row.address)}</bdi>
        </p>
      </div>
    </>
  )
}
