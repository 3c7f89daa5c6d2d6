import { sha256 } from '@noble/hashes/sha2.js'
import { concatBytes } from './bitcoinBytes'

/**
 * A BIP-340 tagged hash: sha256(sha256(tag) || sha256(tag) || data).
 *
 * @param tag - The tag, e.g. `TapSighash`.
 * @param data - What is hashed.
 * @returns 32 bytes.
 * @example
 * ```ts
 * taggedHash('BIP0322-signed-message', new TextEncoder().encode('Hello World'))
 * ```
 */
export function taggedHash(tag: string, ...data: Uint8Array[]): Uint8Array {
  const tagHash = sha256(new TextEncoder().encode(tag))
  return sha256(concatBytes(tagHash, tagHash, ...data))
}
