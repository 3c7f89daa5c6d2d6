/**
 * Longest signature Latch reads from a wallet (characters of hex): an EIP-1271 signature of many
 * Safe owners or an ERC-6492 wrapped one fits; an EOA's is 132.
 *
 * @example
 * ```ts
 * if (signature.length > SIGNATURE_MAX_CHARS) throw new Error('too long')
 * ```
 */
export const SIGNATURE_MAX_CHARS = 65_536

/**
 * Whether a value a wallet answered to a signing request is a signature: non-empty `0x` hex of
 * whole bytes, at most {@link SIGNATURE_MAX_CHARS} characters.
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
    value.length <= SIGNATURE_MAX_CHARS &&
    /^0x(?:[0-9a-fA-F]{2})+$/.test(value)
  )
}
