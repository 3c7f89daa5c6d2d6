/**
 * Whether a value a wallet or an RPC answered is a transaction hash (or a Safe's safeTxHash):
 * `0x` + 64 hex. Anything else never becomes an explorer link, an activity entry or a "Sent".
 *
 * @param value - The untrusted value.
 * @returns True for a well-formed hash.
 * @example
 * ```ts
 * isTxHash(`0x${'ab'.repeat(32)}`) // true
 * isTxHash('javascript:alert(1)') // false
 * ```
 */
export function isTxHash(value: unknown): value is `0x${string}` {
  return typeof value === 'string' && TX_HASH.test(value)
}

const TX_HASH = /^0x[0-9a-fA-F]{64}$/
