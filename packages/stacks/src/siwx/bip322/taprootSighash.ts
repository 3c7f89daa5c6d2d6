import { sha256 } from '@noble/hashes/sha2.js'
import { BIP322_MESSAGES } from '../../errors/bip322Messages'
import { concatBytes, u32le, u64le, varint } from './bitcoinBytes'
import type { RawTransaction, TxOutput } from './rawTransaction'
import { taggedHash } from './taggedHash'

/**
 * The BIP-341 signature hash of a key-path spend of input `index` (no annex) for
 * SIGHASH_DEFAULT (0x00) or SIGHASH_ALL (0x01): the `TapSighash` tagged hash of epoch 0, the hash
 * type, version, lock time, the sha256 of every prevout, spent amount, spent scriptPubKey and
 * sequence, the sha256 of the outputs, spend type 0 and the input index.
 *
 * @param tx - The spending transaction.
 * @param index - Input index.
 * @param spent - The outputs the inputs spend, in input order.
 * @param hashType - 0x00 or 0x01.
 * @returns 32 bytes.
 * @example
 * ```ts
 * const hash = taprootKeyPathSighash(toSign, 0, [toSpend.outputs[0]], 0x00)
 * ```
 */
export function taprootKeyPathSighash(
  tx: RawTransaction,
  index: number,
  spent: readonly TxOutput[],
  hashType: 0x00 | 0x01,
): Uint8Array {
  if (!tx.inputs[index] || spent.length !== tx.inputs.length)
    throw new RangeError(BIP322_MESSAGES.spentOutputsMismatch)
  return taggedHash(
    'TapSighash',
    Uint8Array.of(0x00, hashType),
    u32le(tx.version),
    u32le(tx.lockTime),
    sha256(concatBytes(...tx.inputs.flatMap((i) => [i.txid, u32le(i.vout)]))),
    sha256(concatBytes(...spent.map((o) => u64le(o.amount)))),
    sha256(concatBytes(...spent.flatMap((o) => [varint(o.script.length), o.script]))),
    sha256(concatBytes(...tx.inputs.map((i) => u32le(i.sequence)))),
    sha256(concatBytes(...tx.outputs.flatMap((o) => [u64le(o.amount), varint(o.script.length), o.script]))),
    Uint8Array.of(0x00),
    u32le(index),
  )
}
