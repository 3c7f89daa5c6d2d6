import { capText } from './capText'

/**
 * The longest text Latch keeps from a value it does not trust (a wallet's error message, a
 * requested method name) in an error's `details`. Longer text is cut and ends with `…`.
 *
 * @example
 * ```ts
 * describeUntrusted('x'.repeat(10_000)).length <= UNTRUSTED_TEXT_MAX // true
 * ```
 */
export const UNTRUSTED_TEXT_MAX = 300

/**
 * Text for a value that came from outside Latch (a dapp's request, a wallet's error), safe to put
 * in an error message: it never calls the value's own code (no `toString`, no getters, no Proxy
 * traps), so a hostile value cannot throw from here, and it is capped at
 * {@link UNTRUSTED_TEXT_MAX} characters. Strings are kept (cut when too long), other primitives
 * written out, objects, functions and symbols named by their kind.
 *
 * @param value - Anything.
 * @param max - The length cap (default {@link UNTRUSTED_TEXT_MAX}).
 * @returns Plain, bounded text.
 * @example
 * ```ts
 * describeUntrusted('eth_sign') // 'eth_sign'
 * describeUntrusted({ toString() { throw new Error('no') } }) // '[object]'
 * describeUntrusted(Symbol('x')) // '[symbol]'
 * ```
 */
export function describeUntrusted(value: unknown, max = UNTRUSTED_TEXT_MAX): string {
  switch (typeof value) {
    case 'string':
      return capText(value, max)
    case 'number':
    case 'bigint':
    case 'boolean':
    case 'undefined':
      return describeUntrusted(String(value), max)
    case 'symbol':
      return '[symbol]'
    case 'function':
      return '[function]'
    default:
      return value === null ? 'null' : '[object]'
  }
}
