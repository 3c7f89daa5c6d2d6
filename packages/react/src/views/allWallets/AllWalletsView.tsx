import { selectWalletImage, servesNamespace, type WalletListing } from '@latch/core'
import { selectListWallet } from '@latch/core/views'
import { enConnecting } from '@latch/i18n/connecting'
import { useId } from 'react'
import { EmptyState } from '../../components/EmptyState'
import { SkeletonRows } from '../../components/SkeletonRows'
import { VirtualList } from '../../components/VirtualList'
import { WalletRow } from '../../components/WalletRow'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import { useViewTranslation } from '../../hooks/useViewTranslation'
import { selectWalletListState } from '../../utils/selectWalletListState'

/**
 * AllWallets: a search field (the core trims it and waits 300 ms) and the whole wallet list,
 * virtualised for thousands of entries, installed wallets marked, arrow keys moving across the
 * list, the next page loaded when the end scrolls into view.
 *
 * @example
 * ```tsx
 * <AllWalletsView />
 * ```
 */
export function AllWalletsView() {
  const latch = useLatchInstance()
  const { t } = useViewTranslation(enConnecting)
  const snap = useLatchSelector(selectWalletListState)
  const searchId = useId()
  const { search } = snap.wallets
  const searching = search.query.trim() !== ''
  const wallets: readonly WalletListing[] = (
    searching ? (search.results as WalletListing[]) : latch.wallets.getWallets(snap)
  ).filter((w) => servesNamespace(w, snap.only))
  const imageOf = (w: WalletListing) => selectWalletImage(snap, w)
  return (
    <div data-latch-view="AllWallets">
      <label htmlFor={searchId} data-latch-visually-hidden="">
        {t('allWallets.searchLabel')}
      </label>
      <input
        id={searchId}
        type="search"
        data-latch-search=""
        placeholder={t('allWallets.searchPlaceholder')}
        autoComplete="off"
        value={search.query}
        onChange={(event) => void latch.wallets.search(event.target.value)}
      />
      {wallets.length === 0 && (search.loading || snap.wallets.loading) ? (
        <SkeletonRows count={5} label={t('allWallets.loading')} />
      ) : wallets.length === 0 ? (
        <EmptyState
          title={t('allWallets.emptyTitle')}
          guidance={searching ? t('allWallets.emptySearchHint') : t('allWallets.emptyHint')}
        />
      ) : (
        <VirtualList
          items={wallets}
          label={t('allWallets.listLabel')}
          getKey={(w) => w.id}
          onEndReached={searching ? undefined : () => void latch.wallets.loadNextPage()}
          renderItem={(wallet, { ref, ...row }) => (
            <WalletRow
              {...row}
              buttonRef={ref}
              id={wallet.id}
              name={wallet.name}
              imageUrl={imageOf(wallet)}
              installed={wallet.installed}
              intent={wallet.installed ? 'ConnectingExternal' : 'ConnectingWalletConnect'}
              onSelect={() => selectListWallet(latch, wallet)}
            />
          )}
        />
      )}
    </div>
  )
}
