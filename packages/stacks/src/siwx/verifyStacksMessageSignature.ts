import { CONSTANTS } from '@latch/core'
import { hexToBytesSafe } from '../utils/bytes'
import { C32_ALPHABET, encodeStacksAddress } from '../validation/encodeStacksAddress'
import { hashStacksMessage } from './hashStacksMessage'

/**
 * Verifies a `stx_signMessage` signature (65-byte RSV hex: r, s, recovery id) by recovering the
 * secp256k1 public key from the message hash and checking that the single-sig address derived
 * from it (same version byte as `address`) is `address`. Loads `@noble/curves` on first use.
 *
 * @param params - Address, message text, signature.
 * @returns True when the address signed the message.
 * @example
 * ```ts
 * await verifyStacksMessageSignature({ address, message, signature }) // true
 * ```
 */
export async function verifyStacksMessageSignature(params: {
  address: string
  message: string
  signature: string
}): Promise<boolean> {
  const rsv = hexToBytesSafe(params.signature)
  if (!rsv || rsv.length !== CONSTANTS.stacksSignatureBytes) return false
  // The derived address is compared in full (checksum included), so the claimed version needs no
  // separate validation.
  const version = C32_ALPHABET.indexOf(params.address[1] ?? '')
  if (!params.address.startsWith('S') || version < 0) return false
  const recovery = rsv[64]!
  if (recovery > 3) return false
  const recovered = Uint8Array.of(recovery, ...rsv.slice(0, 64))
  // Curve maths loads on the first verification, keeping it out of the initial bundle.
  const [{ secp256k1 }, { ripemd160 }, { sha256 }] = await Promise.all([
    import('@noble/curves/secp256k1.js'),
    import('@noble/hashes/legacy.js'),
    import('@noble/hashes/sha2.js'),
  ])
  try {
    const hash = hashStacksMessage(params.message)
    const compressed = secp256k1.recoverPublicKey(recovered, hash, { prehash: false })
    const point = secp256k1.Point.fromBytes(compressed)
    for (const key of [point.toBytes(true), point.toBytes(false)]) {
      if (encodeStacksAddress(version, ripemd160(sha256(key))) === params.address) return true
    }
    return false
  } catch {
    return false
  }
}
