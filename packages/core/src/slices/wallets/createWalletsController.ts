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
 * bundled listing, the recent wallets); the hosted registry's code (`createHostedListing`) loads with
 * the first load of an app with one, the search's (`runWalletSearch`) with the first search.
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
  const hosted = api
    ? lazy(() =>
        import('./createHostedListing').then(({ createHostedListing }) =>
          createHostedListing(state, { ...deps, api }, queries, useBundled),
        ),
      )
    : undefined
  /** Reads the recent wallets, then lists the bundled registry or loads from the hosted one. */
  const listing = (load: (loaded: ReturnType<typeof createHostedListing>) => Promise<void>) => async () => {
    state.recent = queries.recent().list()
    if (hosted) return load(await hosted.load())
    if (state.page === 0) useBundled()
  }

  const actions: WalletsActions = {
    loadConnectView: listing((loaded) => loaded.loadConnectView()),
    loadAllWallets: listing((loaded) => loaded.loadAllWallets()),
    // the bundled registry is one page
    loadNextPage: async () => (hosted ? (await hosted.load()).loadNextPage() : undefined),
    ...createWalletSearch(
      state,
      deps,
      (text) =>
        Promise.all([import('./runWalletSearch'), hosted?.load()]).then(([{ runWalletSearch }]) =>
          runWalletSearch(deps, queries, text),
        ),
      (results) => void hosted?.peek()?.images.loadFor(results),
    ),
    ...createWalletChoice(state, deps),
    releaseImages() {
      hosted?.peek()?.images.release()
    },
  }
  return { actions }
}
