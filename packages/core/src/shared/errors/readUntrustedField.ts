/**
 * Reads one property of a value Latch does not trust (a wallet's error, a wallet's answer) without
 * letting it throw: a getter or Proxy trap that throws, or a value that is not an object, reads as
 * `undefined`. The property is read once; keep the result rather than reading again.
 *
 * @param value - Anything.
 * @param key - The property to read.
 * @returns The property's value, or `undefined`.
 * @example
 * ```ts
 * const hostile = Object.defineProperty({}, 'message', { get() { throw new Error('no') } })
 * readUntrustedField(hostile, 'message') // undefined
 * readUntrustedField({ code: 4001 }, 'code') // 4001
 * ```
 */
export function readUntrustedField(value: unknown, key: string): unknown {
  if ((typeof value !== 'object' && typeof value !== 'function') || value === null) return undefined
  try {
    return (value as Record<string, unknown>)[key]
  } catch {
    return undefined
  }
}
