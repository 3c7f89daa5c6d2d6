import { concatBytes } from './bitcoinBytes'
import { type RawTransaction, transactionId } from './rawTransaction'
import { taggedHash } from './taggedHash'

/**
 * The BIP-322 message hash: the tagged hash `BIP0322-signed-message` of the UTF-8 message,
 * without length prefix.
 *
 * @param message - The message text.
 * @returns 32 bytes.
 * @example
 * ```ts
 * hashBip322Message('') // c90c269c…ae19f1
 * ```
 */
export function hashBip322Message(message: string): Uint8Array {
  return taggedHash('BIP0322-signed-message', new TextEncoder().encode(message))
}

/**
 * The BIP-322 `to_spend` transaction: version 0, one input spending output 0xFFFFFFFF of the
 * all-zero txid with scriptSig `OP_0 PUSH32 message_hash` and sequence 0, one output of 0 sats
 * paying the signer's scriptPubKey (the message challenge), lock time 0.
 *
 * @param message - The message text.
 * @param challenge - The scriptPubKey of the signing address.
 * @returns The transaction.
 * @example
 * ```ts
 * const toSpend = buildToSpend('Hello World', p2wpkhScript)
 * ```
 */
export function buildToSpend(message: string, challenge: Uint8Array): RawTransaction {
  return {
    version: 0,
    inputs: [
      {
        txid: new Uint8Array(32),
        vout: 0xffffffff,
        scriptSig: concatBytes(Uint8Array.of(0x00, 0x20), hashBip322Message(message)),
        sequence: 0,
        witness: [],
      },
    ],
    outputs: [{ amount: 0n, script: challenge }],
    lockTime: 0,
  }
}

/**
 * The BIP-322 `to_sign` transaction of the "simple" format: version 0, one input spending output
 * 0 of `to_spend` with sequence 0 and the given witness (and scriptSig, for P2SH-wrapped
 * segwit), one `OP_RETURN` output of 0 sats, lock time 0.
 *
 * @param toSpend - From {@link buildToSpend}.
 * @param witness - The signature's witness stack.
 * @param scriptSig - Empty, or the push of the redeem script for P2SH-P2WPKH.
 * @returns The transaction.
 * @example
 * ```ts
 * const toSign = buildToSign(toSpend, [signature, pubkey])
 * ```
 */
export function buildToSign(
  toSpend: RawTransaction,
  witness: Uint8Array[] = [],
  scriptSig: Uint8Array = new Uint8Array(),
): RawTransaction {
  return {
    version: 0,
    inputs: [{ txid: transactionId(toSpend), vout: 0, scriptSig, sequence: 0, witness }],
    outputs: [{ amount: 0n, script: Uint8Array.of(0x6a) }],
    lockTime: 0,
  }
}
