import { enConnecting } from '@latch/i18n/connecting'
import { useEffect } from 'react'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useViewTranslation } from '../../hooks/useViewTranslation'
import { ConnectMethods } from '../connect/ConnectMethods'

/**
 * SwitchActiveChain (SPEC §2): switching to a network of another chain family that has no wallet
 * connected yet. It lists that family's ways to connect (core's `walletListScope` of the router's
 * `network`): its wallets, with "All Wallets" limited to the family too, and email and social where
 * the email and social wallet serves it. Starting one makes the network the active one and connects
 * on it (core's `enterListNetwork`). The header's Back returns to the
 * network list, changing nothing.
 *
 * @example
 * ```tsx
 * <SwitchActiveChainView />
 * ```
 */
export function SwitchActiveChainView() {
  const latch = useLatchInstance()
  const { t } = useViewTranslation(enConnecting)
  // the wallet list's data, as the Connect view loads it (fetch on intent)
  useEffect(() => {
    void latch.wallets.loadConnectView().catch(() => undefined)
  }, [latch])
  return (
    <div data-latch-view="SwitchActiveChain">
      <p data-latch-hint="">{t('networks.connectForNetwork')}</p>
      <ConnectMethods adding={false} />
    </div>
  )
}
