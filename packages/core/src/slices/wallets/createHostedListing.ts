import type { ApiClient } from '../../http/types'
import { createConnectViewLoad } from './createConnectViewLoad'
import { createWalletImages } from './createWalletImages'
import { createWalletListingLoads } from './createWalletListingLoads'
import type { WalletQueries } from './createWalletQueries'
import type { WalletsActions, WalletsState } from './types'
import type { WalletsContext } from './walletsContext'

/**
 * The wallets controller's hosted registry part (an app with a projectId; its code loads with the
 * first load, see createWalletRegistry): the Connect view's featured and recommended rows, the
 * paged listing with the bundled fallback, and the hosted images (the first 20 of each list a view
 * shows). An app without a projectId never builds it.
 *
 * @param state - The instance's wallets state.
 * @param deps - The wallets controller's context and its registry client.
 * @param queries - The listing helpers (see createWalletQueries).
 * @param useBundled - The bundled fallback (see createBundledListing).
 * @returns The loads and the images loader.
 * @example
 * ```ts
 * const hosted = createHostedListing(state.wallets, { ...deps, api }, queries, useBundled)
 * await hosted.loadAllWallets()
 * ```
 */
export function createHostedListing(
  state: WalletsState,
  deps: WalletsContext & { api: ApiClient },
  queries: WalletQueries,
  useBundled: () => void,
): Pick<WalletsActions, 'loadConnectView' | 'loadAllWallets' | 'loadNextPage'> & {
  images: ReturnType<typeof createWalletImages>
} {
  const images = createWalletImages({
    api: deps.api,
    images: state.images,
    ...(deps.objectUrls ? { objectUrls: deps.objectUrls } : {}),
    ...(deps.onError ? { onError: deps.onError } : {}),
  })
  return {
    images,
    ...createConnectViewLoad(state, deps, queries, images),
    ...createWalletListingLoads(state, deps, queries, { images, useBundled }),
  }
}
