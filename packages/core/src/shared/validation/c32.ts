import { sha256 } from '@noble/hashes/sha2.js'

/** Crockford-style base-32 alphabet of c32 (no I, L, O, U). */
export const C32_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

/**
 * Encodes bytes as c32: the bytes read as one big-endian number written in base 32, with one
 * `'0'` per leading zero byte (the Stacks c32 scheme).
 *
 * @param bytes - Bytes to encode.
 * @returns The c32 string (uppercase).
 * @example
 * ```ts
 * c32Encode(new Uint8Array([0, 1])) // '01'
 * ```
 */
export function c32Encode(bytes: Uint8Array): string {
  let zeros = 0
  while (zeros < bytes.length && bytes[zeros] === 0) zeros++
  let n = 0n
  for (const byte of bytes) n = (n << 8n) | BigInt(byte)
  let digits = ''
  while (n > 0n) {
    digits = C32_ALPHABET[Number(n & 31n)] + digits
    n >>= 5n
  }
  return '0'.repeat(zeros) + digits
}

/**
 * Decodes a c32 string to bytes (the inverse of {@link c32Encode}). Only the 32 alphabet
 * characters are accepted, uppercase.
 *
 * @param text - The c32 string.
 * @returns The bytes, or `undefined` when a character is not in the alphabet.
 * @example
 * ```ts
 * c32Decode('01') // Uint8Array [0, 1]
 * ```
 */
export function c32Decode(text: string): Uint8Array | undefined {
  let zeros = 0
  while (zeros < text.length && text[zeros] === '0') zeros++
  let n = 0n
  for (const char of text.slice(zeros)) {
    const digit = C32_ALPHABET.indexOf(char)
    if (digit < 0) return undefined
    n = (n << 5n) | BigInt(digit)
  }
  const tail: number[] = []
  while (n > 0n) {
    tail.unshift(Number(n & 255n))
    n >>= 8n
  }
  return Uint8Array.from([...new Array<number>(zeros).fill(0), ...tail])
}

/**
 * The 4-byte c32check checksum: the first 4 bytes of sha256(sha256(version byte + data)).
 *
 * @param version - Version byte (0 to 31).
 * @param data - Payload, e.g. a 20-byte hash160.
 * @returns The checksum.
 * @example
 * ```ts
 * c32Checksum(22, hash160).length // 4
 * ```
 */
export function c32Checksum(version: number, data: Uint8Array): Uint8Array {
  const input = new Uint8Array(data.length + 1)
  input[0] = version
  input.set(data, 1)
  return sha256(sha256(input)).slice(0, 4)
}

/**
 * Builds a Stacks address: `'S'`, the version character, then c32(data + checksum).
 *
 * @param version - Address version (22 and 20 mainnet, 26 and 21 testnet).
 * @param hash160 - The 20-byte hash160 of the key or script.
 * @returns The address.
 * @example
 * ```ts
 * c32Address(22, hash160) // 'SP...'
 * ```
 */
export function c32Address(version: number, hash160: Uint8Array): string {
  const payload = new Uint8Array(hash160.length + 4)
  payload.set(hash160)
  payload.set(c32Checksum(version, hash160), hash160.length)
  return `S${C32_ALPHABET[version]}${c32Encode(payload)}`
}
