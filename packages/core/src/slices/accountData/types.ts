import type { ActivityItem, NftItem, TokenBalance } from '../../adapters/AccountDataSource'

/**
 * Account data state: what the Account view's Tokens, NFTs and Activity tabs show (SPEC §2, §3).
 *
 * @example
 * ```ts
 * latch.getState().accountData.tokenBalances.map((t) => t.symbol)
 * ```
 */
export type AccountDataState = {
  /** Token balances of the active account (tokens with decimals `'0'` dropped). */
  tokenBalances: TokenBalance[]
  tokensLoading: boolean
  /** When the last token-balance fetch failed; retries are blocked for 30 s after it (SPEC §8). */
  lastRetry: number | undefined
  /** Activity, newest first; `activityNext` is the cursor of the next page. */
  activity: ActivityItem[]
  activityNext: string | undefined
  activityLoading: boolean
  nfts: NftItem[]
  nftsLoading: boolean
  /**
   * The active account's sends the loaded history does not list yet (at most 99, newest first):
   * sent from this page, or kept in storage by an earlier page load.
   */
  pendingTransactions: ActivityItem[]
  /**
   * The one record of what this instance sent (newest first, at most 99), with the sends kept in
   * storage of each account read since load. It outlives a reset (switching account or network and
   * back still lists the sends); `pendingTransactions` shows the part of it the history has not
   * listed yet.
   */
  sent: ActivityItem[]
  /** USD prices (decimal strings) of the listed tokens, by token address. */
  tokenPrices: Record<string, string>
  /** Name-service name and avatar of the active address, when known. */
  identity: { name: string | null; avatar: string | null } | undefined
}

/**
 * Account data actions (`latch.accountData`). Each fetch uses its cache (SPEC §9) and shares one
 * request in flight per key.
 *
 * @example
 * ```ts
 * await latch.accountData.fetchTokenBalances()
 * ```
 */
export interface AccountDataActions {
  /** Load token balances (cache 30 s). A failure shows "Token Balance Unavailable" and blocks retries for 30 s. */
  fetchTokenBalances(options?: { force?: boolean }): Promise<void>
  /** Load the first page of activity (cache 15 s), or the next page. A failure shows "Failed to fetch transactions". */
  fetchActivity(options?: { nextPage?: boolean; force?: boolean }): Promise<void>
  /** Load NFTs, when the source can list them. */
  fetchNfts(options?: { force?: boolean }): Promise<void>
  /** Load USD prices of the listed tokens (cache 15 s), when the source can price tokens. */
  fetchTokenPrices(): Promise<void>
  /** Load the name and avatar of the active address (cache 5 min). */
  fetchIdentity(): Promise<void>
  /**
   * The name and avatar of any address (cache 5 min), e.g. a send's receiver; `undefined` when no
   * source can look them up or the lookup fails. An avatar that is not safe in an `<img>` is `null`.
   */
  lookupIdentity(address: string): Promise<{ name: string | null; avatar: string | null } | undefined>
  /**
   * The address a name-service name points to (cache 5 min, SPEC §9 "ENS"), through the hosted
   * data API; `null` when the name is unregistered, the lookup fails, or no source can look names up.
   */
  resolveName(name: string): Promise<string | null>
  /**
   * Track a transaction just sent (newest first, at most 99): Latch's one record of its sends. It is
   * listed in `pendingTransactions` until the history has it, and handed to the data source's
   * `getActivity` as `sent` (an RPC source looks its outcome up). It is also kept in storage per
   * account and network (at most 99), so a reload still lists it, and followed on the chain through
   * the adapter (the app's RPC) until mined: its row then turns `confirmed`, or `failed` if reverted.
   * Resolves once it is listed and stored (the account data code loads first).
   */
  addPendingTransaction(item: ActivityItem): Promise<void>
  /** Clear everything (account or network changed) and stop following sends; the kept sends stay. */
  reset(): void
}
