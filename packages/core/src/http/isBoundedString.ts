/**
 * True for a string of at most `max` characters.
 *
 * @param value - Anything.
 * @param max - Longest allowed length.
 * @example
 * ```ts
 * isBoundedString('USDC', 64) // true
 * ```
 */
export function isBoundedString(value: unknown, max: number): value is string {
  return typeof value === 'string' && value.length <= max
}
