import { sha256 } from '@noble/hashes/sha2.js'

function varint(n: number): Uint8Array {
  if (n < 0xfd) return Uint8Array.of(n)
  if (n <= 0xffff) return Uint8Array.of(0xfd, n & 0xff, n >> 8)
  return Uint8Array.of(0xfe, n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, (n >>> 24) & 0xff)
}

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
  const parts = [varint(magic.length), magic, varint(body.length), body]
  const all = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
  let offset = 0
  for (const p of parts) {
    all.set(p, offset)
    offset += p.length
  }
  return sha256(sha256(all))
}
