import { CONSTANTS } from '../../shared/constants/constants'
import type { createWalletImages } from './createWalletImages'
import type { WalletQueries } from './createWalletQueries'
import { getWallets } from './getWallets'
import { filterWallets } from './listing/filterWallets'
import type { WalletsActions, WalletsState } from './types'
import type { WalletsContext } from './walletsContext'

/**
 * The wallets controller's listing loads: the paged AllWallets listing from the hosted registry, or
 * the bundled registry without a projectId or when the registry fails (retried on the next intent).
 * Concurrent calls share one load; `useBundled` is the fallback the Connect view's load shares.
 *
 * @param state - The instance's wallets state.
 * @param deps - The wallets controller's context.
 * @param queries - The listing helpers (see createWalletQueries).
 * @param images - The hosted image loader, when there is a registry.
 * @returns `loadAllWallets`, `loadNextPage` and `useBundled`.
 * @example
 * ```ts
 * const loads = createWalletListingLoads(state.wallets, deps, createWalletQueries(deps), undefined)
 * await loads.loadAllWallets()
 * ```
 */
export function createWalletListingLoads(
  state: WalletsState,
  deps: WalletsContext,
  queries: WalletQueries,
  images: ReturnType<typeof createWalletImages> | undefined,
): Pick<WalletsActions, 'loadAllWallets' | 'loadNextPage'> & { useBundled: () => void } {
  const { api, options } = deps
  const featuredIds = options.featuredWalletIds ?? []
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

  const useBundled = () => {
    const list = queries.withIncludeExclude(queries.bundled())
    state.source = 'bundled'
    state.featured = featuredIds.flatMap((id) => list.filter((w) => w.id === id))
    state.listing = list
    registryCount = list.length
    state.count = shownCount()
    state.page = 1
  }

  const loadPage = async (page: number) => {
    if (!api) {
      if (state.page === 0) useBundled()
      return
    }
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
      void images?.loadFor(result.data)
    } catch (error) {
      fail(error)
      if (state.page === 0) useBundled()
    } finally {
      state.loading = false
    }
  }

  return {
    useBundled,
    async loadAllWallets() {
      state.recent = queries.recent().list()
      // A bundled fallback (the registry failed) is retried on the next intent.
      if (state.page > 0 && (state.source === 'api' || !api)) return
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
