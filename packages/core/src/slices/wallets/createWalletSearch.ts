import { CONSTANTS } from '../../shared/constants/constants'
import type { createWalletImages } from './createWalletImages'
import type { WalletQueries } from './createWalletQueries'
import { getWallets } from './getWallets'
import { filterWallets } from './listing/filterWallets'
import { mergeWallets } from './listing/mergeWallets'
import { normalizeSearch, searchWallets } from './listing/searchWallets'
import type { WalletListing } from './listing/types'
import type { WalletsActions, WalletsState } from './types'
import type { WalletsContext } from './walletsContext'

/**
 * The wallets controller's debounced search: discovered and bundled wallets matched locally, the
 * hosted registry asked after the SPEC's search wait, and only the latest query's results kept.
 * Each search's promise settles when its results are in, or when a newer search replaces it.
 *
 * @param state - The instance's wallets state.
 * @param deps - The wallets controller's context.
 * @param queries - The listing helpers (see createWalletQueries).
 * @param images - The hosted image loader, when there is a registry.
 * @returns The `search` action.
 * @example
 * ```ts
 * const { search } = createWalletSearch(state.wallets, deps, createWalletQueries(deps), undefined)
 * await search('leather')
 * ```
 */
export function createWalletSearch(
  state: WalletsState,
  deps: WalletsContext,
  queries: WalletQueries,
  images: ReturnType<typeof createWalletImages> | undefined,
): Pick<WalletsActions, 'search'> {
  const { api, clock } = deps
  let searchTimer: unknown
  let searchSeq = 0
  let settleSearch: (() => void) | undefined

  const runSearch = async (query: string, seq: number) => {
    const local = searchWallets(
      mergeWallets({ discovered: deps.getConnectors(), listing: api ? [] : queries.bundled() }),
      query,
    )
    let remote: WalletListing[] = []
    if (api) {
      try {
        const result = await getWallets(api, {
          page: 1,
          entries: CONSTANTS.walletSearchEntries,
          search: query,
          chains: deps.getChains(),
          exclude: queries.exclude(),
          ...queries.include(),
        })
        remote = result.data
      } catch (error) {
        deps.onError?.(error)
      }
    }
    if (seq !== searchSeq) return
    state.search.results = filterWallets(
      mergeWallets({ discovered: [], listing: [...local, ...remote] }),
      queries.filterContext(),
    )
    state.search.loading = false
    // search results are a page of their own: the first 20 hosted images load (SPEC §7)
    void images?.loadFor(state.search.results)
  }

  return {
    search(text) {
      state.search.query = text
      searchSeq += 1
      const seq = searchSeq
      if (searchTimer !== undefined) clock.clearTimeout(searchTimer)
      settleSearch?.()
      const query = normalizeSearch(text)
      if (query === '') {
        state.search.results = []
        state.search.loading = false
        return Promise.resolve()
      }
      state.search.loading = true
      return new Promise<void>((resolve) => {
        settleSearch = resolve
        searchTimer = clock.setTimeout(() => {
          searchTimer = undefined
          settleSearch = undefined
          void runSearch(text.trim(), seq).finally(resolve)
        }, CONSTANTS.walletSearchDebounceMs)
      })
    },
  }
}
