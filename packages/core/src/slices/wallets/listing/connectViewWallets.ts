import type { ChainNamespace } from '../../../shared/networks/types'
import { servesNamespace } from './servesNamespace'
import type { WalletListing } from './types'

/**
 * The wallets the Connect view lists before "All Wallets": the first `count` of the ordered list
 * (see orderWallets), then every installed or recent wallet that did not make the cut, so a wallet
 * the visitor has in the browser is never hidden behind "All Wallets", and, in an app of several
 * families, the first wallet of each family the rows so far leave out, so every family shows in the
 * first view.
 *
 * @param wallets - The ordered list (`latch.wallets.getWallets()`, filtered by family).
 * @param count - How many rows the view shows at least.
 * @param recentIds - Ids of the recent wallets.
 * @param namespaces - The app's families (optional): each gets a row.
 * @returns The rows to show, in list order.
 * @example
 * ```ts
 * connectViewWallets(latch.wallets.getWallets(snap), 5, new Set(['io.metamask']), ['eip155', 'solana'])
 * ```
 */
export function connectViewWallets(
  wallets: readonly WalletListing[],
  count: number,
  recentIds: ReadonlySet<string>,
  namespaces: readonly ChainNamespace[] = [],
): WalletListing[] {
  const shown = new Set(wallets.filter((w, i) => i < count || w.installed === true || recentIds.has(w.id)))
  if (namespaces.length > 1)
    for (const family of namespaces) {
      if ([...shown].some((w) => servesNamespace(w, family))) continue
      const first = wallets.find((w) => servesNamespace(w, family))
      if (first) shown.add(first)
    }
  return wallets.filter((w) => shown.has(w))
}
