const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/**
 * A random alphanumeric nonce from `crypto.getRandomValues` (unbiased: bytes at or above 248 are
 * drawn again).
 *
 * @param length - Characters; default 16 (about 95 bits).
 * @returns The nonce.
 * @example
 * ```ts
 * createNonce() // 'q3ZP0vXk9LmTa2Rb'
 * ```
 */
export function createNonce(length = 16): string {
  let nonce = ''
  const limit = 256 - (256 % ALPHABET.length)
  while (nonce.length < length) {
    for (const byte of globalThis.crypto.getRandomValues(new Uint8Array(length))) {
      if (byte < limit && nonce.length < length) nonce += ALPHABET[byte % ALPHABET.length]
    }
  }
  return nonce
}
