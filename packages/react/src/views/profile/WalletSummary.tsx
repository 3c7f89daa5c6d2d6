import type { ProfileConnectionRow } from '@latch/core'
import { WalletImage } from '../../components/WalletImage'
import { useT } from '../../hooks/useT'
import { shortenAddress } from '../../utils/shortenAddress'

/**
 * The wallet's icon, name, tags and shortened address: the part every ProfileWallets row shares.
 *
 * @param props - The row.
 * @example
 * ```tsx
 * <WalletSummary row={row} />
 * ```
 */
export function WalletSummary({ row }: { row: ProfileConnectionRow }) {
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
