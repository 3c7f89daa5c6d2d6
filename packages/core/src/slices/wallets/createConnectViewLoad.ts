import type { ApiClient } from '../../http/types'
import { CONSTANTS } from '../../shared/constants/constants'
import type { createWalletImages } from './createWalletImages'
import type { WalletQueries } from './createWalletQueries'
import { getWallets } from './getWallets'
import type { WalletsActions, WalletsState } from './types'
import type { WalletsContext } from './walletsContext'

/**
 * The wallets controller's Connect view load from the hosted registry (with a projectId): the app's
 * featured wallets and the registry's recommended ones (each failure reported, the other row kept).
 * Concurrent calls share one load. The caller reads the recent wallets first.
 *
 * @param state - The instance's wallets state.
 * @param deps - The wallets controller's context and its registry client.
 * @param queries - The listing helpers (see createWalletQueries).
 * @param images - The hosted images loader.
 * @returns The `loadConnectView` action.
 * @example
 * ```ts
 * const { loadConnectView } = createConnectViewLoad(state.wallets, { ...deps, api }, queries, images)
 * await loadConnectView()
 * ```
 */
export function createConnectViewLoad(
  state: WalletsState,
  deps: WalletsContext & { api: ApiClient },
  queries: WalletQueries,
  images: ReturnType<typeof createWalletImages>,
): Pick<WalletsActions, 'loadConnectView'> {
  const { api, options } = deps
  const featuredIds = options.featuredWalletIds ?? []
  const fail = (error: unknown) => deps.onError?.(error)
  let connectLoad: Promise<void> | undefined

  const loadConnectView = async () => {
    const chains = deps.getChains()
    const [featured, recommended] = await Promise.allSettled([
      featuredIds.length > 0
        ? getWallets(api, { page: 1, entries: featuredIds.length, include: featuredIds, chains })
        : Promise.resolve({ data: [], count: 0 }),
      getWallets(api, {
        page: 1,
        entries: CONSTANTS.walletRecommendedEntries,
        exclude: [...queries.exclude(), ...featuredIds],
        chains,
        ...queries.include(),
      }),
    ])
    if (featured.status === 'fulfilled')
      state.featured = featuredIds.flatMap((id) => featured.value.data.filter((w) => w.id === id))
    else fail(featured.reason)
    if (recommended.status === 'fulfilled') state.recommended = recommended.value.data
    else fail(recommended.reason)
    // the Connect view shows these rows: their hosted images load like a listing page's
    void images.loadFor([...state.featured, ...state.recommended])
  }

  return {
    loadConnectView() {
      connectLoad ??= loadConnectView().finally(() => {
        connectLoad = undefined
      })
      return connectLoad
    },
  }
}
