import { ValidationError } from '@latch/core'
import { createTransferCheckedInstruction, createTransferInstruction } from '@solana/spl-token'
import {
  ComputeBudgetProgram,
  Keypair,
  PublicKey,
  SystemProgram,
  type TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { previewSolanaTransaction } from './previewSolanaTransaction'

const BLOCKHASH = new PublicKey(new Uint8Array(32).fill(7)).toBase58()
const payer = Keypair.generate().publicKey
const friend = Keypair.generate().publicKey
const mint = Keypair.generate().publicKey
const [source, destination] = [Keypair.generate().publicKey, Keypair.generate().publicKey]

/** A version 0 transaction of the instructions, unsigned, as wire bytes. */
function wire(instructions: TransactionInstruction[]) {
  const message = new TransactionMessage({ payerKey: payer, recentBlockhash: BLOCKHASH, instructions })
  return new VersionedTransaction(message.compileToV0Message()).serialize()
}

const preview = (bytes: Uint8Array) =>
  previewSolanaTransaction(
    'solana_signAndSendTransaction',
    { transaction: Buffer.from(bytes).toString('base64') },
    [{ address: mint.toBase58(), symbol: 'USDC', decimals: 6 }],
  )

describe('previewSolanaTransaction', () => {
  const bytes = wire([
    ComputeBudgetProgram.setComputeUnitLimit({ units: 200_000 }),
    SystemProgram.transfer({ fromPubkey: payer, toPubkey: friend, lamports: 500_000_000n }),
    createTransferInstruction(source, destination, payer, 7n),
    createTransferCheckedInstruction(source, mint, destination, payer, 2_500_000n, 6),
  ])

  it('reads SOL and SPL transfers in words and names any other instruction by its program, unguessed', () => {
    expect(preview(bytes)).toEqual({
      kind: 'solanaTransfers',
      instructions: [
        { kind: 'unknown', programId: ComputeBudgetProgram.programId.toBase58() },
        { kind: 'sol', from: payer.toBase58(), to: friend.toBase58(), amount: 500_000_000n, text: '0.5 SOL' },
        { kind: 'spl', from: source.toBase58(), to: destination.toBase58(), amount: 7n, text: '7' },
        {
          kind: 'spl',
          from: source.toBase58(),
          to: destination.toBase58(),
          amount: 2_500_000n,
          text: '2.5 USDC',
          mint: mint.toBase58(),
        },
      ],
    })
    expect(previewSolanaTransaction('solana_signMessage', { message: 'aGk=' }, [])).toBeUndefined()
  })

  it('refuses what is not a wire transaction with a typed error', () => {
    expect(() => preview(new Uint8Array([1, 2, 3]))).toThrow(ValidationError)
    expect(() =>
      previewSolanaTransaction('solana_signTransaction', { transaction: 'A'.repeat(5000) }, []),
    ).toThrow(expect.objectContaining({ code: 'INVALID_TRANSACTION' }))
  })

  it('random and corrupted bytes give a preview or a ValidationError, never a crash', () => {
    const outcomes = new Set<string>()
    fc.assert(
      fc.property(
        fc.oneof(
          fc.uint8Array({ maxLength: 1300 }),
          fc
            .array(fc.tuple(fc.nat({ max: bytes.length - 1 }), fc.integer({ min: 0, max: 255 })), {
              minLength: 1,
              maxLength: 4,
            })
            .map((edits) => {
              const copy = Uint8Array.from(bytes)
              for (const [at, value] of edits) copy[at] = value
              return copy
            }),
        ),
        (input) => {
          try {
            outcomes.add(preview(input)?.kind ?? 'none')
          } catch (error) {
            expect(error).toBeInstanceOf(ValidationError)
            outcomes.add('error')
          }
        },
      ),
      { numRuns: 500 },
    )
    expect([...outcomes].sort()).toEqual(['error', 'solanaTransfers'])
  })
})
