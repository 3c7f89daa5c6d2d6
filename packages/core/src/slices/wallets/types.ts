import type { Snapshot } from 'valtio/vanilla'
import type { Connector } from '../../adapters/types'
import type { CaipNetwork, ChainNamespace } from '../../shared/networks/types'
import type { ConnectViewRow } from './listing/connectViewRows'
import type { ExcludedWallet, WalletListing } from './listing/types'

/**
 * Wallets state: the registry lists the Connect and AllWallets views show (SPEC §2, §3, §7).
 *
 * @example
 * ```ts
 * latch.getState().wallets.count // total wallets the listing shows
 * ```
 */
export type WalletsState = {
  /** Where the lists come from: the hosted registry (projectId) or the bundled one. */
  source: 'api' | 'bundled'
  /** Featured wallets, in the configured order. */
  featured: WalletListing[]
  /** Recommended wallets (page 1, 4 entries). */
  recommended: WalletListing[]
  /** Pages of the full listing loaded so far, in order. */
  listing: WalletListing[]
  /** Last page loaded (0: none). */
  page: number
  /**
   * Total wallets this listing shows: the registry's total less the loaded wallets that the SPEC §5
   * filters (mobile links, excluded wallets, universal-provider mode) leave out.
   */
  count: number
  /** True while a listing page loads. */
  loading: boolean
  /** Search text (as typed), its results, and whether a search is running. */
  search: { query: string; results: WalletListing[]; loading: boolean }
  /** Recent wallets, most recent first (at most 2). */
  recent: WalletListing[]
  /** Loaded image object URLs by image id. */
  images: Record<string, string>
}

/**
 * Registry options of `createLatch` (all optional).
 *
 * @example
 * ```ts
 * const wallets: WalletsOptions = { featuredWalletIds: ['metamask'], excludedWallets: [{ name: 'Rabby Wallet' }] }
 * ```
 */
export type WalletsOptions = {
  /** Wallet ids shown first, in this order. */
  featuredWalletIds?: readonly string[]
  /** Only these wallet ids are listed (registry `include`). */
  includeWalletIds?: readonly string[]
  /** Wallet ids never listed (registry `exclude`). */
  excludeWalletIds?: readonly string[]
  /** Wallets dropped by rdns or case-insensitive name (SPEC §5). */
  excludedWallets?: readonly ExcludedWallet[]
  /** Universal-provider mode: keep only wallets with a mobile, desktop or webapp link (SPEC §5). */
  universalProvider?: boolean
  /** Remember the chosen wallet id (SPEC §3). Default true. */
  persistChosenWallet?: boolean
}

/**
 * The state a wallet list is built from: pass a render snapshot (`useLatchSnapshot()`) to
 * `getWallets` so the view re-renders when any of it changes.
 *
 * @example
 * ```ts
 * const wallets = latch.wallets.getWallets(useLatchSnapshot())
 * ```
 */
export type WalletsSnapshot = {
  readonly wallets: {
    readonly recent: readonly Snapshot<WalletListing>[]
    readonly featured: readonly Snapshot<WalletListing>[]
    readonly recommended: readonly Snapshot<WalletListing>[]
    readonly listing: readonly Snapshot<WalletListing>[]
  }
  readonly connections: { readonly connectors: readonly Snapshot<Connector>[] }
}

/**
 * Wallets actions (`latch.wallets`).
 *
 * @example
 * ```ts
 * await latch.wallets.loadAllWallets()
 * latch.wallets.search('  leather ')
 * ```
 */
export interface WalletsActions {
  /** Load what the Connect view shows: featured and recommended (on modal open). */
  loadConnectView(): Promise<void>
  /** Load the first page of the listing (on AllWallets); images of its first 20 wallets follow lazily. */
  loadAllWallets(): Promise<void>
  /** Load the next page (40 wallets), if any. */
  loadNextPage(): Promise<void>
  /** Search after a 300 ms pause in typing; text trimmed; 100 entries. Resolves when the search settles. */
  search(text: string): Promise<void>
  /** The list to show: recent, installed, featured, recommended, listing; merged, de-duplicated, filtered. */
  getWallets(from?: WalletsSnapshot): WalletListing[]
  /**
   * The Connect view's rows: of {@link WalletsActions.getWallets} (limited to `only` for "Add
   * wallet"), the first `count`, every installed or recent wallet and, in an app of several
   * families, the first wallet of each family those leave out; each with its chain cue (the
   * networks of the families it serves, none in an app of one family or for "Add wallet").
   */
  getConnectViewRows<N extends Pick<CaipNetwork, 'caipNetworkId'>>(view: {
    from: WalletsSnapshot
    networks: readonly N[]
    only: ChainNamespace | undefined
    count: number
  }): ConnectViewRow<N>[]
  /**
   * The wallet the user picked, before connecting: it becomes recent (max 2) and, with persistence,
   * the chosen wallet id only once a connect with it succeeds ({@link WalletsActions.confirmChoice}).
   */
  choose(wallet: WalletListing): void
  /**
   * A user connect with this connector succeeded (the instance calls it): the picked wallet, when
   * the connector is its own or the pairing one, is recorded as recent and chosen.
   */
  confirmChoice(connectorId: string): void
  /** The remembered chosen wallet id. */
  getChosenWalletId(): string | undefined
  /** Revoke the image object URLs (when the wallet list is no longer shown). */
  releaseImages(): void
}
