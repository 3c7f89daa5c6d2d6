import { fromBase58 } from '../encoding/base58'

/**
 * Whether a value a Solana wallet or RPC answered is a signature (of a transaction or a message):
 * base58 of exactly 64 bytes (at most 88 characters). Anything else never becomes an explorer link,
 * an activity entry, a "Sent" or a verified sign-in.
 *
 * @param value - The untrusted value.
 * @returns True for a well-formed signature.
 * @example
 * ```ts
 * isSolanaSignature('1'.repeat(64)) // true: 64 zero bytes
 * isSolanaSignature('z'.repeat(88)) // false: more than 64 bytes
 * ```
 */
export function isSolanaSignature(value: unknown): value is string {
  if (typeof value !== 'string' || !/^[1-9A-HJ-NP-Za-km-z]{64,88}$/.test(value)) return false
  return fromBase58(value).length === 64
}
