/**
 * Messages of the errors the wallet picker throws, for the developer: not SPEC catalogue messages,
 * each defined once.
 *
 * @example
 * ```ts
 * throw new ValidationError(PICKER_MESSAGES.noWallet(id), { code: 'INVALID_CONNECTOR' })
 * ```
 */
export const PICKER_MESSAGES = {
  /** `INVALID_CONNECTOR`: the chosen wallet is not among the picker's. */
  noWallet: (connectorId: string) => `No wallet "${connectorId}" in the picker`,
} as const
