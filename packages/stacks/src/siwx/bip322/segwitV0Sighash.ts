import { sha256 } from '@noble/hashes/sha2.js'
import { BIP322_MESSAGES } from '../../errors/bip322Messages'
import { concatBytes, u32le, u64le, varint } from './bitcoinBytes'
import type { RawTransaction } from './rawTransaction'

const dsha256 = (bytes: Uint8Array) => sha256(sha256(bytes))

/** SIGHASH_ALL, the only hash type accepted for segwit v0 message signatures. */
export const SIGHASH_ALL = 0x01

/**
 * The BIP-143 signature hash of input `index` for SIGHASH_ALL (segwit v0): double sha256 of
 * version, hashPrevouts, hashSequence, the outpoint, the script code, the spent amount, the
 * sequence, hashOutputs, lock time and the hash type.
 *
 * @param tx - The spending transaction.
 * @param index - Input index.
 * @param scriptCode - For P2WPKH, `OP_DUP OP_HASH160 <hash> OP_EQUALVERIFY OP_CHECKSIG`.
 * @param amount - Value of the spent output, sats.
 * @returns 32 bytes.
 * @example
 * ```ts
 * const hash = segwitV0Sighash(toSign, 0, p2pkhScript(keyHash), 0n)
 * ```
 */
export function segwitV0Sighash(
  tx: RawTransaction,
  index: number,
  scriptCode: Uint8Array,
  amount: bigint,
): Uint8Array {
  const input = tx.inputs[index]
  if (!input) throw new RangeError(BIP322_MESSAGES.noSuchInput)
  const hashPrevouts = dsha256(concatBytes(...tx.inputs.flatMap((i) => [i.txid, u32le(i.vout)])))
  const hashSequence = dsha256(concatBytes(...tx.inputs.map((i) => u32le(i.sequence))))
  const hashOutputs = dsha256(
    concatBytes(...tx.outputs.flatMap((o) => [u64le(o.amount), varint(o.script.length), o.script])),
  )
  return dsha256(
    concatBytes(
      u32le(tx.version),
      hashPrevouts,
      hashSequence,
      input.txid,
      u32le(input.vout),
      varint(scriptCode.length),
      scriptCode,
      u64le(amount),
      u32le(input.sequence),
      hashOutputs,
      u32le(tx.lockTime),
      u32le(SIGHASH_ALL),
    ),
  )
}
