// The message of the CAIP-10 address check (caipAddress.ts), for the developer: not a SPEC
// catalogue message. Apart from networkMessages.ts, which the page's entry reads: code loaded
// later throws this one.

/**
 * `INVALID_CAIP_ADDRESS`.
 *
 * @param caipAddress - The address as given.
 * @returns The message.
 * @example
 * ```ts
 * throw new ValidationError(invalidCaipAddress('eip155:1'), { code: 'INVALID_CAIP_ADDRESS' })
 * ```
 */
export const invalidCaipAddress = (caipAddress: string) => `Invalid CAIP-10 address "${caipAddress}"`
