import { selectWallet, selectWalletImage, type WalletListing } from '@latch/core'
import { NetworkIcon } from '../../components/NetworkIcon'
import { WalletRow } from '../../components/WalletRow'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import { useT } from '../../hooks/useT'
import { selectWalletListState } from '../../utils/selectWalletListState'
import { EmailForm } from './EmailForm'
import { SocialButtons } from './SocialButtons'

/** Wallets shown on the Connect view before "All Wallets" (more when installed or recent ones come later). */
const CONNECT_VIEW_WALLETS = 5

/**
 * The Connect view: the connect methods in the SPEC §2 order (wallet first when wallets are
 * installed; else email, social, wallet). The wallet section renders the rows core gives
 * (`latch.wallets.getConnectViewRows`: recent, installed, featured, then the families taking turns),
 * installed ones marked and, in an app of several families, each with the network icons of the
 * families it serves; then "All Wallets". Opened with router data `namespace` (ProfileWallets' "Add
 * wallet"), it lists only that namespace's wallets.
 *
 * @example
 * ```tsx
 * <ConnectView />
 * ```
 */
export function ConnectView() {
  const latch = useLatchInstance()
  const t = useT()
  const snap = useLatchSelector(selectWalletListState)
  // built from the render snapshot: the view re-renders when wallets are discovered or loaded
  const recentIds = new Set(snap.wallets.recent.map((w) => w.id))
  const rows = latch.wallets.getConnectViewRows({
    from: snap,
    networks: snap.networks,
    only: snap.only,
    count: CONNECT_VIEW_WALLETS,
  })
  // "Add wallet" of one family (router data `namespace`) offers that family's wallets only
  const order = snap.only ? ['wallet'] : latch.connections.getConnectMethodOrder()
  const { email, socials } = snap.options.features
  const imageOf = (w: WalletListing) => selectWalletImage(snap, w)
  const sections = order.map((method) => {
    if (method === 'email') return email ? <EmailForm key="email" /> : null
    if (method === 'social') return socials && socials.length > 0 ? <SocialButtons key="social" /> : null
    return (
      <ul key="wallet" data-latch-wallet-list="" aria-label={t('connect.walletsLabel')}>
        {rows.map(({ wallet, cue }) => (
          <li key={wallet.id}>
            <WalletRow
              id={wallet.id}
              name={wallet.name}
              imageUrl={imageOf(wallet)}
              installed={wallet.installed}
              tag={recentIds.has(wallet.id) ? t('common.recent') : undefined}
              cue={
                cue.length > 0 ? (
                  <span data-latch-chain-cue={cue.map((n) => n.chainNamespace).join(' ')} aria-hidden="true">
                    {cue.map((network) => (
                      <NetworkIcon key={network.caipNetworkId} network={network} size={16} />
                    ))}
                  </span>
                ) : undefined
              }
              onSelect={() => selectWallet(latch, wallet)}
            />
          </li>
        ))}
        <li>
          <button
            type="button"
            data-latch-all-wallets=""
            onClick={() => latch.router.push('AllWallets', snap.only ? { namespace: snap.only } : undefined)}
          >
            {t('connect.allWallets')}
          </button>
        </li>
      </ul>
    )
  })
  return <div data-latch-view="Connect">{sections}</div>
}
