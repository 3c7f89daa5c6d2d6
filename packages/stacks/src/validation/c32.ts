import { MESSAGES, ValidationError } from '@latch/core'
import { sha256 } from '@noble/hashes/sha2.js'
import { bytesToHexString } from '../utils/bytes'

const C32 = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

function c32Normalize(text: string): string {
  return text.toUpperCase().replace(/O/g, '0').replace(/[IL]/g, '1')
}

function checksum(data: Uint8Array): Uint8Array {
  return sha256(sha256(data)).slice(0, 4)
}

function c32EncodeBytes(bytes: Uint8Array): string {
  let value = 0n
  for (const b of bytes) value = (value << 8n) | BigInt(b)
  let out = ''
  while (value > 0n) {
    out = C32[Number(value % 32n)] + out
    value /= 32n
  }
  let zeros = 0
  while (zeros < bytes.length && bytes[zeros] === 0) zeros++
  return '0'.repeat(zeros) + out
}

function c32DecodeBytes(text: string, length: number): Uint8Array | undefined {
  let value = 0n
  for (const ch of text) {
    const digit = C32.indexOf(ch)
    if (digit < 0) return undefined
    value = value * 32n + BigInt(digit)
  }
  const out = new Uint8Array(length)
  for (let i = length - 1; i >= 0; i--) {
    out[i] = Number(value & 0xffn)
    value >>= 8n
  }
  return value === 0n ? out : undefined
}

/** A decoded Stacks address: its version byte and 20-byte hash160 (hex). */
export type DecodedStacksAddress = { version: number; hash160: string }

/**
 * Decodes a Stacks c32check address and verifies its checksum.
 *
 * @param address - e.g. `'SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ7'`.
 * @returns Version byte and hash160.
 * @throws {ValidationError} "Invalid checksum" when the checksum does not match; another
 *   ValidationError when the text is not a c32 address at all.
 * @example
 * ```ts
 * decodeStacksAddress('SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ7').version // 22
 * ```
 */
export function decodeStacksAddress(address: string): DecodedStacksAddress {
  if (typeof address !== 'string' || !address.startsWith('S') || address.length <= 5) {
    throw new ValidationError(`Invalid Stacks address "${String(address)}"`, {
      code: 'INVALID_STACKS_ADDRESS',
      details: 'A Stacks address starts with S and is longer than 5 characters',
    })
  }
  const body = c32Normalize(address.slice(1))
  const version = C32.indexOf(body[0] ?? '')
  // 20-byte hash + 4-byte checksum = 24 bytes, c32 encoded without the version character.
  const payload = version < 0 ? undefined : c32DecodeBytes(body.slice(1), 24)
  if (version < 0 || !payload || c32EncodeBytes(payload) !== body.slice(1)) {
    throw new ValidationError(`Invalid Stacks address "${address}"`, { code: 'INVALID_STACKS_ADDRESS' })
  }
  const hash = payload.slice(0, 20)
  const expected = checksum(Uint8Array.of(version, ...hash))
  const given = payload.slice(20)
  if (expected.some((b, i) => b !== given[i])) {
    throw new ValidationError(MESSAGES.invalidChecksum, { code: 'INVALID_CHECKSUM', details: address })
  }
  return { version, hash160: bytesToHexString(hash) }
}

/**
 * Encodes a version byte and hash160 as a Stacks c32check address.
 *
 * @param version - Address version byte (0-31).
 * @param hash160 - 20 bytes.
 * @returns The address, e.g. `'SP...'`.
 * @example
 * ```ts
 * encodeStacksAddress(22, new Uint8Array(20)) // 'SP000000000000000000002Q6VF78'
 * ```
 */
export function encodeStacksAddress(version: number, hash160: Uint8Array): string {
  const sum = checksum(Uint8Array.of(version, ...hash160))
  return `S${C32[version]}${c32EncodeBytes(Uint8Array.of(...hash160, ...sum))}`
}
