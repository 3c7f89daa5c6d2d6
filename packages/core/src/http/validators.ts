/**
 * Small hand-rolled validators for remote responses. Each narrows `unknown` without throwing.
 *
 * @example
 * ```ts
 * if (isRecord(body) && isString(body.name)) use(body.name)
 * ```
 */
export type Validator<T> = (value: unknown) => value is T

// The two checks the first load needs (a stored connection's read) are modules of their own: an
// app's bundler places a module shared with lazily loaded code whole in the first chunk, so the
// rest of these validators stays with the code that uses them.
export { isBoundedString } from './isBoundedString'
export { isRecord } from './isRecord'

/**
 * True for a string.
 *
 * @example
 * ```ts
 * isString('a') // true
 * ```
 */
export function isString(value: unknown): value is string {
  return typeof value === 'string'
}

/**
 * True for a finite number.
 *
 * @example
 * ```ts
 * isFiniteNumber(NaN) // false
 * ```
 */
export function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value)
}

/**
 * True for `undefined`, `null` or a string (optional string fields of remote data).
 *
 * @example
 * ```ts
 * isOptionalString(null) // true
 * ```
 */
export function isOptionalString(value: unknown): value is string | null | undefined {
  return value === undefined || value === null || typeof value === 'string'
}

/**
 * True for an array whose every item passes `item`.
 *
 * @param value - Anything.
 * @param item - Validator of one item.
 * @example
 * ```ts
 * isArrayOf(['a'], isString) // true
 * ```
 */
export function isArrayOf<T>(value: unknown, item: Validator<T>): value is T[] {
  return Array.isArray(value) && value.every((entry) => item(entry))
}

/**
 * The items of a list that pass `item`, read from at most the first `max` entries: one bad item
 * is dropped and its neighbours kept; a list longer than `max` is cut.
 *
 * @param value - Anything (a list from a remote answer, a wallet or storage).
 * @param item - Validator of one item.
 * @param max - Most entries read.
 * @returns The valid items, or `undefined` when `value` is not an array.
 * @example
 * ```ts
 * keepValid([1, 'a', 2], isFiniteNumber, 10) // [1, 2]
 * ```
 */
export function keepValid<T>(value: unknown, item: Validator<T>, max: number): T[] | undefined {
  if (!Array.isArray(value)) return undefined
  return value.slice(0, max).filter((entry): entry is T => item(entry))
}
