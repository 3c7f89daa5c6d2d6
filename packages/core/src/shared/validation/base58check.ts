import { sha256 } from '@noble/hashes/sha2.js'
import { fromBase58, toBase58 } from '../encoding/base58'

/**
 * What {@link base58CheckDecode} found: the payload (version byte first), or why the text is not
 * base58check (`format`: not base58 or too short; `checksum`: the 4-byte checksum does not match).
 *
 * @example
 * ```ts
 * const result: Base58CheckDecodeResult = base58CheckDecode('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2')
 * ```
 */
export type Base58CheckDecodeResult =
  | { ok: true; payload: Uint8Array }
  | { ok: false; reason: 'format' | 'checksum'; details: string }

const BASE58 = /^[1-9A-HJ-NP-Za-km-z]+$/
/** Longest text decoded: bounds the work on untrusted input (a 25-byte address is at most 34 characters). */
const MAX_LENGTH = 100

const checksumOf = (payload: Uint8Array) => sha256(sha256(payload)).slice(0, 4)

/**
 * Encodes a payload as base58check: base58 of the payload followed by the first 4 bytes of its
 * double SHA-256.
 *
 * @param payload - The bytes (for an address: version byte then hash160).
 * @returns The base58check string.
 * @example
 * ```ts
 * base58CheckEncode(Uint8Array.of(0, ...hash160)) // '1...'
 * ```
 */
export function base58CheckEncode(payload: Uint8Array): string {
  const out = new Uint8Array(payload.length + 4)
  out.set(payload)
  out.set(checksumOf(payload), payload.length)
  return toBase58(out)
}

/**
 * Decodes a base58check string and verifies its checksum. Never throws.
 *
 * @param text - The string.
 * @param payloadLength - The payload length expected, when known: any other length is a format
 *   failure rather than a checksum one (the text is not what was asked for, not a typo of it).
 * @returns The payload without the checksum, or the reason it is not base58check.
 * @example
 * ```ts
 * const result = base58CheckDecode('3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', 21)
 * if (result.ok) result.payload[0] // 5, the P2SH version byte
 * ```
 */
export function base58CheckDecode(text: string, payloadLength?: number): Base58CheckDecodeResult {
  if (typeof text !== 'string' || text.length > MAX_LENGTH || !BASE58.test(text)) {
    return { ok: false, reason: 'format', details: 'not a base58 string' }
  }
  const bytes = fromBase58(text)
  if (bytes.length < 5) return { ok: false, reason: 'format', details: 'too short for a checksum' }
  const payload = bytes.slice(0, -4)
  if (payloadLength !== undefined && payload.length !== payloadLength) {
    return { ok: false, reason: 'format', details: `${payload.length} bytes, not ${payloadLength}` }
  }
  const expected = checksumOf(payload)
  const actual = bytes.slice(-4)
  if (expected.some((byte, i) => byte !== actual[i])) {
    return { ok: false, reason: 'checksum', details: 'the checksum does not match' }
  }
  return { ok: true, payload }
}
