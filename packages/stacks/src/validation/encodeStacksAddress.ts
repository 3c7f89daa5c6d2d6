import { sha256 } from '@noble/hashes/sha2.js'

/**
 * c32 alphabet (Crockford base 32), as Stacks addresses use it.
 *
 * @example
 * ```ts
 * C32_ALPHABET.indexOf('P') // 22, the mainnet single-sig version
 * ```
 */
export const C32_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
const C32 = C32_ALPHABET

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

/**
 * Encodes a version byte and hash160 as a Stacks c32check address (decoding and validation are
 * core's `validateStacksAddress`; core does not export its encoder, which sign-in needs to derive
 * an address from a recovered public key).
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
