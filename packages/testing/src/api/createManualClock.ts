/**
 * A clock driven by the test: time moves only through {@link ManualClock.advance}. It is a
 * `@latch/core` `Clock`, the one clock every Latch timer takes (the data layer's, the pairing
 * connector's `clock`), so SPEC durations (300 ms, 15 s, 30 s, 4 min pairing expiry, 5 min,
 * back-off) run instantly while real sockets and the real SDK clients keep their real timers.
 *
 * @example
 * ```ts
 * const clock = createManualClock()
 * await clock.advance(300)
 * ```
 */
export interface ManualClock {
  now(): number
  setTimeout(fn: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
  /** Move time forward by `ms`, running due timers in order and letting promises settle between them. */
  advance(ms: number): Promise<void>
  /** Delays of the timers now pending, soonest first. */
  pendingDelays(): number[]
}

type Timer = { id: number; at: number; fn: () => void; delay: number }

const settle = () => new Promise<void>((resolve) => setImmediate(resolve))

/**
 * Makes a {@link ManualClock} starting at `start` milliseconds.
 *
 * @param start - Initial time; default 1,700,000,000,000.
 * @returns The clock.
 * @example
 * ```ts
 * const api = createApiClient({ projectId: 'p', urls, clock: createManualClock() })
 * ```
 */
export function createManualClock(start = 1_700_000_000_000): ManualClock {
  let now = start
  let nextId = 1
  let timers: Timer[] = []
  return {
    now: () => now,
    setTimeout(fn, ms) {
      const timer = { id: nextId++, at: now + Math.max(0, ms), fn, delay: ms }
      timers.push(timer)
      return timer.id
    },
    clearTimeout(handle) {
      timers = timers.filter((timer) => timer.id !== handle)
    },
    async advance(ms) {
      const target = now + ms
      await settle()
      for (;;) {
        const due = timers.filter((timer) => timer.at <= target).sort((a, b) => a.at - b.at || a.id - b.id)[0]
        if (!due) break
        timers = timers.filter((timer) => timer !== due)
        now = due.at
        due.fn()
        await settle()
      }
      now = target
      await settle()
    },
    pendingDelays: () =>
      timers
        .slice()
        .sort((a, b) => a.at - b.at)
        .map((timer) => timer.delay),
  }
}
