import type { ActivityItem } from '../../adapters/AccountDataSource'
import type { KeptSends } from './createKeptSends'
import { isSettled, withStatus } from './sent/mergeSends'
import type { AccountDataState } from './types'

/**
 * Puts a history page in the Activity list beside the account's kept sends (`mine`): one row per
 * hash, the chain's record winning (a send the page shows mined is settled in `sent` and storage)
 * except that a status the page reports as still pending cannot undo an outcome already known.
 * The sends the loaded pages do not list stay in `pendingTransactions`, except settled ones older
 * than the loaded pages while more pages remain (they belong further down the history). Pending
 * sends are followed until mined.
 *
 * @param state - The account data state.
 * @param page - The page read, its cursor, and whether it is the first page.
 * @param mine - The account's kept sends on this network (`state.sent` of it), newest first.
 * @param kept - The kept sends (settle and follow).
 * @example
 * ```ts
 * listKeptSends(state, { items, next, first: true }, mine, kept)
 * ```
 */
export function listKeptSends(
  state: AccountDataState,
  page: { items: readonly ActivityItem[]; next: string | undefined; first: boolean },
  mine: readonly ActivityItem[],
  kept: Pick<KeptSends, 'settle' | 'follow'>,
): void {
  const held = new Map(mine.map((item) => [item.metadata.hash, item]))
  const rows = page.items.map((row) => {
    const send = held.get(row.metadata.hash)
    return send ? withStatus(row, send.metadata.status) : row
  })
  const before = page.first ? [] : state.activity
  const listed = new Set(before.map((row) => row.metadata.hash))
  state.activity = [...before, ...rows.filter((row) => !listed.has(row.metadata.hash))]
  state.activityNext = page.next
  for (const row of rows) {
    const send = held.get(row.metadata.hash)
    if (send && isSettled(row.metadata.status) && send.metadata.status !== row.metadata.status)
      kept.settle(send, row.metadata.status)
  }
  const shown = new Set(state.activity.map((row) => row.metadata.hash))
  const oldest =
    state.activity.length === 0
      ? Number.NEGATIVE_INFINITY
      : Math.min(...state.activity.map((r) => r.metadata.minedAt))
  state.pendingTransactions = state.sent.filter(
    (send) =>
      held.has(send.metadata.hash) &&
      !shown.has(send.metadata.hash) &&
      !(page.next !== undefined && isSettled(send.metadata.status) && send.metadata.minedAt < oldest),
  )
  for (const send of state.pendingTransactions) kept.follow(send)
}
