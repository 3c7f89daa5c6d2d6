/**
 * Whether two values hold the same data, compared as core's `watch*` reads compare them (their JSON
 * text): a `get*` read that builds a fresh object each time is the same value until its content
 * changes.
 *
 * @param a - Previous value.
 * @param b - Next value.
 * @returns True when both serialise to the same JSON.
 * @example
 * ```ts
 * isStructurallyEqual({ address: '0xabc' }, { address: '0xabc' }) // true
 * ```
 */
export function isStructurallyEqual(a: unknown, b: unknown): boolean {
  return Object.is(a, b) || (JSON.stringify(a) ?? 'undefined') === (JSON.stringify(b) ?? 'undefined')
}
