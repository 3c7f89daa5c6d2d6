import { sha256 } from '@noble/hashes/sha2.js'
import { concatBytes, varint } from './bip322/bitcoinBytes'

const PREFIX = '\x17Stacks Signed Message:\n'

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
  return sha256(concatBytes(encoder.encode(PREFIX), varint(body.length), body))
}
