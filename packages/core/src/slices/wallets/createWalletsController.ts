import { lazy } from '../../shared/lazy/lazy'
import { createBundledListing } from './createBundledListing'
import type { createHostedListing } from './createHostedListing'
import { createWalletChoice } from './createWalletChoice'
import { createWalletQueries } from './createWalletQueries'
import { createWalletSearch } from './createWalletSearch'
import type { WalletsActions, WalletsState } from './types'
import type { WalletsContext } from './walletsContext'

/**
 * The wallets controller: registry (hosted or bundled), featured/recommended/paged listing,
 * debounced search, recent and chosen wallets, lazily loaded images (the first 20 of each list a
 * view shows: Connect's featured and recommended, an AllWallets page, search results). Fetches
 * only on intent. Its code holds what the Connect view of an app without a projectId needs (the
 * bundled listing, the recent wallets); the hosted registry's code and the search's
 * (`createWalletRegistry`) load with the first load of an app with one, or the first search.
 *
 * @param state - The instance's wallets slice.
 * @param deps - API client (or none), clock, discovery, storage, options.
 * @returns `actions`.
 * @example
 * ```ts
 * const wallets = createWalletsController(state.wallets, deps)
 * await wallets.loadAllWallets()
 * ```
 */
export function createWalletsController(state: WalletsState, deps: WalletsContext) {
  const { api } = deps
  const queries = createWalletQueries(deps)
  const useBundled = createBundledListing(state, queries, deps.options.featuredWalletIds ?? [])
  const registry = lazy(() =>
    import('./createWalletRegistry').then(({ createWalletRegistry }) =>
      createWalletRegistry(state, deps, queries, useBundled),
    ),
  )
  /** Reads the recent wallets, then lists the bundled registry or loads from the hosted one. */
  const listing = (load: (hosted: ReturnType<typeof createHostedListing>) => Promise<void>) => async () => {
    state.recent = queries.recent().list()
    const hosted = api ? (await registry.load()).hosted : undefined
    if (hosted) return load(hosted)
    if (state.page === 0) useBundled()
  }

  const actions: WalletsActions = {
    loadConnectView: listing((hosted) => hosted.loadConnectView()),
    loadAllWallets: listing((hosted) => hosted.loadAllWallets()),
    // the bundled registry is one page
    loadNextPage: async () => (api ? (await registry.load()).hosted?.loadNextPage() : undefined),
    ...createWalletSearch(
      state,
      deps,
      (text) => registry.load().then((loaded) => loaded.search(text)),
      (results) => void registry.peek()?.hosted?.images.loadFor(results),
    ),
    ...createWalletChoice(state, deps),
    releaseImages() {
      registry.peek()?.hosted?.images.release()
    },
  }
  return { actions }
}
