import { hashStacksMessage } from './hashStacksMessage'
import { verifyStacksHashSignature } from './verifyStacksHashSignature'

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
  return verifyStacksHashSignature({
    address: params.address,
    hash: hashStacksMessage(params.message),
    signature: params.signature,
  })
}
