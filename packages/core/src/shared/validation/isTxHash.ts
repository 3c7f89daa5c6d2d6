/** 32 bytes of hex, with the `0x` captured when present. */
const TX_HASH = /^(0x)?[0-9a-fA-F]{64}$/

/**
 * Whether a value a wallet, an RPC or an API answered is a transaction hash: 32 bytes of hex. EVM
 * hashes, Safe `safeTxHash`es, ERC-4337 user operation hashes and Stacks txids carry `0x`; Bitcoin
 * txids (Esplora) do not; Stacks and Bitcoin wallets answer either. Anything else never becomes an
 * explorer link, an activity entry, a URL path or a "Sent".
 *
 * @param value - The untrusted value.
 * @param prefix - `'0x'` (the default) to require the prefix, `'none'` to forbid it, `'optional'` to
 *   accept both.
 * @returns True for a well-formed hash.
 * @example
 * ```ts
 * isTxHash(`0x${'ab'.repeat(32)}`) // true
 * isTxHash('ab'.repeat(32)) // false: no 0x
 * isTxHash('ab'.repeat(32), 'none') // true: a Bitcoin txid
 * isTxHash('javascript:alert(1)', 'optional') // false
 * ```
 */
export function isTxHash(value: unknown, prefix?: '0x'): value is `0x${string}`
export function isTxHash(value: unknown, prefix: 'none' | 'optional'): value is string
export function isTxHash(value: unknown, prefix: '0x' | 'none' | 'optional' = '0x'): value is string {
  const match = typeof value === 'string' ? TX_HASH.exec(value) : null
  return match !== null && (prefix === 'optional' || (match[1] !== undefined) !== (prefix === 'none'))
}
