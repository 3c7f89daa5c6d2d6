import type { Connector } from '../../adapters/types'
import type { ChainNamespace } from '../../shared/networks/types'
import { filterWallets } from './listing/filterWallets'
import { mergeWallets } from './listing/mergeWallets'
import { orderWallets } from './listing/orderWallets'
import type { WalletListing } from './listing/types'
import type { WalletsOptions, WalletsSnapshot } from './types'

/**
 * The wallet list a view shows, from state or a render snapshot: recent, installed, featured,
 * recommended and the registry listing, merged, de-duplicated and filtered (SPEC §5: mobile and
 * namespace exceptions, excluded wallets), and ordered by {@link orderWallets} (recent, installed,
 * featured, then the rest per family: the active namespace first, several families taking turns).
 *
 * @param from - State or snapshot (wallet lists and discovered connectors).
 * @param context - The namespace, the mobile check and the app's wallet options.
 * @returns The wallets, in display order.
 * @example
 * ```ts
 * selectWallets(snap, { namespace: 'eip155', isMobile: false, options: {} })
 * ```
 */
export function selectWallets(
  from: WalletsSnapshot,
  context: {
    namespace: ChainNamespace | undefined
    /** The app's chain families, in configured order: with several, they take turns in the list. */
    namespaces?: readonly ChainNamespace[]
    isMobile: boolean
    options: WalletsOptions
  },
): WalletListing[] {
  // merging and filtering copy what they keep and never write to their input, so a read-only
  // snapshot is read as is
  const lists = from.wallets as Record<'recent' | 'featured' | 'recommended' | 'listing', WalletListing[]>
  const merged = mergeWallets({
    recent: lists.recent,
    discovered: from.connections.connectors as Connector[],
    featured: lists.featured,
    recommended: lists.recommended,
    listing: lists.listing,
  })
  const shown = filterWallets(merged, {
    isMobile: context.isMobile,
    namespace: context.namespace,
    excludedWallets: context.options.excludedWallets ?? [],
    universalProvider: context.options.universalProvider ?? false,
  })
  return orderWallets(shown, {
    namespace: context.namespace,
    namespaces: context.namespaces ?? [],
    recentIds: new Set(lists.recent.map((w) => w.id)),
    featuredIds: new Set(context.options.featuredWalletIds ?? []),
  })
}
