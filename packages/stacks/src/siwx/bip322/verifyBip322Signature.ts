import { schnorr, secp256k1 } from '@noble/curves/secp256k1.js'
import { concatBytes } from './bitcoinBytes'
import { buildToSign, buildToSpend } from './buildBip322Transactions'
import { bytesEqual, hash160 } from './hash160'
import { decodeTransaction, decodeWitness, type RawTransaction, transactionId } from './rawTransaction'
import { SIGHASH_ALL, segwitV0Sighash } from './segwitV0Sighash'
import { taprootKeyPathSighash } from './taprootSighash'

/**
 * The single-key address kinds BIP-322 signatures are verified for, with the address's payload
 * (the 20-byte key hash of P2WPKH, the 20-byte script hash of P2SH, the 32-byte output key of
 * P2TR).
 *
 * @example
 * ```ts
 * const signer: Bip322Signer = { type: 'p2tr', payload: outputKey }
 * ```
 */
export type Bip322Signer = { type: 'p2wpkh' | 'p2sh' | 'p2tr'; payload: Uint8Array }

const OP_RETURN_SCRIPT = Uint8Array.of(0x6a)

/**
 * The scriptPubKey of a signer's address (the BIP-322 message challenge).
 *
 * @example
 * ```ts
 * challengeScript({ type: 'p2wpkh', payload: keyHash }) // 0014…
 * ```
 */
export function challengeScript(signer: Bip322Signer): Uint8Array {
  if (signer.type === 'p2wpkh') return concatBytes(Uint8Array.of(0x00, 0x14), signer.payload)
  if (signer.type === 'p2tr') return concatBytes(Uint8Array.of(0x51, 0x20), signer.payload)
  return concatBytes(Uint8Array.of(0xa9, 0x14), signer.payload, Uint8Array.of(0x87))
}

/**
 * Verifies a BIP-322 signature of `message` by a single-key address, in either format:
 * "simple" (the serialised witness stack of `to_sign`'s input) or "full" (the whole serialised
 * `to_sign` transaction, whose single input must spend `to_spend` and whose single output must
 * be a 0-sat `OP_RETURN`; "proof of funds" extra inputs are refused). P2WPKH is checked with a
 * SIGHASH_ALL ECDSA signature (low S, strict DER) over the BIP-143 hash; P2SH-P2WPKH the same,
 * with the redeem script hashing to the address; P2TR as a key-path spend, a BIP-340 Schnorr
 * signature by the output key over the BIP-341 hash with SIGHASH_DEFAULT or SIGHASH_ALL (no
 * annex, no script path). Pure: no I/O, no browser API.
 *
 * @param signer - Address kind and payload.
 * @param message - The signed text.
 * @param signature - The decoded base64 signature.
 * @returns True when the signature is valid.
 * @example
 * ```ts
 * verifyBip322Signature({ type: 'p2wpkh', payload: keyHash }, 'Hello World', signatureBytes)
 * ```
 */
export function verifyBip322Signature(signer: Bip322Signer, message: string, signature: Uint8Array): boolean {
  try {
    const toSpend = buildToSpend(message, challengeScript(signer))
    const toSign = readToSign(signer, toSpend, signature)
    return toSign !== undefined && checkSpend(signer, toSpend, toSign)
  } catch {
    return false
  }
}

/** The `to_sign` a signature stands for: rebuilt around a simple signature, or read whole. */
function readToSign(signer: Bip322Signer, toSpend: RawTransaction, signature: Uint8Array) {
  let witness: Uint8Array[] | undefined
  try {
    witness = decodeWitness(signature)
  } catch {
    witness = undefined
  }
  if (witness) {
    // A P2SH-P2WPKH spend also needs the scriptSig pushing the redeem script, which the simple
    // format leaves out: it is rebuilt from the witness public key (and checked against the address).
    const redeem = signer.type === 'p2sh' && witness[1] ? p2wpkhRedeemScript(hash160(witness[1])) : undefined
    return buildToSign(
      toSpend,
      witness,
      redeem ? concatBytes(Uint8Array.of(redeem.length), redeem) : undefined,
    )
  }
  const tx = decodeTransaction(signature)
  const [input] = tx.inputs
  const [output] = tx.outputs
  if (tx.inputs.length !== 1 || tx.outputs.length !== 1 || !input || !output) return undefined
  if (tx.version !== 0 && tx.version !== 2) return undefined
  if (!bytesEqual(input.txid, transactionId(toSpend)) || input.vout !== 0) return undefined
  if (output.amount !== 0n || !bytesEqual(output.script, OP_RETURN_SCRIPT)) return undefined
  return tx
}

function p2wpkhRedeemScript(keyHash: Uint8Array): Uint8Array {
  return concatBytes(Uint8Array.of(0x00, 0x14), keyHash)
}

function checkSpend(signer: Bip322Signer, toSpend: RawTransaction, toSign: RawTransaction): boolean {
  const input = toSign.inputs[0]!
  const spent = toSpend.outputs[0]!
  if (signer.type === 'p2tr') {
    if (input.scriptSig.length !== 0 || input.witness.length !== 1) return false
    const sig = input.witness[0]!
    let hashType: 0x00 | 0x01
    if (sig.length === 64) hashType = 0x00
    else if (sig.length === 65 && sig[64] === 0x01) hashType = 0x01
    else return false
    const sighash = taprootKeyPathSighash(toSign, 0, [spent], hashType)
    return schnorr.verify(sig.slice(0, 64), sighash, signer.payload)
  }
  if (input.witness.length !== 2) return false
  const [sig, pubkey] = input.witness as [Uint8Array, Uint8Array]
  if (pubkey.length !== 33 || (pubkey[0] !== 0x02 && pubkey[0] !== 0x03)) return false
  const keyHash = hash160(pubkey)
  if (signer.type === 'p2wpkh') {
    if (input.scriptSig.length !== 0 || !bytesEqual(keyHash, signer.payload)) return false
  } else {
    const redeem = p2wpkhRedeemScript(keyHash)
    const expected = concatBytes(Uint8Array.of(redeem.length), redeem)
    if (!bytesEqual(input.scriptSig, expected) || !bytesEqual(hash160(redeem), signer.payload)) return false
  }
  if (sig.length < 9 || sig[sig.length - 1] !== SIGHASH_ALL) return false
  const scriptCode = concatBytes(Uint8Array.of(0x76, 0xa9, 0x14), keyHash, Uint8Array.of(0x88, 0xac))
  const sighash = segwitV0Sighash(toSign, 0, scriptCode, spent.amount)
  return secp256k1.verify(sig.slice(0, -1), sighash, pubkey, { prehash: false, format: 'der' })
}
