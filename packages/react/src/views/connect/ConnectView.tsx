import {
  connectViewWallets,
  selectWallet,
  selectWalletImage,
  servesNamespace,
  type WalletListing,
  walletChainCue,
} from '@latch/core'
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
 * installed; else email, social, wallet). The wallet section lists the first wallets of the merged
 * list (core's order: recent, installed, featured, then the families taking turns), installed ones
 * marked and, in an app of several families, each marked with the network icons of the families it
 * serves; then "All
 * Wallets". Opened
 * with router data `namespace` (ProfileWallets' "Add wallet"), it lists only that namespace's wallets.
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
  const { networks } = snap
  const families = snap.only ? [] : [...new Set(networks.map((n) => n.chainNamespace))]
  const wallets = connectViewWallets(
    latch.wallets.getWallets(snap).filter((w) => servesNamespace(w, snap.only)),
    CONNECT_VIEW_WALLETS,
    recentIds,
    families,
  )
  // "Add wallet" of one family (router data `namespace`) offers that family's wallets only
  const order = snap.only ? ['wallet'] : latch.connections.getConnectMethodOrder()
  const { email, socials } = snap.options.features
  const imageOf = (w: WalletListing) => selectWalletImage(snap, w)
  // an app of several families marks each row with the families it serves (none for "Add wallet")
  const cueOf = (w: WalletListing) => {
    const cue = snap.only ? [] : walletChainCue(w, networks)
    return cue.length > 0 ? (
      <span data-latch-chain-cue={cue.map((n) => n.chainNamespace).join(' ')} aria-hidden="true">
        {cue.map((network) => (
          <NetworkIcon key={network.caipNetworkId} network={network} size={16} />
        ))}
      </span>
    ) : undefined
  }

  const sections = order.map((method) => {
    if (method === 'email') return email ? <EmailForm key="email" /> : null
    if (method === 'social') return socials && socials.length > 0 ? <SocialButtons key="social" /> : null
    return (
      <ul key="wallet" data-latch-wallet-list="" aria-label={t('connect.walletsLabel')}>
        {wallets.map((wallet) => (
          <li key={wallet.id}>
            <WalletRow
              id={wallet.id}
              name={wallet.name}
              imageUrl={imageOf(wallet)}
              installed={wallet.installed}
              tag={recentIds.has(wallet.id) ? t('common.recent') : undefined}
              cue={cueOf(wallet)}
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
