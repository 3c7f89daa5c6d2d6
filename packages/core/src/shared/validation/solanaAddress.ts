import { fromBase58 } from '../encoding/base58'

/** 32 bytes are 32 to 44 base58 characters; checking the length first bounds the decoding work. */
const BASE58_KEY = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/**
 * True when `value` is a Solana address: base58 (Bitcoin alphabet) that decodes to exactly 32 bytes.
 *
 * @param value - Anything.
 * @returns Whether it is a valid Solana address.
 * @example
 * ```ts
 * isSolanaAddress('11111111111111111111111111111111') // true (the system program)
 * isSolanaAddress('1111111111111111111111111111111111') // false: 34 bytes
 * ```
 */
export function isSolanaAddress(value: unknown): value is string {
  return typeof value === 'string' && BASE58_KEY.test(value) && fromBase58(value).length === 32
}
