/**
 * Message for a value that is not a 20-byte hex EVM address (the checksum case uses "Invalid
 * checksum"). A module of its own: code that only names the message (an adapter loaded at mount)
 * does not bring the EIP-55 code and its keccak with it.
 *
 * @example
 * ```ts
 * throw new ValidationError(INVALID_EVM_ADDRESS, { code: 'INVALID_ADDRESS', details: 'address' })
 * ```
 */
export const INVALID_EVM_ADDRESS = 'Invalid EVM address'
