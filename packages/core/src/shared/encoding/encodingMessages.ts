/**
 * Messages of the errors the encoding helpers throw, for the developer: not SPEC catalogue
 * messages, each defined once.
 *
 * @example
 * ```ts
 * throw new ValidationError(ENCODING_MESSAGES.invalidBase58, { code: 'INVALID_BASE58' })
 * ```
 */
export const ENCODING_MESSAGES = {
  /** `INVALID_BASE58`. */
  invalidBase58: 'Invalid base58 string',
} as const
