import { CONSTANTS, hexToBytes } from '@latch/core/kit'
import { C32_ALPHABET, encodeStacksAddress } from '../validation/encodeStacksAddress'

/**
 * Verifies a Stacks wallet signature of a 32-byte hash (65-byte RSV hex: r, s, recovery id) by
 * recovering the secp256k1 public key and checking that the single-sig address derived from it
 * (same version byte as `address`, so a mainnet key never passes as a testnet address) is
 * `address`. Loads `@noble/curves` on first use. Used by the `stx_signMessage` and SIP-018
 * (`stx_signStructuredMessage`) verifiers.
 *
 * @param params - Address, signed hash, signature.
 * @returns True when the address signed the hash.
 * @example
 * ```ts
 * await verifyStacksHashSignature({ address, hash: hashSip018Message(domain, message), signature }) // true
 * ```
 */
export async function verifyStacksHashSignature(params: {
  address: string
  hash: Uint8Array
  signature: string
}): Promise<boolean> {
  const rsv = hexToBytes(params.signature)
  if (!rsv || rsv.length !== CONSTANTS.stacksSignatureBytes || params.hash.length !== 32) return false
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
    const compressed = secp256k1.recoverPublicKey(recovered, params.hash, { prehash: false })
    const point = secp256k1.Point.fromBytes(compressed)
    for (const key of [point.toBytes(true), point.toBytes(false)]) {
      if (encodeStacksAddress(version, ripemd160(sha256(key))) === params.address) return true
    }
    return false
  } catch {
    return false
  }
}
