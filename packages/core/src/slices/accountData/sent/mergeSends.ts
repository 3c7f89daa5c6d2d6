import type { ActivityItem } from '../../../adapters/AccountDataSource'
import { SENT_LIMITS } from './sentLimits'

type Status = ActivityItem['metadata']['status']

/**
 * Whether a status is an outcome: `confirmed` and `failed` are final, `pending` and `queued` wait.
 *
 * @param status - A send's status.
 * @returns True for `confirmed` or `failed`.
 * @example
 * ```ts
 * isSettled('failed') // true
 * ```
 */
export const isSettled = (status: Status): boolean => status === 'confirmed' || status === 'failed'

/**
 * The newer of two reports on one transaction: an outcome (`confirmed`, `failed`) is never
 * replaced by a report that it is still waiting, so two reads racing (a receipt and an older
 * history page) cannot undo a status; between two outcomes the later report wins.
 *
 * @param held - What is known.
 * @param next - A new report.
 * @returns The status to keep.
 * @example
 * ```ts
 * laterStatus('confirmed', 'pending') // 'confirmed'
 * ```
 */
export function laterStatus(held: Status, next: Status): Status {
  return isSettled(held) && !isSettled(next) ? held : next
}

/**
 * `item` with the later of its status and `status` (the same object when that changes nothing).
 *
 * @param item - An activity row or a kept send.
 * @param status - A new report on it.
 * @returns The row as it should read now.
 * @example
 * ```ts
 * state.activity = state.activity.map((row) => row.id === hash ? withStatus(row, 'confirmed') : row)
 * ```
 */
export function withStatus(item: ActivityItem, status: Status): ActivityItem {
  const next = laterStatus(item.metadata.status, status)
  return next === item.metadata.status ? item : { ...item, metadata: { ...item.metadata, status: next } }
}

/**
 * Adds sends to a list of kept sends: one entry per hash (a send already listed keeps its place
 * and takes the later status), newest first, at most {@link SENT_LIMITS}.perAccount.
 *
 * @param list - Sends kept so far, newest first.
 * @param added - Sends to add (newest first).
 * @returns The merged list.
 * @example
 * ```ts
 * state.sent = mergeSends(state.sent, store.read(address, network))
 * ```
 */
export function mergeSends(list: readonly ActivityItem[], added: readonly ActivityItem[]): ActivityItem[] {
  const byHash = new Map(list.map((item) => [item.metadata.hash, item]))
  for (const item of added) {
    const held = byHash.get(item.metadata.hash)
    byHash.set(item.metadata.hash, held ? withStatus(held, item.metadata.status) : item)
  }
  return [...byHash.values()]
    .sort((a, b) => b.metadata.minedAt - a.metadata.minedAt)
    .slice(0, SENT_LIMITS.perAccount)
}
