import { selectStayingWallets, type WalletInfo } from '@latch/core'
import { useConnections } from '../../hooks/useConnections'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useTranslation } from '../../hooks/useTranslation'

/**
 * Account's disconnect row: "Disconnect MetaMask" ends the wallet shown in every namespace it
 * connected (`latch.disconnectWallet`); when other wallets stay connected the row says so and
 * offers "Disconnect all" beside it.
 *
 * @param props - The wallet shown (its name and connector), when known.
 * @example
 * ```tsx
 * <AccountDisconnect wallet={account.connectedWalletInfo} />
 * ```
 */
export function AccountDisconnect({ wallet }: { wallet: WalletInfo | undefined }) {
  const latch = useLatchInstance()
  const tr = useTranslation()
  const { t } = tr
  const staying = selectStayingWallets(useConnections(), wallet?.connectorId)
  return (
    <>
      {staying.length > 0 ? (
        <p data-latch-hint="" data-latch-others-connected="">
          {t('account.othersStayConnected')}
        </p>
      ) : null}
      <div data-latch-disconnect-actions="">
        <button type="button" data-latch-disconnect="" onClick={() => void latch.disconnectWallet()}>
          {wallet
            ? t('profile.disconnectWallet', { wallet: tr.isolate(wallet.name) })
            : t('account.disconnect')}
        </button>
        {staying.length > 0 ? (
          <button
            type="button"
            data-latch-disconnect-all=""
            onClick={() => void latch.disconnectAll().catch(() => undefined)}
          >
            {t('profile.disconnectAll')}
          </button>
        ) : null}
      </div>
    </>
  )
}
