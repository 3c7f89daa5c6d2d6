import { ValidationError } from '../errors/errors'
import * as ENCODING_MESSAGES from './encodingMessages'

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/**
 * Encodes bytes as base58 (Bitcoin alphabet), the encoding of Solana addresses, messages and
 * signatures in `solana_*` requests.
 *
 * @param bytes - The bytes.
 * @returns The base58 string (`''` for no bytes).
 * @example
 * ```ts
 * toBase58(new TextEncoder().encode('hi')) // '8wr'
 * ```
 */
export function toBase58(bytes: Uint8Array): string {
  let zeros = 0
  while (zeros < bytes.length && bytes[zeros] === 0) zeros += 1
  let value = 0n
  for (const byte of bytes) value = (value << 8n) | BigInt(byte)
  let out = ''
  while (value > 0n) {
    out = ALPHABET[Number(value % 58n)] + out
    value /= 58n
  }
  return '1'.repeat(zeros) + out
}

/**
 * Decodes a base58 string (Bitcoin alphabet).
 *
 * @param text - The base58 string.
 * @returns The bytes.
 * @throws {ValidationError} on a character outside the alphabet.
 * @example
 * ```ts
 * new TextDecoder().decode(fromBase58('8wr')) // 'hi'
 * ```
 */
export function fromBase58(text: string): Uint8Array {
  let zeros = 0
  while (zeros < text.length && text[zeros] === '1') zeros += 1
  let value = 0n
  for (const char of text) {
    const digit = ALPHABET.indexOf(char)
    if (digit === -1) throw new ValidationError(ENCODING_MESSAGES.invalidBase58, { code: 'INVALID_BASE58' })
    value = value * 58n + BigInt(digit)
  }
  const bytes: number[] = []
  while (value > 0n) {
    bytes.unshift(Number(value & 0xffn))
    value >>= 8n
  }
  return Uint8Array.from([...new Array<number>(zeros).fill(0), ...bytes])
}
