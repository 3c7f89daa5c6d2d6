import type { Connector } from '../../adapters/types'
import type { ApiClient } from '../../http/types'
import type { Clock } from '../../shared/clock/clock'
import { CONSTANTS } from '../../shared/constants/constants'
import type { ChainNamespace } from '../../shared/networks/types'
import type { LatchStorage } from '../../shared/storage/types'
import { createWalletChoice } from './createWalletChoice'
import { createWalletImages, type ObjectUrls } from './createWalletImages'
import { getWallets } from './getWallets'
import { filterWallets } from './listing/filterWallets'
import { mergeWallets } from './listing/mergeWallets'
import { createRecentWallets } from './listing/recentWallets'
import { normalizeSearch, searchWallets } from './listing/searchWallets'
import type { WalletListing } from './listing/types'
import { getBundledWallets } from './registry/bundledWallets'
import type { WalletsActions, WalletsOptions, WalletsState } from './types'

/**
 * What the wallets controller needs from the instance.
 *
 * @example
 * ```ts
 * const deps: WalletsContext = { api: undefined, clock, getConnectors: () => [], getStorage, isMobile: () => false,
 *   getNamespace: () => 'eip155', getChains: () => ['eip155:1'], options: {} }
 * ```
 */
export type WalletsContext = {
  /** The hosted registry client; `undefined` without a projectId (then nothing is requested). */
  api: ApiClient | undefined
  clock: Clock
  /** Connectors the adapters discovered (installed wallets). */
  getConnectors: () => readonly Connector[]
  getStorage: () => LatchStorage
  isMobile: () => boolean
  /** The active namespace (for the Solana mobile exceptions). */
  getNamespace: () => ChainNamespace | undefined
  /** CAIP-2 ids of the app's networks (the registry `chains` parameter). */
  getChains: () => readonly string[]
  options: WalletsOptions
  /** Receives registry failures (rate-limited by the caller). */
  onError?: (error: unknown) => void
  objectUrls?: ObjectUrls
}

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
  const { api, clock, options } = deps
  const recent = () =>
    createRecentWallets({ storage: deps.getStorage(), persist: options.persistChosenWallet ?? true })
  const images = api
    ? createWalletImages({
        api,
        images: state.images,
        ...(deps.objectUrls ? { objectUrls: deps.objectUrls } : {}),
        ...(deps.onError ? { onError: deps.onError } : {}),
      })
    : undefined
  const featuredIds = options.featuredWalletIds ?? []
  /** The registry's own total for the listing (what paging runs to); `state.count` is what shows. */
  let registryCount = 0
  let connectLoad: Promise<void> | undefined
  let pageLoad: Promise<void> | undefined
  let searchTimer: unknown
  let searchSeq = 0
  let settleSearch: (() => void) | undefined

  const namespaces = () => new Set(deps.getChains().map((chain) => chain.split(':')[0]))
  const bundled = (): WalletListing[] => {
    const wanted = namespaces()
    return getBundledWallets()
      .filter((wallet) => wallet.chains.some((chain) => wanted.has(chain.split(':')[0])))
      .map(({ provider: _provider, ...listing }) => listing)
  }
  const filterContext = () => ({
    isMobile: deps.isMobile(),
    namespace: deps.getNamespace(),
    excludedWallets: options.excludedWallets ?? [],
    universalProvider: options.universalProvider ?? false,
  })
  const exclude = () => options.excludeWalletIds ?? []
  const withIncludeExclude = (list: WalletListing[]) => {
    const excluded = new Set(exclude())
    const included = options.includeWalletIds ? new Set(options.includeWalletIds) : undefined
    return list.filter((w) => !excluded.has(w.id) && (!included || included.has(w.id)))
  }
  const fail = (error: unknown) => deps.onError?.(error)
  /** The total shown: the registry's total less the loaded wallets the SPEC §5 filters drop. */
  const shownCount = () =>
    Math.max(0, registryCount - (state.listing.length - filterWallets(state.listing, filterContext()).length))

  const useBundled = () => {
    const list = withIncludeExclude(bundled())
    state.source = 'bundled'
    state.featured = featuredIds.flatMap((id) => list.filter((w) => w.id === id))
    state.listing = list
    registryCount = list.length
    state.count = shownCount()
    state.page = 1
  }

  const loadConnectView = async () => {
    state.recent = recent().list()
    if (!api) {
      if (state.page === 0) useBundled()
      return
    }
    const chains = deps.getChains()
    const [featured, recommended] = await Promise.allSettled([
      featuredIds.length > 0
        ? getWallets(api, { page: 1, entries: featuredIds.length, include: featuredIds, chains })
        : Promise.resolve({ data: [], count: 0 }),
      getWallets(api, {
        page: 1,
        entries: CONSTANTS.walletRecommendedEntries,
        exclude: [...exclude(), ...featuredIds],
        chains,
        ...(options.includeWalletIds ? { include: options.includeWalletIds } : {}),
      }),
    ])
    if (featured.status === 'fulfilled')
      state.featured = featuredIds.flatMap((id) => featured.value.data.filter((w) => w.id === id))
    else fail(featured.reason)
    if (recommended.status === 'fulfilled') state.recommended = recommended.value.data
    else fail(recommended.reason)
    // the Connect view shows these rows: their hosted images load like a listing page's
    void images?.loadFor([...state.featured, ...state.recommended])
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
        exclude: exclude(),
        ...(options.includeWalletIds ? { include: options.includeWalletIds } : {}),
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

  const runSearch = async (query: string, seq: number) => {
    const local = searchWallets(
      mergeWallets({ discovered: deps.getConnectors(), listing: api ? [] : bundled() }),
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
          exclude: exclude(),
          ...(options.includeWalletIds ? { include: options.includeWalletIds } : {}),
        })
        remote = result.data
      } catch (error) {
        fail(error)
      }
    }
    if (seq !== searchSeq) return
    state.search.results = filterWallets(
      mergeWallets({ discovered: [], listing: [...local, ...remote] }),
      filterContext(),
    )
    state.search.loading = false
    // search results are a page of their own: the first 20 hosted images load (SPEC §7)
    void images?.loadFor(state.search.results)
  }

  const actions: WalletsActions = {
    loadConnectView() {
      connectLoad ??= loadConnectView().finally(() => {
        connectLoad = undefined
      })
      return connectLoad
    },
    async loadAllWallets() {
      state.recent = recent().list()
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
    ...createWalletChoice(state, deps),
    releaseImages() {
      images?.release()
    },
  }
  return { actions }
}
