import { fromBase58 } from '@latch/core/kit'

/**
 * Whether a value an RPC answered is a transaction signature: base58 of exactly 64 bytes (at most
 * 88 characters). Anything else never becomes an explorer link, an activity entry or a "Sent".
 *
 * @param value - The untrusted value.
 * @returns True for a well-formed signature.
 * @example
 * ```ts
 * isSolanaSignature('z'.repeat(88)) // false: more than 64 bytes
 * ```
 */
export function isSolanaSignature(value: unknown): value is string {
  if (typeof value !== 'string' || !/^[1-9A-HJ-NP-Za-km-z]{64,88}$/.test(value)) return false
  return fromBase58(value).length === 64
}
