import type { ActivityItem } from '../../adapters/AccountDataSource'
import { PENDING_TRANSACTIONS_MAX } from '../../shared/constants/firstLoadConstants'
import type { AccountDataState } from './types'

/**
 * Puts a sent transaction first in the pending list (replacing one with the same id), capped at
 * `CONSTANTS.pendingTransactionsMax`: the Activity tab shows it until the chain's history has it.
 *
 * @param state - The account data state.
 * @param item - The pending activity item.
 * @example
 * ```ts
 * addPendingTransaction(state.accountData, toPendingActivity(sent, Date.now()))
 * ```
 */
export function addPendingTransaction(state: AccountDataState, item: ActivityItem): void {
  const newest = (list: readonly ActivityItem[]) =>
    [item, ...list.filter((p) => p.id !== item.id)].slice(0, PENDING_TRANSACTIONS_MAX)
  state.sent = newest(state.sent)
  state.pendingTransactions = newest(state.pendingTransactions)
}
