/**
 * Clock and timers the connector uses for the pairing expiry and request timeouts. Tests inject a
 * manual one to move through the SPEC's 4-minute pairing expiry without waiting.
 *
 * @example
 * ```ts
 * const scheduler: Scheduler = { now: () => t, setTimeout: (fn, ms) => queue.push({ fn, at: t + ms }), clearTimeout }
 * ```
 */
export type Scheduler = {
  /** Current time, ms since epoch. */
  now(): number
  /** Run `callback` after `ms`; returns a handle for {@link Scheduler.clearTimeout}. */
  setTimeout(callback: () => void, ms: number): unknown
  /** Cancel a timer. */
  clearTimeout(handle: unknown): void
}

/**
 * The real clock and timers (read at call time, never at import time).
 *
 * @returns A scheduler over `Date.now` and the global timers.
 * @example
 * ```ts
 * const scheduler = systemScheduler()
 * ```
 */
export function systemScheduler(): Scheduler {
  return {
    now: () => Date.now(),
    setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
    clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
  }
}
