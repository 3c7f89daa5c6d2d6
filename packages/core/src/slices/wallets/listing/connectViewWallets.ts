import type { WalletListing } from './types'

/**
 * The wallets the Connect view lists before "All Wallets": the first `count` of the merged list (the
 * active namespace's wallets lead), and then every installed or recent wallet that did not make the
 * cut, so a wallet the visitor has in the browser is never hidden behind "All Wallets" because
 * another family's listed wallets came first.
 *
 * @param wallets - The merged, ordered list (`latch.wallets.getWallets()`, filtered by family).
 * @param count - How many rows the view shows at least.
 * @param recentIds - Ids of the recent wallets.
 * @returns The rows to show, in list order.
 * @example
 * ```ts
 * connectViewWallets(latch.wallets.getWallets(snap), 5, new Set(['io.metamask']))
 * ```
 */
export function connectViewWallets(
  wallets: readonly WalletListing[],
  count: number,
  recentIds: ReadonlySet<string>,
): WalletListing[] {
  return wallets.filter((w, i) => i < count || w.installed === true || recentIds.has(w.id))
}
