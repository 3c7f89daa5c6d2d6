/**
 * Whether two selected values are the same to a view: identical, or arrays / plain objects whose
 * items or fields are identical one level down. Lets a selector return a fresh array or record of
 * unchanged parts without re-rendering.
 *
 * @param a - Previous value.
 * @param b - Next value.
 * @returns True when a view would show the same thing.
 * @example
 * ```ts
 * isShallowEqual([snap.auth], [snap.auth]) // true
 * ```
 */
export function isShallowEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, i) => Object.is(item, b[i]))
  if (Object.getPrototypeOf(a) !== Object.prototype || Object.getPrototypeOf(b) !== Object.prototype)
    return false
  const keysA = Object.keys(a)
  const keysB = Object.keys(b)
  return (
    keysA.length === keysB.length &&
    keysA.every(
      (key) =>
        Object.hasOwn(b, key) &&
        Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
    )
  )
}
