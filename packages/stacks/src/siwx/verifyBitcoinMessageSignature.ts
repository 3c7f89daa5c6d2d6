import { type BitcoinAddressInfo, hexToBytes, validateBitcoinAddress } from '@latch/core/kit'
import { base64ToBytes } from '../utils/bytes'
import { MAX_BITCOIN_SIGNATURE_CHARS } from '../validation/limits'

/**
 * Verifies a Bitcoin signed message for an address; the address type decides the scheme:
 *
 * - P2PKH (`1…`, `m…`/`n…`): BIP-137 legacy signatures.
 * - P2WPKH (`bc1q…`): BIP-322 "simple" (base64 witness) or "full" (base64 `to_sign`
 *   transaction), or a BIP-137 signature with any single-key header.
 * - P2SH (`3…`, `2…`) as P2SH-P2WPKH: BIP-322 simple or full, or BIP-137.
 * - P2TR (`bc1p…`): BIP-322 simple or full, key path (BIP-340 Schnorr over the BIP-341 hash,
 *   SIGHASH_DEFAULT or SIGHASH_ALL).
 * - Anything else (P2WSH, script-path Taproot, future witness versions): refused.
 *
 * Pure and runtime-neutral (no browser API, no optional peer): it runs in Node for a server.
 * The to_spend/to_sign construction and the BIP-143/BIP-341 sighashes are written here on
 * @noble/curves and @noble/hashes (already dependencies) rather than taken from the optional
 * `@scure/btc-signer` peer: measured minified and gzipped without @noble, they are 2.1 KB, where
 * btc-signer's Transaction and payments are 30 KB, and a server could not count on the optional
 * peer being installed. The schemes load with import() on first verification, so nothing here is
 * in the initial bundle.
 *
 * @param params - Address, message text, base64 signature, network the address must be on.
 * @returns True when the address signed the message; false for anything else, malformed input
 *   included (the SIWX verifier turns it into a `SiwxError`).
 * @example
 * ```ts
 * await verifyBitcoinMessageSignature({ address: 'bc1q…', message, signature, network: 'mainnet' })
 * ```
 */
export async function verifyBitcoinMessageSignature(params: {
  address: string
  message: string
  signature: string
  network: 'mainnet' | 'testnet'
}): Promise<boolean> {
  const { address, message, signature, network } = params
  if (typeof message !== 'string' || typeof signature !== 'string') return false
  if (signature.length > MAX_BITCOIN_SIGNATURE_CHARS) return false
  let info: BitcoinAddressInfo
  try {
    info = validateBitcoinAddress(address, network)
  } catch {
    return false
  }
  const bytes = base64ToBytes(signature)
  const payload = hexToBytes(info.payload)
  if (!bytes || !payload) return false
  const { type } = info
  if (type === 'p2pkh' || type === 'p2sh' || type === 'p2wpkh') {
    const { isBip137Shaped, verifyBip137Signature } = await import('./verifyBip137Signature')
    if (isBip137Shaped(bytes)) return verifyBip137Signature({ type, payload }, message, bytes)
  }
  if (type === 'p2sh' || type === 'p2wpkh' || type === 'p2tr') {
    const { verifyBip322Signature } = await import('./bip322/verifyBip322Signature')
    return verifyBip322Signature({ type, payload }, message, bytes)
  }
  return false
}
