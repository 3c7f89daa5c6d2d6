import { selectWalletImage, type WalletListing } from '@latch/core'
import { selectListWallet, walletListScope } from '@latch/core/views'
import { NetworkIcon } from '../../components/NetworkIcon'
import { WalletRow } from '../../components/WalletRow'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import { useT } from '../../hooks/useT'
import { selectWalletListState } from '../../utils/selectWalletListState'
import { usePreloadView } from '../../viewCache/usePreloadView'

/** Wallets shown before "All Wallets" (more when installed or recent ones come later). */
const CONNECT_VIEW_WALLETS = 5

/**
 * The wallet section of the Connect and SwitchActiveChain views: the first wallets of the merged
 * list in core's order (`latch.wallets.getConnectViewRows`: recent, installed, featured, then each
 * family's own; every configured family among the first rows, each row with its families' network
 * icons when the app has several), installed ones marked, then "All Wallets". A
 * list opened for one family (core's `walletListScope`: "Add wallet", a network of a family with no
 * wallet yet) lists that family's wallets only, and so does its "All Wallets".
 *
 * @example
 * ```tsx
 * <ConnectWalletList />
 * ```
 */
export function ConnectWalletList() {
  const latch = useLatchInstance()
  const preloadAllWallets = usePreloadView('AllWallets')
  const t = useT()
  const snap = useLatchSelector(selectWalletListState)
  // built from the render snapshot: the list re-renders when wallets are discovered or loaded
  const recentIds = new Set(snap.wallets.recent.map((w) => w.id))
  const rows = latch.wallets.getConnectViewRows({
    from: snap,
    networks: snap.networks,
    only: snap.only,
    count: CONNECT_VIEW_WALLETS,
  })
  const imageOf = (w: WalletListing) => selectWalletImage(snap, w)
  return (
    <ul data-latch-wallet-list="" aria-label={t('connect.walletsLabel')}>
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
            intent={wallet.installed ? 'ConnectingExternal' : 'ConnectingWalletConnect'}
            onSelect={() => selectListWallet(latch, wallet)}
          />
        </li>
      ))}
      <li>
        <button
          type="button"
          data-latch-all-wallets=""
          {...preloadAllWallets}
          onClick={() => latch.router.push('AllWallets', walletListScope(latch.state.router.data).data)}
        >
          {t('connect.allWallets')}
        </button>
      </li>
    </ul>
  )
}
