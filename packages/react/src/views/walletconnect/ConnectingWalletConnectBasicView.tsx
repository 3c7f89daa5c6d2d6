import { findPairingSource } from '@latch/core'
import { enConnecting } from '@latch/i18n/connecting'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import { useViewTranslation } from '../../hooks/useViewTranslation'
import { PairingConnect } from './PairingConnect'
import { PairingWallets } from './PairingWallets'

/**
 * ConnectingWalletConnectBasic (SPEC §2: with manual pairing control, or no adapters and nothing
 * connected, the modal opens here on desktop): the pairing QR code of the active namespace's
 * pairing connector with its copy button, then the registry's wallets, each opening on the pairing
 * URI through its deep link where it has one. Without a pairing connector it says so.
 *
 * @example
 * ```tsx
 * // Rendered by the modal for the ConnectingWalletConnectBasic view.
 * <ConnectingWalletConnectBasicView />
 * ```
 */
export function ConnectingWalletConnectBasicView() {
  const latch = useLatchInstance()
  const { t } = useViewTranslation(enConnecting)
  const namespace = useLatchSelector((s) => s.chains.activeNamespace)
  const source = findPairingSource(latch.adapters, namespace)
  if (!source)
    return (
      <div data-latch-view="ConnectingWalletConnectBasic" data-state="unavailable">
        <p data-latch-status="">{t('walletConnect.scanToConnect')}</p>
        <p data-latch-hint="">{t('walletConnect.pairingUnavailable')}</p>
      </div>
    )
  return (
    <PairingConnect
      view="ConnectingWalletConnectBasic"
      source={source}
      namespace={namespace}
      wallet={undefined}
    >
      <PairingWallets source={source} />
    </PairingConnect>
  )
}
