/**
 * The bounds of the app's `messages`: how deep they nest, how many strings, how long each.
 *
 * @example
 * ```ts
 * MESSAGES_LIMITS.maxKeys // 2000
 * ```
 */
export const MESSAGES_LIMITS = { maxDepth: 6, maxKeys: 2000, maxLength: 4096 } as const

/**
 * Whether the app's `messages` are strings by key within {@link MESSAGES_LIMITS}: plain objects
 * (nested or dotted keys) whose leaves are strings. A yes or no for `createLatch`'s option check,
 * before anything is created; `flattenMessages` (with the strings) names the key at fault.
 *
 * @param messages - What the app passed as `messages`.
 * @returns `true` when they can be used.
 * @example
 * ```ts
 * isLatchMessages({ title: { connect: 'Log in' } }) // true
 * isLatchMessages({ title: { connect: 42 } }) // false
 * ```
 */
export function isLatchMessages(messages: unknown): boolean {
  let left = MESSAGES_LIMITS.maxKeys
  const strings = (node: unknown, depth: number): boolean =>
    typeof node === 'object' &&
    node !== null &&
    !Array.isArray(node) &&
    depth <= MESSAGES_LIMITS.maxDepth &&
    Object.values(node).every((value) =>
      typeof value === 'string'
        ? value.length <= MESSAGES_LIMITS.maxLength && left-- > 0
        : strings(value, depth + 1),
    )
  return strings(messages, 0)
}
