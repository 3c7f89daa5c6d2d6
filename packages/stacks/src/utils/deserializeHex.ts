/**
 * Reads hex (with or without `0x`) with one of `@stacks/transactions`' deserializers, turning a
 * failure into the caller's error (the deserializers throw their own, untyped ones).
 *
 * @param hex - The serialized value, `0x` optional.
 * @param deserialize - Reads the hex without its `0x`.
 * @param fail - The error to throw instead, given what the deserializer threw.
 * @returns What `deserialize` returned.
 * @example
 * ```ts
 * const cv = deserializeHex('0x0100', (bare) => tx.deserializeCV(bare), (cause) => new ValidationError(message, { cause }))
 * ```
 */
export function deserializeHex<T>(
  hex: string,
  deserialize: (bare: string) => T,
  fail: (cause: unknown) => Error,
): T {
  try {
    return deserialize(hex.startsWith('0x') ? hex.slice(2) : hex)
  } catch (cause) {
    throw fail(cause)
  }
}
