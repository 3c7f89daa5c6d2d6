import { createRecentWallets } from './listing/recentWallets'
import type { WalletListing } from './listing/types'
import { getBundledListings } from './registry/bundledListings'
import type { WalletsContext } from './walletsContext'

/**
 * What the app's options and networks make of a wallet listing, for the wallets controller's loads
 * and search: the bundled registry of the app's namespaces, the SPEC §5 filter context, the
 * include/exclude lists (applied locally or sent to the hosted registry) and the recent wallets.
 *
 * @param deps - The wallets controller's context.
 * @returns `bundled`, `filterContext`, `exclude`, `include`, `withIncludeExclude` and `recent`.
 * @example
 * ```ts
 * const queries = createWalletQueries(deps)
 * const list = queries.withIncludeExclude(queries.bundled())
 * ```
 */
export function createWalletQueries(deps: WalletsContext) {
  const { options } = deps
  const namespaces = () => new Set(deps.getChains().map((chain) => chain.split(':')[0]))
  const exclude = () => options.excludeWalletIds ?? []
  return {
    /** The bundled registry's wallets that serve one of the app's namespaces. */
    bundled: (): WalletListing[] => {
      const wanted = namespaces()
      return getBundledListings().filter((wallet) =>
        wallet.chains.some((chain) => wanted.has(chain.split(':')[0])),
      )
    },
    /** What the SPEC §5 filters (filterWallets) read. */
    filterContext: () => ({
      isMobile: deps.isMobile(),
      namespace: deps.getNamespace(),
      excludedWallets: options.excludedWallets ?? [],
      universalProvider: options.universalProvider ?? false,
    }),
    exclude,
    /** The registry's `include` parameter, when the app limits the list. */
    include: () => (options.includeWalletIds ? { include: options.includeWalletIds } : {}),
    /** `list` less the excluded wallets, and only the included ones when the app names them. */
    withIncludeExclude: (list: WalletListing[]) => {
      const excluded = new Set(exclude())
      const included = options.includeWalletIds ? new Set(options.includeWalletIds) : undefined
      return list.filter((w) => !excluded.has(w.id) && (!included || included.has(w.id)))
    },
    /** The recent wallets kept in the instance's storage. */
    recent: () =>
      createRecentWallets({ storage: deps.getStorage(), persist: options.persistChosenWallet ?? true }),
  }
}

/**
 * The helpers {@link createWalletQueries} returns.
 *
 * @example
 * ```ts
 * const queries: WalletQueries = createWalletQueries(deps)
 * ```
 */
export type WalletQueries = ReturnType<typeof createWalletQueries>
