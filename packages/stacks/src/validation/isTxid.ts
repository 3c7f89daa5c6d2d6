/**
 * Whether a value read from a wallet or an API is a transaction id: 32 bytes of hex, as a Stacks
 * txid (`0x` + 64 hex) or a Bitcoin txid (64 hex). Anything else never becomes an explorer link,
 * an activity entry, a URL path or a "Sent".
 *
 * @param value - The untrusted value.
 * @param prefix - `'0x'` to require the prefix (Stacks API), `'none'` to forbid it (Esplora), or
 *   `'optional'` (wallets answer either).
 * @returns True for a well-formed txid.
 * @example
 * ```ts
 * isTxid(`0x${'ab'.repeat(32)}`) // true
 * isTxid('javascript:alert(1)') // false
 * ```
 */
export function isTxid(value: unknown, prefix: '0x' | 'none' | 'optional' = 'optional'): value is string {
  if (typeof value !== 'string') return false
  const pattern = prefix === '0x' ? STACKS_TXID : prefix === 'none' ? BITCOIN_TXID : EITHER_TXID
  return pattern.test(value)
}

const STACKS_TXID = /^0x[0-9a-fA-F]{64}$/
const BITCOIN_TXID = /^[0-9a-fA-F]{64}$/
const EITHER_TXID = /^(?:0x)?[0-9a-fA-F]{64}$/
