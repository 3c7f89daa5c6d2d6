import { sha256 } from '@noble/hashes/sha2.js'

const PREFIX = '\x17Stacks Signed Message:\n'

function varint(n: number): Uint8Array {
  if (n < 0xfd) return Uint8Array.of(n)
  if (n <= 0xffff) return Uint8Array.of(0xfd, n & 0xff, n >> 8)
  return Uint8Array.of(0xfe, n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, (n >>> 24) & 0xff)
}

/**
 * The hash a Stacks wallet signs for `stx_signMessage`: sha256 of the `"\x17Stacks Signed
 * Message:\n"` prefix, the message length as a Bitcoin varint, and the UTF-8 message.
 *
 * @param message - The message text.
 * @returns 32-byte hash.
 * @example
 * ```ts
 * const hash = hashStacksMessage('hello')
 * ```
 */
export function hashStacksMessage(message: string): Uint8Array {
  const encoder = new TextEncoder()
  const body = encoder.encode(message)
  const prefix = encoder.encode(PREFIX)
  const len = varint(body.length)
  const all = new Uint8Array(prefix.length + len.length + body.length)
  all.set(prefix)
  all.set(len, prefix.length)
  all.set(body, prefix.length + len.length)
  return sha256(all)
}
