import {
  formatWalletLink,
  PAIRING_CONNECTOR_ID,
  type PairingSource,
  selectWalletImage,
  type WalletListing,
} from '@latch/core'
import { useEffect } from 'react'
import { WalletImage } from '../../components/WalletImage'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import { useT } from '../../hooks/useT'
import { selectWalletListState } from '../../utils/selectWalletListState'
import { usePairingState } from './usePairingState'

/** Wallets listed under the pairing code before "All Wallets". */
const PAIRING_WALLETS = 8

/** The registry link to open a wallet with on this device: its desktop app, web app, else its mobile app. */
function appLink(wallet: WalletListing): string | undefined {
  return wallet.desktop_link ?? wallet.webapp_link ?? wallet.mobile_link
}

/**
 * The registry's wallets under the pairing code (those not already in this browser, and not the
 * pairing entry itself): each opens
 * on the current pairing URI through its deep link where the registry has one, else is listed by
 * name as a wallet that can scan the code. "All Wallets" leads to the full list.
 *
 * @param props - The pairing connector (for the current URI).
 * @example
 * ```tsx
 * <PairingWallets source={source} />
 * ```
 */
export function PairingWallets({ source }: { source: PairingSource }) {
  const latch = useLatchInstance()
  const t = useT()
  const snap = useLatchSelector(selectWalletListState)
  const { uri } = usePairingState(source)
  // The data layer loads the registry for Connect and AllWallets only; this view needs it too.
  useEffect(() => {
    void latch.wallets.loadConnectView()
  }, [latch])
  // built from the render snapshot: the list re-renders when the registry loads
  const wallets = latch.wallets
    .getWallets(snap)
    .filter((w) => !w.installed && w.id !== PAIRING_CONNECTOR_ID)
    .slice(0, PAIRING_WALLETS)
  const imageOf = (w: WalletListing) => selectWalletImage(snap, w)
  if (wallets.length === 0) return null
  return (
    <ul data-latch-wallet-list="" aria-label={t('connect.walletsLabel')}>
      {wallets.map((wallet) => {
        const link = appLink(wallet)
        const content = (
          <>
            <WalletImage src={imageOf(wallet)} name={wallet.name} walletId={wallet.id} />
            <span data-latch-wallet-name="">{wallet.name}</span>
          </>
        )
        return (
          <li key={wallet.id}>
            {link && uri ? (
              <a
                data-latch-wallet={wallet.id}
                href={formatWalletLink(link, uri)}
                target="_blank"
                rel="noopener noreferrer"
              >
                {content}
              </a>
            ) : (
              <span data-latch-wallet={wallet.id}>{content}</span>
            )}
          </li>
        )
      })}
      <li>
        <button type="button" data-latch-all-wallets="" onClick={() => latch.router.push('AllWallets')}>
          {t('connect.allWallets')}
        </button>
      </li>
    </ul>
  )
}
