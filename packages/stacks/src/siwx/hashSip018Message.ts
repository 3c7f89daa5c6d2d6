import { sha256 } from '@noble/hashes/sha2.js'

/** `"SIP018"` in ASCII, the SIP-018 message prefix. */
const PREFIX = Uint8Array.of(0x53, 0x49, 0x50, 0x30, 0x31, 0x38)

/**
 * The hash a Stacks wallet signs for SIP-018 structured data (`stx_signStructuredMessage`):
 * `sha256("SIP018" || sha256(domain) || sha256(message))`, each a Clarity serialization.
 *
 * @param domain - Serialized domain tuple `{ name, version, chain-id }`.
 * @param message - Serialized message value.
 * @returns 32-byte hash.
 * @example
 * ```ts
 * const hash = hashSip018Message(encodeSip018Domain(data), encodeSip018SignIn(data))
 * ```
 */
export function hashSip018Message(domain: Uint8Array, message: Uint8Array): Uint8Array {
  const all = new Uint8Array(PREFIX.length + 64)
  all.set(PREFIX)
  all.set(sha256(domain), PREFIX.length)
  all.set(sha256(message), PREFIX.length + 32)
  return sha256(all)
}
