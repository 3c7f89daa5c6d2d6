import { ed25519 } from '@noble/curves/ed25519.js'
import { base58 } from '@scure/base'
import {
  AddressLookupTableAccount,
  Keypair,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { deriveSolanaAccount } from './deriveSolanaAccount'
import { KeyError } from './KeyError'
import { mnemonicToSeed } from './mnemonicToSeed'
import { parseSolanaTransaction } from './parseSolanaTransaction'
import { readShortVec } from './readShortVec'
import { signSolanaTransaction } from './signSolanaTransaction'

const account = deriveSolanaAccount(
  mnemonicToSeed('legal winner thank year wave sausage worth useful legal winner thank yellow'),
)
const payer = new PublicKey(account.address)
const blockhash = base58.encode(new Uint8Array(32).fill(7))

function transfer(from: PublicKey, lamports: bigint) {
  return SystemProgram.transfer({ fromPubkey: from, toPubkey: Keypair.generate().publicKey, lamports })
}

function legacy(...instructions: ReturnType<typeof transfer>[]): Transaction {
  const tx = new Transaction({ feePayer: payer, recentBlockhash: blockhash })
  tx.add(...instructions)
  return tx
}

function codeOf(run: () => unknown): unknown {
  try {
    run()
  } catch (error) {
    return error instanceof KeyError ? error.code : error
  }
  return undefined
}

describe('signSolanaTransaction', () => {
  it('signs a legacy transaction that web3.js then verifies', () => {
    const wire = legacy(transfer(payer, 1_000_000n)).serialize({
      requireAllSignatures: false,
      verifySignatures: false,
    })
    const signed = Transaction.from(signSolanaTransaction(account, wire))
    expect(signed.verifySignatures()).toBe(true)
    expect(signed.signature && base58.encode(signed.signature)).toBeTruthy()
  })

  it('fills only its own slot of a transaction with a second signer, keeping the other signature', () => {
    const other = Keypair.generate()
    const tx = legacy(transfer(payer, 5n), transfer(other.publicKey, 6n))
    tx.partialSign(other)
    const wire = tx.serialize({ requireAllSignatures: false, verifySignatures: false })
    const signed = Transaction.from(signSolanaTransaction(account, wire))
    expect(signed.verifySignatures()).toBe(true)
    expect(signed.signatures.map((s) => s.publicKey.toBase58())).toEqual([
      account.address,
      other.publicKey.toBase58(),
    ])
  })

  it('signs a v0 transaction with an address-table lookup; the signature verifies over the message', () => {
    const table = new AddressLookupTableAccount({
      key: Keypair.generate().publicKey,
      state: {
        deactivationSlot: 2n ** 64n - 1n,
        lastExtendedSlot: 0,
        lastExtendedSlotStartIndex: 0,
        addresses: [Keypair.generate().publicKey, Keypair.generate().publicKey],
      },
    })
    const lookedUp = table.state.addresses[1] as PublicKey
    const message = new TransactionMessage({
      payerKey: payer,
      recentBlockhash: blockhash,
      instructions: [SystemProgram.transfer({ fromPubkey: payer, toPubkey: lookedUp, lamports: 42n })],
    }).compileToV0Message([table])
    expect(message.addressTableLookups).toHaveLength(1)
    const wire = new VersionedTransaction(message).serialize()

    const parsed = parseSolanaTransaction(wire)
    expect(parsed.version).toBe(0)
    const signed = VersionedTransaction.deserialize(signSolanaTransaction(account, wire))
    const signature = signed.signatures[0] as Uint8Array
    expect(ed25519.verify(signature, signed.message.serialize(), account.publicKey)).toBe(true)
    expect(signed.message.staticAccountKeys[0]?.toBase58()).toBe(account.address)
  })

  it('answers NOT_SIGNER when the account is not a required signer (legacy and v0)', () => {
    const stranger = Keypair.generate().publicKey
    const legacyWire = new Transaction({ feePayer: stranger, recentBlockhash: blockhash })
      .add(transfer(stranger, 1n))
      .serialize({ requireAllSignatures: false, verifySignatures: false })
    expect(codeOf(() => signSolanaTransaction(account, legacyWire))).toBe('NOT_SIGNER')

    // The account appears in the message, but only as a non-signer.
    const v0 = new VersionedTransaction(
      new TransactionMessage({
        payerKey: stranger,
        recentBlockhash: blockhash,
        instructions: [SystemProgram.transfer({ fromPubkey: stranger, toPubkey: payer, lamports: 1n })],
      }).compileToV0Message(),
    ).serialize()
    expect(codeOf(() => signSolanaTransaction(account, v0))).toBe('NOT_SIGNER')
  })

  it('rejects truncated, padded and malformed wire bytes with INVALID_PARAMS', () => {
    const wire = legacy(transfer(payer, 1n)).serialize({
      requireAllSignatures: false,
      verifySignatures: false,
    })
    expect(codeOf(() => signSolanaTransaction(account, wire.slice(0, wire.length - 1)))).toBe(
      'INVALID_PARAMS',
    )
    expect(codeOf(() => signSolanaTransaction(account, Uint8Array.of(...wire, 0)))).toBe('INVALID_PARAMS')
    expect(codeOf(() => signSolanaTransaction(account, new Uint8Array(0)))).toBe('INVALID_PARAMS')
    const wrongCount = wire.slice()
    wrongCount[0] = 2
    expect(codeOf(() => signSolanaTransaction(account, wrongCount))).toBe('INVALID_PARAMS')
    const v1 = new VersionedTransaction(
      new TransactionMessage({
        payerKey: payer,
        recentBlockhash: blockhash,
        instructions: [],
      }).compileToV0Message(),
    ).serialize()
    v1[65] = 0x81
    expect(codeOf(() => signSolanaTransaction(account, v1))).toBe('INVALID_PARAMS')
  })
})

describe('readShortVec', () => {
  it('reads one-, two- and three-byte lengths and rejects non-minimal or oversize ones', () => {
    expect(readShortVec(Uint8Array.of(0x7f), 0)).toEqual({ value: 0x7f, next: 1 })
    expect(readShortVec(Uint8Array.of(0x80, 0x01), 0)).toEqual({ value: 0x80, next: 2 })
    expect(readShortVec(Uint8Array.of(0xff, 0xff, 0x03), 0)).toEqual({ value: 0xffff, next: 3 })
    expect(() => readShortVec(Uint8Array.of(0x80, 0x00), 0)).toThrow(KeyError)
    expect(() => readShortVec(Uint8Array.of(0xff, 0xff, 0x04), 0)).toThrow(KeyError)
    expect(() => readShortVec(Uint8Array.of(0x80), 0)).toThrow(KeyError)
  })
})
