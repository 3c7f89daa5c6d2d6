import { LatchError, ValidationError } from '@latch/core'
import {
  Keypair,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { WalletAnswerRefusedError } from '../errors/WalletAnswerRefusedError'
import { readSignerSignature, readTransactionToSign, withSignature } from './checkSignedTransaction'
import { readWireTransaction } from './readWireTransaction'

const BLOCKHASH = new PublicKey(new Uint8Array(32).fill(7)).toBase58()

/** A legacy SOL transfer from `payer` (unsigned) and its wire bytes. */
function legacyTransfer(payer: Keypair, lamports = 1000) {
  const transaction = new Transaction({ feePayer: payer.publicKey, recentBlockhash: BLOCKHASH }).add(
    SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: Keypair.generate().publicKey, lamports }),
  )
  return {
    transaction,
    bytes: transaction.serialize({ requireAllSignatures: false, verifySignatures: false }),
  }
}

/** A version 0 transfer from `payer` (unsigned). */
function v0Transfer(payer: Keypair, lamports = 1000) {
  const message = new TransactionMessage({
    payerKey: payer.publicKey,
    recentBlockhash: BLOCKHASH,
    instructions: [
      SystemProgram.transfer({
        fromPubkey: payer.publicKey,
        toPubkey: Keypair.generate().publicKey,
        lamports,
      }),
    ],
  }).compileToV0Message()
  return new VersionedTransaction(message)
}

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(WalletAnswerRefusedError)
  return (error as WalletAnswerRefusedError).reason
}

describe('reading a wallet-signed Solana transaction: the message asked for, signed by the connected key', () => {
  it('reads legacy and v0 wire transactions: the message each signature signs and the signer of each slot', () => {
    const payer = Keypair.generate()
    const { transaction, bytes } = legacyTransfer(payer)
    const legacy = readWireTransaction(bytes)
    expect(legacy?.message).toEqual(new Uint8Array(transaction.serializeMessage()))
    expect(legacy?.signers.map((k) => new PublicKey(k).toBase58())).toEqual([payer.publicKey.toBase58()])
    const v0 = v0Transfer(payer)
    const read = readWireTransaction(v0.serialize())
    expect(read?.message).toEqual(v0.message.serialize())
    expect(read?.signers.map((k) => new PublicKey(k).toBase58())).toEqual([payer.publicKey.toBase58()])
  })

  it('refuses what is not a wire transaction, or is over 1232 bytes, before any wallet is asked', () => {
    const payer = Keypair.generate()
    const { bytes } = legacyTransfer(payer)
    expect(readWireTransaction(bytes.slice(0, 40))).toBeUndefined()
    expect(readWireTransaction(new Uint8Array(1300))).toBeUndefined()
    expect(() => readTransactionToSign(new Uint8Array([1, 2, 3]), payer.publicKey.toBytes())).toThrow(
      ValidationError,
    )
    const other = Keypair.generate().publicKey.toBytes()
    expect(() => readTransactionToSign(bytes, other)).toThrow(/is not a signer of the transaction/)
  })

  it("takes the wallet's signed transaction when it is the same message with a signature that verifies", async () => {
    const payer = Keypair.generate()
    for (const unsigned of [legacyTransfer(payer).bytes, v0Transfer(payer).serialize()]) {
      const { wire, slot } = readTransactionToSign(unsigned, payer.publicKey.toBytes())
      const signed = VersionedTransaction.deserialize(unsigned)
      signed.sign([payer])
      const signature = await readSignerSignature(wire, slot, payer.publicKey.toBytes(), {
        transaction: signed.serialize(),
      })
      expect(signature).toEqual(signed.signatures[0])
      // a signature alone (the pairing protocol's answer) fills the slot: the transaction web3.js signs
      expect(withSignature(wire, slot, signature)).toEqual(signed.serialize())
    }
  })

  it('refuses another transaction signed by the right key (the amount changed), whatever it carries', async () => {
    const payer = Keypair.generate()
    const { transaction, bytes } = legacyTransfer(payer, 1000)
    const { wire, slot } = readTransactionToSign(bytes, payer.publicKey.toBytes())
    const tampered = new Transaction({ feePayer: payer.publicKey, recentBlockhash: BLOCKHASH }).add(
      SystemProgram.transfer({
        fromPubkey: payer.publicKey,
        toPubkey: transaction.instructions[0]!.keys[1]!.pubkey,
        lamports: 1_000_000,
      }),
    )
    tampered.sign(payer)
    expect(
      await refusal(
        readSignerSignature(wire, slot, payer.publicKey.toBytes(), { transaction: tampered.serialize() }),
      ),
    ).toBe('TRANSACTION_CHANGED')
  })

  it('refuses a signature of another key, a signature of 63 bytes and a signed transaction that is no transaction', async () => {
    const payer = Keypair.generate()
    const { bytes } = legacyTransfer(payer)
    const { wire, slot } = readTransactionToSign(bytes, payer.publicKey.toBytes())
    const byOther = VersionedTransaction.deserialize(bytes)
    const impostor = Keypair.generate()
    const { ed25519 } = await import('@noble/curves/ed25519.js')
    const foreign = ed25519.sign(wire.message, impostor.secretKey.slice(0, 32))
    byOther.signatures[0] = foreign
    const key = payer.publicKey.toBytes()
    expect(await refusal(readSignerSignature(wire, slot, key, { transaction: byOther.serialize() }))).toBe(
      'BAD_SIGNATURE',
    )
    expect(await refusal(readSignerSignature(wire, slot, key, { signature: foreign }))).toBe('BAD_SIGNATURE')
    expect(await refusal(readSignerSignature(wire, slot, key, { signature: foreign.slice(1) }))).toBe(
      'MALFORMED_SIGNATURE',
    )
    expect(await refusal(readSignerSignature(wire, slot, key, { transaction: new Uint8Array(2000) }))).toBe(
      'MALFORMED_TRANSACTION',
    )
    // a refusal is a typed Latch wallet error (code -31000) with its reason in the details
    const error = await readSignerSignature(wire, slot, key, { signature: foreign }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(LatchError)
    expect((error as LatchError).code).toBe(-31000)
    expect((error as LatchError).details).toBe(
      "The wallet's signature does not verify with the connected account's key",
    )
  })
})
