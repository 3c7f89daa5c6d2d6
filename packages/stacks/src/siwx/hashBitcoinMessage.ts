import { sha256 } from '@noble/hashes/sha2.js'
import { concatBytes, varint } from './bip322/bitcoinBytes'

/**
 * The hash of a Bitcoin signed message (the legacy `signmessage` scheme used by BIP-137):
 * double sha256 of the varint-prefixed `"Bitcoin Signed Message:\n"` and the varint-prefixed
 * UTF-8 message.
 *
 * @param message - The message text.
 * @returns 32-byte hash.
 * @example
 * ```ts
 * const hash = hashBitcoinMessage('hello')
 * ```
 */
export function hashBitcoinMessage(message: string): Uint8Array {
  const encoder = new TextEncoder()
  const magic = encoder.encode('Bitcoin Signed Message:\n')
  const body = encoder.encode(message)
  return sha256(sha256(concatBytes(varint(magic.length), magic, varint(body.length), body)))
}
