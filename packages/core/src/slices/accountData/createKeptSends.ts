import type { ActivityItem } from '../../adapters/AccountDataSource'
import type { CaipNetwork, CaipNetworkId } from '../../shared/networks/types'
import type { AccountDataContext } from './accountDataContext'
import { addPendingTransaction } from './addPendingTransaction'
import { chainSourceOf } from './chainSourceOf'
import { createKeyedQueue } from './sent/createKeyedQueue'
import { createReceiptFollower } from './sent/createReceiptFollower'
import { createSentStore, sentStorageKey } from './sent/createSentStore'
import { isSettled, mergeSends, withStatus } from './sent/mergeSends'
import type { AccountDataState } from './types'

/** The account a send is kept under: the sender of its first transfer. */
const senderOf = (item: ActivityItem) => item.transfers[0]?.from ?? ''
const accountKey = (address: string, chain: CaipNetworkId) => sentStorageKey(address, chain) ?? ''

/**
 * The visitor's own sends, kept: each send is stored per account and network (so a reload lists
 * it), restored into `state.sent` when that account's activity is read, and followed on the chain
 * until mined, when its row (in `sent`, `pendingTransactions` and `activity`) and its stored copy
 * turn `confirmed` or `failed`. Updates of one account (a receipt, a history page) are applied one
 * at a time, and an outcome is never replaced by an older "pending" (see `laterStatus`).
 *
 * @param state - The account data state.
 * @param deps - Clock, storage, the active account and the chain adapters' sources.
 * @returns `record`, `restore`, `follow`, `settle`, `serial` and `stop`.
 * @example
 * ```ts
 * const kept = createKeptSends(state.accountData, deps)
 * kept.record(toPendingActivity(sent, Date.now()))
 * ```
 */
export function createKeptSends(
  state: AccountDataState,
  deps: Pick<AccountDataContext, 'clock' | 'getStorage' | 'getTarget' | 'getAdapter' | 'getNetworks'>,
) {
  const store = createSentStore(deps.getStorage)
  const chainSource = chainSourceOf(deps)
  const queue = createKeyedQueue()

  const persist = (item: ActivityItem) => {
    const address = senderOf(item)
    const chain = item.metadata.chain
    store.write(address, chain, mergeSends(store.read(address, chain), [item]))
  }

  /** Records an outcome (or a newer status) of a send everywhere it is shown and stored. */
  const settle = (item: ActivityItem, status: ActivityItem['metadata']['status']) => {
    const hash = item.metadata.hash
    const update = (list: ActivityItem[]) =>
      list.some((row) => row.metadata.hash === hash && withStatus(row, status) !== row)
        ? list.map((row) => (row.metadata.hash === hash ? withStatus(row, status) : row))
        : list
    state.sent = update(state.sent)
    state.pendingTransactions = update(state.pendingTransactions)
    state.activity = update(state.activity)
    persist(withStatus(item, status))
  }

  const follower = createReceiptFollower({
    clock: deps.clock,
    check: (item) =>
      queue.run(accountKey(senderOf(item), item.metadata.chain), async () => {
        // disconnected: stop following (a later read of the account follows again)
        if (!deps.getTarget()) return undefined
        const chain = chainSource(item.metadata.chain)
        const from = senderOf(item)
        const status = await chain?.source.getTransactionStatus?.({
          hash: item.metadata.hash,
          network: chain.network,
          ...(from ? { from } : {}),
        })
        if (status && isSettled(status)) settle(item, status)
        return status
      }),
  })

  return {
    /** A send the wallet accepted: listed, stored, and followed while pending. */
    record(item: ActivityItem) {
      addPendingTransaction(state, item)
      persist(item)
      follower.follow(item)
    },
    /** Adds the stored sends of an account to `state.sent` and follows its pending ones. */
    restore(address: string, network: CaipNetwork) {
      const stored = store.read(address, network.caipNetworkId)
      if (stored.length > 0) state.sent = mergeSends(state.sent, stored)
      for (const item of stored) follower.follow(item)
    },
    /** Follows a send still pending (no-op for others or one followed already). */
    follow: (item: ActivityItem) => follower.follow(item),
    settle,
    /** Runs `task` after the account's updates in flight (see createKeyedQueue). */
    serial: <T>(address: string, chain: CaipNetworkId, task: () => T | Promise<T>) =>
      queue.run(accountKey(address, chain), task),
    /** Stops every follow (account or network changed, disconnect). */
    stop: () => follower.stop(),
  }
}

/**
 * The kept sends {@link createKeptSends} returns.
 *
 * @example
 * ```ts
 * const kept: KeptSends = createKeptSends(state, deps)
 * ```
 */
export type KeptSends = ReturnType<typeof createKeptSends>
