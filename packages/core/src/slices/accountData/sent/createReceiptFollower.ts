import type { ActivityItem } from '../../../adapters/AccountDataSource'
import type { Clock } from '../../../shared/clock/clock'
import { SENT_LIMITS } from './sentLimits'

/**
 * What the receipt follower needs: a clock and the check of one send.
 *
 * @example
 * ```ts
 * const deps: ReceiptFollowerDeps = { clock, check: (item) => source.getTransactionStatus(item.metadata) }
 * ```
 */
export type ReceiptFollowerDeps = {
  clock: Clock
  /**
   * Asks the chain once about a send and records an outcome: answers `pending`, the outcome
   * (`confirmed`, `failed`: following ends), or `undefined` when it cannot tell (no adapter source,
   * adapter stopped, disconnected): following ends too. A rejection is asked again later.
   */
  check: (item: ActivityItem) => Promise<'pending' | 'confirmed' | 'failed' | undefined>
}

/**
 * Follows pending sends until each is mined: asks the chain after `pollFirstMs`, then at waits
 * growing by half up to `pollMaxMs`, for at most `followMs` per send (SENT_LIMITS); one follow per
 * hash at a time. `stop` ends every follow (the account or network changed, or disconnect): a wait
 * in progress is cancelled and an answer still in flight is dropped.
 *
 * @param deps - Clock and check.
 * @returns `follow(item)`, `stop()` and `following()` (hashes followed now).
 * @example
 * ```ts
 * const follower = createReceiptFollower({ clock, check })
 * follower.follow(pendingItem)
 * ```
 */
export function createReceiptFollower(deps: ReceiptFollowerDeps) {
  const { clock } = deps
  // the timer of each followed hash (undefined while its lookup is in flight)
  const timers = new Map<string, unknown>()
  let generation = 0

  const follow = (item: ActivityItem) => {
    const hash = item.metadata.hash
    if (item.metadata.status !== 'pending' || timers.has(hash)) return
    const started = clock.now()
    const mine = generation
    const live = () => mine === generation && timers.has(hash)
    const schedule = (wait: number) => {
      if (clock.now() + wait - started > SENT_LIMITS.followMs) {
        timers.delete(hash)
        return
      }
      timers.set(
        hash,
        clock.setTimeout(() => {
          timers.set(hash, undefined)
          void ask(wait)
        }, wait),
      )
    }
    const ask = async (wait: number) => {
      let status: Awaited<ReturnType<ReceiptFollowerDeps['check']>> | 'retry'
      try {
        status = await deps.check(item)
      } catch {
        status = 'retry'
      }
      if (!live()) return
      if (status === undefined) {
        timers.delete(hash)
        return
      }
      if (status === 'confirmed' || status === 'failed') {
        timers.delete(hash)
        return
      }
      schedule(Math.min(Math.round(wait * 1.5), SENT_LIMITS.pollMaxMs))
    }
    schedule(SENT_LIMITS.pollFirstMs)
  }

  return {
    follow,
    stop() {
      generation += 1
      for (const handle of timers.values()) if (handle !== undefined) clock.clearTimeout(handle)
      timers.clear()
    },
    following: () => [...timers.keys()],
  }
}

/**
 * The follower {@link createReceiptFollower} returns.
 *
 * @example
 * ```ts
 * const follower: ReceiptFollower = createReceiptFollower(deps)
 * ```
 */
export type ReceiptFollower = ReturnType<typeof createReceiptFollower>
