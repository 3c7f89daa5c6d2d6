import type { Connector } from '../../adapters/types'
import type { ChainNamespace } from '../../shared/networks/types'
import { filterWallets } from './listing/filterWallets'
import { mergeWallets } from './listing/mergeWallets'
import type { WalletListing } from './listing/types'
import type { WalletsOptions, WalletsSnapshot } from './types'

/**
 * The wallet list a view shows, from state or a render snapshot: recent, installed, featured,
 * recommended and the registry listing, merged, de-duplicated and filtered (SPEC §5: mobile and
 * namespace exceptions, excluded wallets), the wallets of the active namespace first.
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
  context: { namespace: ChainNamespace | undefined; isMobile: boolean; options: WalletsOptions },
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
  // the wallets that can connect the active namespace lead (after switching to Stacks, the Stacks
  // wallets); each group keeps the merged order (recent, installed, featured, recommended, the rest)
  const { namespace } = context
  if (namespace === undefined) return shown
  const serves = (wallet: WalletListing) => wallet.chains.some((chain) => chain.split(':')[0] === namespace)
  return [...shown.filter(serves), ...shown.filter((wallet) => !serves(wallet))]
}
