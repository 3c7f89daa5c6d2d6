/**
 * Whether a value has the shape of an EVM address: 20 bytes of hex after `0x`, in any letter case.
 * The EIP-55 checksum is not checked (core's `isEvmAddress` checks that too): the shape bounds the size
 * and the alphabet, so what passes is safe to show, persist, compare and put in a link, and the
 * check brings no keccak into the code that imports it.
 *
 * @param value - The untrusted value.
 * @returns True for `0x` and 40 hex characters.
 * @example
 * ```ts
 * isEvmAddressShape('0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266') // true
 * isEvmAddressShape('0xF39fd6e51aad88F6F4ce6aB8827279cffFb92266') // true: a wrong checksum is still the shape
 * isEvmAddressShape('0xabc') // false
 * ```
 */
export function isEvmAddressShape(value: unknown): value is `0x${string}` {
  return typeof value === 'string' && /^0x[0-9a-fA-F]{40}$/.test(value)
}
