import { createHostedListing } from './createHostedListing'
import type { WalletQueries } from './createWalletQueries'
import { runWalletSearch } from './runWalletSearch'
import type { WalletsState } from './types'
import type { WalletsContext } from './walletsContext'

/**
 * The wallets controller's code that loads on use, in one chunk (the controller's own is fetched
 * before the first click, and each `import()` in it costs there): the hosted registry's part of an
 * app with a projectId (see createHostedListing), loaded with its first load, and the search (see
 * runWalletSearch), loaded with the first search. A page without a projectId that never searches
 * never fetches it.
 *
 * @param state - The instance's wallets state.
 * @param deps - The wallets controller's context.
 * @param queries - The listing helpers (see createWalletQueries).
 * @param useBundled - The bundled listing (see createBundledListing), the hosted registry's fallback.
 * @returns `hosted` (with a registry client) and `search`.
 * @example
 * ```ts
 * const registry = createWalletRegistry(state.wallets, deps, queries, useBundled)
 * state.wallets.search.results = await registry.search('leather')
 * ```
 */
export function createWalletRegistry(
  state: WalletsState,
  deps: WalletsContext,
  queries: WalletQueries,
  useBundled: () => void,
) {
  const { api } = deps
  return {
    hosted: api ? createHostedListing(state, { ...deps, api }, queries, useBundled) : undefined,
    search: (text: string) => runWalletSearch(deps, queries, text),
  }
}
