/**
 * Longest hex signature Latch reads from an EVM wallet (characters): an EIP-1271 signature of many
 * Safe owners or an ERC-6492 wrapped one fits; an EOA's is 132.
 *
 * @example
 * ```ts
 * if (signature.length > HEX_SIGNATURE_MAX_CHARS) throw new Error('too long')
 * ```
 */
export const HEX_SIGNATURE_MAX_CHARS = 65_536

/**
 * Whether a value an EVM wallet answered to a signing request is a signature: non-empty `0x` hex of
 * whole bytes, at most {@link HEX_SIGNATURE_MAX_CHARS} characters.
 *
 * @param value - The untrusted value.
 * @returns True for a well-formed signature.
 * @example
 * ```ts
 * isHexSignature(`0x${'11'.repeat(65)}`) // true
 * isHexSignature('0x') // false
 * ```
 */
export function isHexSignature(value: unknown): value is `0x${string}` {
  return (
    typeof value === 'string' &&
    value.length > 2 &&
    value.length <= HEX_SIGNATURE_MAX_CHARS &&
    /^0x(?:[0-9a-fA-F]{2})+$/.test(value)
  )
}
