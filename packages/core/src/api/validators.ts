/**
 * Small hand-rolled validators for remote responses. Each narrows `unknown` without throwing.
 *
 * @example
 * ```ts
 * if (isRecord(body) && isString(body.name)) use(body.name)
 * ```
 */
export type Validator<T> = (value: unknown) => value is T

/**
 * True for a plain object (not null, not an array).
 *
 * @param value - Anything.
 * @returns Whether it is a record.
 * @example
 * ```ts
 * isRecord({}) // true
 * ```
 */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

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
