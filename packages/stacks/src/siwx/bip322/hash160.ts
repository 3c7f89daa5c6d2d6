import { ripemd160 } from '@noble/hashes/legacy.js'
import { sha256 } from '@noble/hashes/sha2.js'

/**
 * Bitcoin's hash160: ripemd160(sha256(bytes)), the key hash of P2PKH and P2WPKH and the script
 * hash of P2SH.
 *
 * @example
 * ```ts
 * hash160(compressedPublicKey) // 20 bytes
 * ```
 */
export function hash160(bytes: Uint8Array): Uint8Array {
  return ripemd160(sha256(bytes))
}

/**
 * Constant-length byte equality (both arrays read to the end).
 *
 * @example
 * ```ts
 * bytesEqual(Uint8Array.of(1), Uint8Array.of(1)) // true
 * ```
 */
export function bytesEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false
  let diff = 0
  for (let i = 0; i < a.length; i++) diff |= a[i]! ^ b[i]!
  return diff === 0
}
