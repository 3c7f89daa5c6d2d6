/**
 * Messages of the errors the login controller throws on bad input, for the developer: not SPEC
 * catalogue messages (those of the login flows are `AUTH_MESSAGES`), each defined once.
 *
 * @example
 * ```ts
 * throw new ValidationError(ACCOUNT_TYPE_MESSAGES.unknown(type), { code: 'INVALID_ACCOUNT_TYPE' })
 * ```
 */
export const ACCOUNT_TYPE_MESSAGES = {
  /** `INVALID_ACCOUNT_TYPE`. */
  unknown: (type: unknown) => `Unknown account type "${String(type)}"`,
} as const
