/**
 * The most wrong codes an auth service may say a one-time code still allows; a larger count is
 * not believed (the reference service allows 5).
 */
export const MAX_ATTEMPTS_LEFT = 100

/**
 * Shape-checks the number of wrong codes a one-time code still allows, as an auth service
 * answered it (untrusted): a whole number from 0 to {@link MAX_ATTEMPTS_LEFT}, else `undefined`
 * (the count is then not shown).
 *
 * @param value - The service's `attemptsLeft`, or anything.
 * @returns The count, or `undefined`.
 * @example
 * ```ts
 * readAttemptsLeft(2) // 2
 * readAttemptsLeft('2') // undefined
 * readAttemptsLeft(1e9) // undefined
 * ```
 */
export function readAttemptsLeft(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_ATTEMPTS_LEFT
    ? value
    : undefined
}
