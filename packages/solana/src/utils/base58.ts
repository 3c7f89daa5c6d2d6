import { ValidationError } from '@latch/core'

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
const INDEX: Record<string, number> = Object.fromEntries([...ALPHABET].map((c, i) => [c, i]))

/**
 * Encodes bytes as base58 (Bitcoin alphabet), the text form of Solana addresses and signatures.
 *
 * @param bytes - Bytes to encode.
 * @returns The base58 string.
 * @example
 * ```ts
 * encodeBase58(new Uint8Array(32)) // '11111111111111111111111111111111'
 * ```
 */
export function encodeBase58(bytes: Uint8Array): string {
  const digits: number[] = []
  for (const byte of bytes) {
    let carry = byte
    for (let i = 0; i < digits.length; i++) {
      carry += (digits[i] ?? 0) << 8
      digits[i] = carry % 58
      carry = Math.floor(carry / 58)
    }
    while (carry > 0) {
      digits.push(carry % 58)
      carry = Math.floor(carry / 58)
    }
  }
  let out = ''
  for (const byte of bytes) {
    if (byte !== 0) break
    out += '1'
  }
  for (let i = digits.length - 1; i >= 0; i--) out += ALPHABET[digits[i] ?? 0]
  return out
}

/**
 * Decodes a base58 string.
 *
 * @param text - Base58 text.
 * @returns The bytes.
 * @throws {ValidationError} on a character outside the alphabet.
 * @example
 * ```ts
 * decodeBase58('11111111111111111111111111111111').length // 32
 * ```
 */
export function decodeBase58(text: string): Uint8Array {
  const bytes: number[] = []
  for (const char of text) {
    const value = INDEX[char]
    if (value === undefined)
      throw new ValidationError(`Invalid base58 character "${char}"`, { code: 'INVALID_BASE58' })
    let carry = value
    for (let i = 0; i < bytes.length; i++) {
      carry += (bytes[i] ?? 0) * 58
      bytes[i] = carry & 0xff
      carry >>= 8
    }
    while (carry > 0) {
      bytes.push(carry & 0xff)
      carry >>= 8
    }
  }
  for (const char of text) {
    if (char !== '1') break
    bytes.push(0)
  }
  return Uint8Array.from(bytes.reverse())
}

/**
 * True when `address` is a base58 string of a 32-byte public key (a Solana address).
 *
 * @param address - Candidate address.
 * @returns Whether it is well formed.
 * @example
 * ```ts
 * isSolanaAddress('11111111111111111111111111111111') // true
 * ```
 */
export function isSolanaAddress(address: string): boolean {
  if (!/^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(address)) return false
  return decodeBase58(address).length === 32
}
