import { describeUntrusted } from '../errors/describeUntrusted'
import { ValidationError } from '../errors/errors'
import { FIRST_LOAD_MESSAGES } from '../errors/firstLoadCatalogue'

/**
 * Freezes an object and everything reachable from it, in place, without recursion (a deeply
 * nested value cannot overflow the stack). Typed arrays, `ArrayBuffer`s, `Map`s and `Set`s keep
 * their contents writable (JavaScript cannot freeze those); freeze only values no one else holds.
 *
 * @param value - The value to freeze.
 * @returns The same value, frozen.
 * @example
 * ```ts
 * const tx = deepFreeze({ to: '0xabc', value: '0x1' })
 * Object.isFrozen(tx) // true
 * ```
 */
export function deepFreeze<T>(value: T): T {
  const stack: unknown[] = [value]
  const seen = new Set<object>()
  while (stack.length > 0) {
    const item = stack.pop()
    if ((typeof item !== 'object' && typeof item !== 'function') || item === null || seen.has(item)) continue
    seen.add(item)
    if (ArrayBuffer.isView(item) || item instanceof ArrayBuffer) continue
    Object.freeze(item)
    for (const key of Reflect.ownKeys(item)) {
      const descriptor = Reflect.getOwnPropertyDescriptor(item, key)
      if (descriptor && 'value' in descriptor) stack.push(descriptor.value)
    }
  }
  return value
}

/**
 * Takes Latch's own copy of a value that came from outside (a request's params): one
 * `structuredClone` (getters read once, functions, Proxies and class behaviour refused), then
 * {@link deepFreeze}. What Latch checks, shows and sends afterwards is this copy, which nobody
 * else holds and which cannot change.
 *
 * @param value - The caller's value.
 * @param what - What the value is, for the error's details (e.g. `'eth_sendTransaction params'`).
 * @returns A deep, frozen copy.
 * @throws {ValidationError} "Invalid request parameters" (code `INVALID_PARAMS`) when the value
 *   cannot be copied: a function, a symbol, a Proxy, a getter that throws, a cycle too deep.
 * @example
 * ```ts
 * const params = cloneFrozen([{ to, value: '0x1' }], 'eth_sendTransaction params')
 * ```
 */
export function cloneFrozen<T>(value: T, what = 'params'): T {
  let copy: T
  try {
    copy = structuredClone(value)
  } catch (cause) {
    throw new ValidationError(FIRST_LOAD_MESSAGES.invalidRequestParams, {
      code: 'INVALID_PARAMS',
      details: `${describeUntrusted(what)} must be plain data (no functions, getters that throw, Proxies or symbols)`,
      cause,
    })
  }
  return deepFreeze(copy)
}
