import { secp256k1 } from '@noble/curves/secp256k1.js'
import { concatBytes } from './bip322/bitcoinBytes'
import { bytesEqual, hash160 } from './bip322/hash160'
import { hashBitcoinMessage } from './hashBitcoinMessage'

/**
 * True when the bytes have the shape of a BIP-137 signature: 65 bytes, header 27 to 42. No
 * BIP-322 signature has this shape (a simple one starts with its witness item count, a full one
 * with the transaction version), so the shape alone picks the scheme.
 *
 * @example
 * ```ts
 * isBip137Shaped(bytes)
 * ```
 */
export function isBip137Shaped(bytes: Uint8Array): boolean {
  return bytes.length === 65 && bytes[0]! >= 27 && bytes[0]! <= 42
}

/**
 * Verifies a BIP-137 (legacy "signmessage") signature: header byte (27-30 uncompressed P2PKH,
 * 31-34 compressed P2PKH, 35-38 P2SH-P2WPKH, 39-42 P2WPKH) then r and s. The public key is
 * recovered from the message hash and must hash to the address: P2PKH by its key hash (compressed
 * or not, as the header says), P2WPKH and P2SH-P2WPKH by a compressed key whatever segwit header
 * was used (wallets disagree on it).
 *
 * @param signer - Address type and payload (key hash or script hash).
 * @param message - The signed text.
 * @param bytes - The 65 decoded signature bytes.
 * @returns True when the address signed the message.
 * @example
 * ```ts
 * verifyBip137Signature({ type: 'p2pkh', payload: keyHash }, 'hello', bytes)
 * ```
 */
export function verifyBip137Signature(
  signer: { type: 'p2pkh' | 'p2sh' | 'p2wpkh'; payload: Uint8Array },
  message: string,
  bytes: Uint8Array,
): boolean {
  if (!isBip137Shaped(bytes)) return false
  const header = bytes[0]!
  const compressed = header >= 31
  if (!compressed && signer.type !== 'p2pkh') return false
  let pubkey: Uint8Array
  try {
    const recovered = secp256k1.recoverPublicKey(
      Uint8Array.of((header - 27) & 3, ...bytes.slice(1)),
      hashBitcoinMessage(message),
      { prehash: false },
    )
    pubkey = secp256k1.Point.fromBytes(recovered).toBytes(compressed)
  } catch {
    return false
  }
  const keyHash = hash160(pubkey)
  if (signer.type === 'p2sh')
    return bytesEqual(hash160(concatBytes(Uint8Array.of(0x00, 0x14), keyHash)), signer.payload)
  return bytesEqual(keyHash, signer.payload)
}
