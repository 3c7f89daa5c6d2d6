import type { ApiClient } from '../../http/types'
import { CONSTANTS } from '../../shared/constants/constants'
import type { WalletQueries } from './createWalletQueries'
import { getWallets } from './getWallets'
import { filterWallets } from './listing/filterWallets'
import { mergeWallets } from './listing/mergeWallets'
import { searchWallets } from './listing/searchWallets'
import type { WalletListing } from './listing/types'
import type { WalletsContext } from './walletsContext'

/**
 * Runs one wallet search (its code loads with the first search that waited out its pause, see
 * createWalletRegistry): the discovered wallets, and the bundled ones without a registry, matched locally;
 * with a registry, its answer for the text (100 entries; a failure is reported and the local matches
 * kept). The results are merged and pass the SPEC §5 filters.
 *
 * @param deps - The wallets controller's context (its `api` is the registry, if any).
 * @param queries - The listing helpers (see createWalletQueries).
 * @param text - The search text, trimmed.
 * @returns The results.
 * @example
 * ```ts
 * const results = await runWalletSearch(deps, createWalletQueries(deps), 'leather')
 * ```
 */
export async function runWalletSearch(
  deps: WalletsContext,
  queries: WalletQueries,
  text: string,
): Promise<WalletListing[]> {
  const api: ApiClient | undefined = deps.api
  const local = searchWallets(
    mergeWallets({ discovered: deps.getConnectors(), listing: api ? [] : queries.bundled() }),
    text,
  )
  let remote: WalletListing[] = []
  if (api) {
    try {
      const result = await getWallets(api, {
        page: 1,
        entries: CONSTANTS.walletSearchEntries,
        search: text,
        chains: deps.getChains(),
        exclude: queries.exclude(),
        ...queries.include(),
      })
      remote = result.data
    } catch (error) {
      deps.onError?.(error)
    }
  }
  return filterWallets(
    mergeWallets({ discovered: [], listing: [...local, ...remote] }),
    queries.filterContext(),
  )
}
