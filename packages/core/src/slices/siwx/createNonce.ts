import { SIWX_LIMITS } from './verify/siwxLimits'

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/** Characters that carry `SIWX_LIMITS.nonceBits` random bits: 22 for 128 bits. */
const NONCE_LENGTH = Math.ceil(SIWX_LIMITS.nonceBits / Math.log2(ALPHABET.length))

/**
 * A random alphanumeric nonce (the EIP-4361 nonce alphabet) from `crypto.getRandomValues`, unbiased:
 * bytes at or above 248 are drawn again.
 *
 * @param length - Characters; default 22 (128 random bits).
 * @returns The nonce.
 * @example
 * ```ts
 * createNonce() // 'q3ZP0vXk9LmTa2RbW7cYs1'
 * ```
 */
export function createNonce(length = NONCE_LENGTH): string {
  let nonce = ''
  const limit = 256 - (256 % ALPHABET.length)
  while (nonce.length < length) {
    for (const byte of globalThis.crypto.getRandomValues(new Uint8Array(length))) {
      if (byte < limit && nonce.length < length) nonce += ALPHABET[byte % ALPHABET.length]
    }
  }
  return nonce
}
