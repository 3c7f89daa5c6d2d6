import type { AccountDataState } from './types'

/**
 * The initial account data state.
 *
 * @returns An empty slice.
 * @example
 * ```ts
 * const state = proxy(createInitialAccountDataState())
 * ```
 */
export function createInitialAccountDataState(): AccountDataState {
  return {
    tokenBalances: [],
    tokensLoading: false,
    lastRetry: undefined,
    activity: [],
    activityNext: undefined,
    activityLoading: false,
    nfts: [],
    nftsLoading: false,
    pendingTransactions: [],
    sent: [],
    tokenPrices: {},
    identity: undefined,
  }
}
