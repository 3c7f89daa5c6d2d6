import { ValidationError, type ValidationErrorCode } from '@latch/core/kit'

/**
 * Reads hex (with or without `0x`) with one of `@stacks/transactions`' deserializers; what it
 * throws (its own, untyped errors) becomes a {@link ValidationError} with `message` and `code`, the
 * deserializer's error as its `cause`.
 *
 * @param hex - The serialized value, `0x` optional.
 * @param deserialize - Reads the hex without its `0x`.
 * @param message - The error's message, from a catalogue.
 * @param code - The error's code.
 * @returns What `deserialize` returned.
 * @throws {ValidationError} when `deserialize` throws.
 * @example
 * ```ts
 * const cv = deserializeHex('0x0100', (bare) => tx.deserializeCV(bare), message, 'INVALID_CLARITY_VALUE')
 * ```
 */
export function deserializeHex<T>(
  hex: string,
  deserialize: (bare: string) => T,
  message: string,
  code: ValidationErrorCode,
): T {
  try {
    return deserialize(hex.startsWith('0x') ? hex.slice(2) : hex)
  } catch (cause) {
    throw new ValidationError(message, { code, cause })
  }
}
