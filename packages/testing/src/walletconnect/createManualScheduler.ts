/**
 * A clock and timers moved by hand, for the pairing connector's `scheduler` option: tests go
 * through the 4-minute pairing expiry or a request timeout at once, while the real clients keep
 * their real timers.
 *
 * @example
 * ```ts
 * const scheduler = createManualScheduler()
 * scheduler.advance(CONSTANTS.pairingExpiryMs) // fires the expiry timer
 * ```
 */
export type ManualScheduler = {
  now(): number
  setTimeout(callback: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
  /** Move the clock forward and run every timer that falls due, in order. */
  advance(ms: number): void
  /** Timers waiting to fire. */
  pendingCount(): number
}

/**
 * Creates a {@link ManualScheduler} starting at `start` (default: the real current time, so
 * expiries the wallet computed from the real clock still compare correctly).
 *
 * @param start - Initial time, ms since epoch.
 * @returns The scheduler.
 * @example
 * ```ts
 * const scheduler = createManualScheduler()
 * const connector = createWalletConnectConnector({ ...options, scheduler })
 * ```
 */
export function createManualScheduler(start: number = Date.now()): ManualScheduler {
  let now = start
  let nextHandle = 1
  const timers = new Map<number, { at: number; callback: () => void }>()
  return {
    now: () => now,
    setTimeout(callback, ms) {
      const handle = nextHandle++
      timers.set(handle, { at: now + ms, callback })
      return handle
    },
    clearTimeout(handle) {
      if (typeof handle === 'number') timers.delete(handle)
    },
    advance(ms) {
      const target = now + ms
      for (;;) {
        const due = [...timers.entries()]
          .filter(([, t]) => t.at <= target)
          .sort((a, b) => a[1].at - b[1].at)[0]
        if (!due) break
        timers.delete(due[0])
        now = due[1].at
        due[1].callback()
      }
      now = target
    },
    pendingCount: () => timers.size,
  }
}
