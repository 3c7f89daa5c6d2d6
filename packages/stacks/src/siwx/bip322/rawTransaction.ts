import { sha256 } from '@noble/hashes/sha2.js'
import { BIP322_MESSAGES } from '../../errors/bip322Messages'
import { concatBytes, createByteReader, u32le, u64le, varint } from './bitcoinBytes'

/**
 * A Bitcoin transaction input. `txid` is in internal byte order (as serialised, not as displayed).
 *
 * @example
 * ```ts
 * const input: TxInput = { txid, vout: 0, scriptSig: new Uint8Array(), sequence: 0, witness: [] }
 * ```
 */
export type TxInput = {
  txid: Uint8Array
  vout: number
  scriptSig: Uint8Array
  sequence: number
  witness: Uint8Array[]
}

/**
 * A Bitcoin transaction output.
 *
 * @example
 * ```ts
 * const output: TxOutput = { amount: 0n, script: Uint8Array.of(0x6a) }
 * ```
 */
export type TxOutput = { amount: bigint; script: Uint8Array }

/**
 * A Bitcoin transaction.
 *
 * @example
 * ```ts
 * const tx: RawTransaction = { version: 0, inputs: [input], outputs: [output], lockTime: 0 }
 * ```
 */
export type RawTransaction = { version: number; inputs: TxInput[]; outputs: TxOutput[]; lockTime: number }

/** Largest serialised transaction or witness accepted from a wallet (a signature is ~100 bytes). */
export const MAX_SIGNATURE_BYTES = 8192
const MAX_ITEMS = 64

/**
 * Serialises a witness stack: item count, then each item with its length (the BIP-322 "simple"
 * signature before base64).
 *
 * @example
 * ```ts
 * encodeWitness([sig, pubkey])
 * ```
 */
export function encodeWitness(stack: readonly Uint8Array[]): Uint8Array {
  return concatBytes(varint(stack.length), ...stack.flatMap((item) => [varint(item.length), item]))
}

/**
 * Reads a serialised witness stack; every byte must be used.
 *
 * @param bytes - The serialisation.
 * @returns The stack.
 * @throws {RangeError} When the bytes are truncated, padded or too large.
 * @example
 * ```ts
 * decodeWitness(encodeWitness([sig])) // [sig]
 * ```
 */
export function decodeWitness(bytes: Uint8Array): Uint8Array[] {
  if (bytes.length > MAX_SIGNATURE_BYTES) throw new RangeError(BIP322_MESSAGES.witnessTooLarge)
  const reader = createByteReader(bytes)
  const stack = readStack(reader)
  if (reader.remaining !== 0) throw new RangeError(BIP322_MESSAGES.trailingAfterWitness)
  return stack
}

function readStack(reader: ReturnType<typeof createByteReader>): Uint8Array[] {
  const count = reader.varint()
  if (count > MAX_ITEMS) throw new RangeError(BIP322_MESSAGES.tooManyWitnessItems)
  return Array.from({ length: count }, () => reader.take(reader.varint()))
}

/**
 * Serialises a transaction, with the segwit marker and witnesses when `withWitness` and any
 * input has one (BIP-144), else in the legacy form the txid hashes.
 *
 * @example
 * ```ts
 * encodeTransaction(tx, false)
 * ```
 */
export function encodeTransaction(tx: RawTransaction, withWitness: boolean): Uint8Array {
  const segwit = withWitness && tx.inputs.some((i) => i.witness.length > 0)
  return concatBytes(
    u32le(tx.version),
    segwit ? Uint8Array.of(0, 1) : new Uint8Array(),
    varint(tx.inputs.length),
    ...tx.inputs.flatMap((i) => [
      i.txid,
      u32le(i.vout),
      varint(i.scriptSig.length),
      i.scriptSig,
      u32le(i.sequence),
    ]),
    varint(tx.outputs.length),
    ...tx.outputs.flatMap((o) => [u64le(o.amount), varint(o.script.length), o.script]),
    ...(segwit ? tx.inputs.map((i) => encodeWitness(i.witness)) : []),
    u32le(tx.lockTime),
  )
}

/**
 * Reads a serialised transaction (legacy or BIP-144 segwit form); every byte must be used.
 *
 * @param bytes - The serialisation (at most {@link MAX_SIGNATURE_BYTES}).
 * @returns The transaction.
 * @throws {RangeError} When the bytes are not one well-formed transaction.
 * @example
 * ```ts
 * decodeTransaction(encodeTransaction(tx, true))
 * ```
 */
export function decodeTransaction(bytes: Uint8Array): RawTransaction {
  if (bytes.length > MAX_SIGNATURE_BYTES) throw new RangeError(BIP322_MESSAGES.transactionTooLarge)
  const r = createByteReader(bytes)
  const version = r.u32()
  let segwit = false
  if (r.peek() === 0) {
    r.u8()
    if (r.u8() !== 1) throw new RangeError(BIP322_MESSAGES.badSegwitFlag)
    segwit = true
  }
  const inputCount = r.varint()
  if (inputCount === 0 || inputCount > MAX_ITEMS) throw new RangeError(BIP322_MESSAGES.badInputCount)
  const inputs: TxInput[] = Array.from({ length: inputCount }, () => ({
    txid: r.take(32),
    vout: r.u32(),
    scriptSig: r.take(r.varint()),
    sequence: r.u32(),
    witness: [],
  }))
  const outputCount = r.varint()
  if (outputCount > MAX_ITEMS) throw new RangeError(BIP322_MESSAGES.badOutputCount)
  const outputs: TxOutput[] = Array.from({ length: outputCount }, () => ({
    amount: r.u64(),
    script: r.take(r.varint()),
  }))
  if (segwit) for (const input of inputs) input.witness = readStack(r)
  const lockTime = r.u32()
  if (r.remaining !== 0) throw new RangeError(BIP322_MESSAGES.trailingAfterTransaction)
  return { version, inputs, outputs, lockTime }
}

/**
 * The txid of a transaction in internal byte order: double sha256 of its legacy serialisation.
 * Reverse it for the hex shown by explorers.
 *
 * @example
 * ```ts
 * const id = transactionId(tx)
 * ```
 */
export function transactionId(tx: RawTransaction): Uint8Array {
  return sha256(sha256(encodeTransaction(tx, false)))
}
