import { findPairingSource } from '@latch/core'
import { enConnecting } from '@latch/i18n/connecting'
import { WalletImage } from '../../components/WalletImage'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import { useViewTranslation } from '../../hooks/useViewTranslation'
import { PairingConnect } from './PairingConnect'
import { WalletLinks } from './WalletLinks'

/**
 * ConnectingWalletConnect: a wallet that is not in this browser. With the pairing connector
 * configured (the namespace's adapter offers `walletConnect`), it shows the pairing QR code and a
 * copy button and connects once the wallet approves; without it, it offers the wallet's web or
 * desktop app and says how to get it.
 *
 * @example
 * ```tsx
 * <ConnectingWalletConnectView />
 * ```
 */
export function ConnectingWalletConnectView() {
  const latch = useLatchInstance()
  const tr = useViewTranslation(enConnecting)
  // the parts of the state this view shows: it re-renders only when one of them changes
  const snap = useLatchSelector((s) => ({ router: s.router, chains: s.chains }))
  const wallet = snap.router.data.wallet
  const namespace = wallet?.namespace ?? snap.chains.activeNamespace
  const source = findPairingSource(latch.adapters, namespace)
  if (source)
    return (
      <PairingConnect view="ConnectingWalletConnect" source={source} namespace={namespace} wallet={wallet} />
    )
  if (!wallet) return <p data-latch-view="ConnectingWalletConnect">{tr.t('walletConnect.chooseWallet')}</p>
  return (
    <div data-latch-view="ConnectingWalletConnect">
      <WalletImage src={wallet.imageUrl} name={wallet.name} walletId={wallet.id} />
      <p data-latch-status="">{tr.t('walletConnect.notInstalled', { wallet: tr.isolate(wallet.name) })}</p>
      <p data-latch-hint="">{tr.t('walletConnect.installHint')}</p>
      <WalletLinks wallet={wallet} />
    </div>
  )
}
