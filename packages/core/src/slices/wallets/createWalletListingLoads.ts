import type { ApiClient } from '../../http/types'
import { CONSTANTS } from '../../shared/constants/constants'
import type { createWalletImages } from './createWalletImages'
import type { WalletQueries } from './createWalletQueries'
import { getWallets } from './getWallets'
import { filterWallets } from './listing/filterWallets'
import type { WalletsActions, WalletsState } from './types'
import type { WalletsContext } from './walletsContext'

/**
 * The wallets controller's listing loads from the hosted registry (with a projectId): the paged
 * AllWallets listing, or the bundled registry when the registry fails (retried on the next intent).
 * Concurrent calls share one load. The caller reads the recent wallets first.
 *
 * @param state - The instance's wallets state.
 * @param deps - The wallets controller's context and its registry client.
 * @param queries - The listing helpers (see createWalletQueries).
 * @param listing - The hosted image loader and the bundled fallback (see createBundledListing).
 * @returns `loadAllWallets` and `loadNextPage`.
 * @example
 * ```ts
 * const loads = createWalletListingLoads(state.wallets, { ...deps, api }, queries, { images, useBundled })
 * await loads.loadAllWallets()
 * ```
 */
export function createWalletListingLoads(
  state: WalletsState,
  deps: WalletsContext & { api: ApiClient },
  queries: WalletQueries,
  listing: { images: ReturnType<typeof createWalletImages>; useBundled: () => void },
): Pick<WalletsActions, 'loadAllWallets' | 'loadNextPage'> {
  const { api } = deps
  const { images, useBundled } = listing
  /** The registry's own total for the listing (what paging runs to); `state.count` is what shows. */
  let registryCount = 0
  let pageLoad: Promise<void> | undefined

  const fail = (error: unknown) => deps.onError?.(error)
  /** The total shown: the registry's total less the loaded wallets the SPEC §5 filters drop. */
  const shownCount = () =>
    Math.max(
      0,
      registryCount - (state.listing.length - filterWallets(state.listing, queries.filterContext()).length),
    )

  const loadPage = async (page: number) => {
    state.loading = true
    try {
      const result = await getWallets(api, {
        page,
        entries: CONSTANTS.walletPageSize,
        chains: deps.getChains(),
        exclude: queries.exclude(),
        ...queries.include(),
      })
      state.source = 'api'
      state.listing = page === 1 ? result.data : [...state.listing, ...result.data]
      registryCount = result.count
      state.count = shownCount()
      state.page = page
      void images.loadFor(result.data)
    } catch (error) {
      fail(error)
      if (state.page === 0) useBundled()
    } finally {
      state.loading = false
    }
  }

  return {
    async loadAllWallets() {
      // A bundled fallback (the registry failed) is retried on the next intent.
      if (state.page > 0 && state.source === 'api') return
      pageLoad ??= loadPage(1).finally(() => {
        pageLoad = undefined
      })
      return pageLoad
    },
    async loadNextPage() {
      if (pageLoad) return pageLoad
      if (state.page === 0 || state.listing.length >= registryCount || state.source === 'bundled') return
      pageLoad = loadPage(state.page + 1).finally(() => {
        pageLoad = undefined
      })
      return pageLoad
    },
  }
}
