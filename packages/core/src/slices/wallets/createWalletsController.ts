import { createConnectViewLoad } from './createConnectViewLoad'
import { createWalletChoice } from './createWalletChoice'
import { createWalletImages } from './createWalletImages'
import { createWalletListingLoads } from './createWalletListingLoads'
import { createWalletQueries } from './createWalletQueries'
import { createWalletSearch } from './createWalletSearch'
import type { WalletsActions, WalletsState } from './types'
import type { WalletsContext } from './walletsContext'

/**
 * The wallets controller: registry (hosted or bundled), featured/recommended/paged listing,
 * debounced search, recent and chosen wallets, lazily loaded images (the first 20 of each list a
 * view shows: Connect's featured and recommended, an AllWallets page, search results). Fetches
 * only on intent.
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
  const images = api
    ? createWalletImages({
        api,
        images: state.images,
        ...(deps.objectUrls ? { objectUrls: deps.objectUrls } : {}),
        ...(deps.onError ? { onError: deps.onError } : {}),
      })
    : undefined
  const queries = createWalletQueries(deps)
  const { useBundled, ...pages } = createWalletListingLoads(state, deps, queries, images)

  const actions: WalletsActions = {
    ...createConnectViewLoad(state, deps, queries, { images, useBundled }),
    ...pages,
    ...createWalletSearch(state, deps, queries, images),
    ...createWalletChoice(state, deps),
    releaseImages() {
      images?.release()
    },
  }
  return { actions }
}
