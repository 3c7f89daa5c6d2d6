/**
 * Messages of the errors the multi-wallet actions throw on bad input, for the developer: not SPEC
 * catalogue messages, each defined once. The id or address shown is cut by the caller.
 *
 * @example
 * ```ts
 * throw new ValidationError(MULTI_WALLET_MESSAGES.noConnection(id), { code: 'CONNECTION_NOT_FOUND' })
 * ```
 */
export const MULTI_WALLET_MESSAGES = {
  /** `CONNECTION_NOT_FOUND`. */
  noConnection: (id: string) => `No live connection "${id}"`,
  /** `ACCOUNT_NOT_FOUND`. */
  noAccount: (address: string) => `The connection holds no account "${address}"`,
} as const
