import { WALLET_SEARCH_DEBOUNCE_MS } from '../../shared/constants/firstLoadConstants'
import { normalizeWalletSearch } from '../../shared/validation/walletSearch'
import type { WalletListing } from './listing/types'
import type { WalletsActions, WalletsState } from './types'
import type { WalletsContext } from './walletsContext'

/**
 * The wallets controller's debounced search: the search runs after the SPEC's search wait (its
 * code, `runWalletSearch` in `createWalletRegistry`, loads then: a page that never searches never
 * fetches it), and only the latest query's results are kept. Each search's promise settles when
 * its results are in, or when a newer search replaces it.
 *
 * @param state - The instance's wallets state.
 * @param deps - The clock and the error sink of the wallets controller's context.
 * @param run - Runs one search (see runWalletSearch) on the trimmed text.
 * @param shown - Called with the results a search put in `state` (the first 20 hosted images load).
 * @returns The `search` action.
 * @example
 * ```ts
 * const { search } = createWalletSearch(state.wallets, deps, (text) => runWalletSearch(deps, queries, text), () => {})
 * await search('leather')
 * ```
 */
export function createWalletSearch(
  state: WalletsState,
  deps: Pick<WalletsContext, 'clock' | 'onError'>,
  run: (text: string) => Promise<WalletListing[]>,
  shown: (results: readonly WalletListing[]) => void,
): Pick<WalletsActions, 'search'> {
  const { clock } = deps
  let searchTimer: unknown
  let searchSeq = 0
  let settleSearch: (() => void) | undefined

  const runSearch = async (text: string, seq: number) => {
    let results: WalletListing[]
    try {
      results = await run(text)
    } catch (error) {
      // the search's code did not load: nothing to show, the next keystroke tries again
      deps.onError?.(error)
      results = []
    }
    if (seq !== searchSeq) return
    state.search.results = results
    state.search.loading = false
    // search results are a page of their own: the first 20 hosted images load (SPEC §7)
    shown(results)
  }

  return {
    search(text) {
      state.search.query = text
      searchSeq += 1
      const seq = searchSeq
      if (searchTimer !== undefined) clock.clearTimeout(searchTimer)
      settleSearch?.()
      if (normalizeWalletSearch(text) === '') {
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
        }, WALLET_SEARCH_DEBOUNCE_MS)
      })
    },
  }
}
