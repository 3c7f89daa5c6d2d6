import type { WalletQueries } from './createWalletQueries'
import { filterWallets } from './listing/filterWallets'
import type { WalletsState } from './types'

/**
 * The listing of the bundled registry (SPEC §5, §7): the app's namespaces' bundled wallets less the
 * excluded ones, the featured ones in config order, and the total the list shows (the SPEC §5
 * filters applied). What a page without a projectId lists, and the fallback when the hosted
 * registry fails. Needs no registry code: it is all the Connect view of such a page loads.
 *
 * @param state - The instance's wallets state.
 * @param queries - The listing helpers (see createWalletQueries).
 * @param featuredIds - The app's featured wallet ids.
 * @returns Puts the bundled listing in `state` (page 1).
 * @example
 * ```ts
 * const useBundled = createBundledListing(state.wallets, createWalletQueries(deps), [])
 * useBundled()
 * ```
 */
export function createBundledListing(
  state: WalletsState,
  queries: WalletQueries,
  featuredIds: readonly string[],
): () => void {
  return () => {
    const list = queries.withIncludeExclude(queries.bundled())
    state.source = 'bundled'
    state.featured = featuredIds.flatMap((id) => list.filter((w) => w.id === id))
    state.listing = list
    state.count = filterWallets(list, queries.filterContext()).length
    state.page = 1
  }
}
