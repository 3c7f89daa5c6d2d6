/**
 * Time source and timers used by the data layer. Injectable so tests can drive the SPEC's
 * durations (300 ms search wait, 15 s / 30 s / 5 min caches, back-off) without sleeping.
 *
 * @example
 * ```ts
 * const clock: Clock = systemClock()
 * clock.setTimeout(() => console.log(clock.now()), 300)
 * ```
 */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number
  /** Run `fn` after `ms` milliseconds; returns a handle for {@link Clock.clearTimeout}. */
  setTimeout(fn: () => void, ms: number): unknown
  /** Cancel a timer made by {@link Clock.setTimeout}. */
  clearTimeout(handle: unknown): void
}

/**
 * The real clock: reads `Date.now` and the global timers at call time (never at import time).
 *
 * @returns A {@link Clock} over the global timers.
 * @example
 * ```ts
 * const api = createApiClient({ projectId, clock: systemClock() })
 * ```
 */
export function systemClock(): Clock {
  return {
    now: () => Date.now(),
    setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
    clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
  }
}

/**
 * Resolves after `ms` on the given clock.
 *
 * @param clock - The clock to wait on.
 * @param ms - Delay in milliseconds.
 * @returns A promise resolved when the delay has passed.
 * @example
 * ```ts
 * await sleep(clock, 1000)
 * ```
 */
export function sleep(clock: Clock, ms: number): Promise<void> {
  return new Promise((resolve) => {
    clock.setTimeout(resolve, ms)
  })
}
