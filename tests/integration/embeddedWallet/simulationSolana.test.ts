// Issue 28, simulation slice (Solana): before Approve, the embedded wallet's approval simulates the
// frozen Solana transaction through the app's own RPC (the local SVM of @latch/testing) with the
// visitor's accounts as the touched accounts, and shows its lamport and SPL token deltas; after the
// send, the balances measured on the chain moved by exactly those deltas.

import {
  createMint,
  createTransferCheckedInstruction,
  createTransferInstruction,
  decodeTransferCheckedInstruction,
  getAccount,
  getOrCreateAssociatedTokenAccount,
  mintTo,
} from '@solana/spl-token'
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SystemInstruction,
  SystemProgram,
  Transaction,
  TransactionMessage,
} from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Browser, EmbeddedWalletWorld } from './embeddedWalletWorld'
import { pendingApproval, startFundedVisitor } from './fundedVisitor'

let world: EmbeddedWalletWorld
let browser: Browser
let solana: string

beforeAll(async () => {
  ;({ world, browser, solana } = await startFundedVisitor('sol-sim@example.com', 10n ** 18n))
  await world.solana.airdrop(solana, 2n * BigInt(LAMPORTS_PER_SOL))
}, 120_000)
afterAll(async () => {
  await world?.stop()
})

describe('embedded wallet: simulated Solana effects before approval (ID_AUTH, local SVM)', () => {
  it('an SPL transfer shows the visitor’s token and lamport deltas, equal to the balances measured after it is sent', async () => {
    const connection = new Connection(world.solana.url, {
      commitment: 'confirmed',
      wsEndpoint: world.solana.wsUrl,
    })
    const minter = Keypair.generate()
    await world.solana.airdrop(minter.publicKey.toBase58(), BigInt(LAMPORTS_PER_SOL))
    const mint = await createMint(connection, minter, minter.publicKey, null, 6)
    const visitor = new PublicKey(solana)
    const mine = await getOrCreateAssociatedTokenAccount(connection, minter, mint, visitor)
    await mintTo(connection, minter, mint, mine.address, minter, 10_000_000n)
    const receiver = await getOrCreateAssociatedTokenAccount(
      connection,
      minter,
      mint,
      Keypair.generate().publicKey,
    )
    const { blockhash } = await connection.getLatestBlockhash()
    const transaction = new Transaction({ feePayer: visitor, recentBlockhash: blockhash })
      .add(createTransferInstruction(mine.address, receiver.address, visitor, 2_500_000n))
      .serialize({ requireAllSignatures: false, verifySignatures: false })
      .toString('base64')
    const lamportsBefore = BigInt(await connection.getBalance(visitor))

    const sending = browser.adapter('solana').request({
      connectorId: 'ID_AUTH',
      method: 'solana_signAndSendTransaction',
      params: { transaction, pubkey: solana },
    })
    const pending = await pendingApproval(browser.latch)
    const simulation = await vi.waitFor(
      () => {
        const current = browser.latch.getState().approval.pending[0]?.review?.simulation
        if (!current || current.status === 'loading') throw new Error('not simulated yet')
        return current
      },
      { timeout: 10_000 },
    )
    expect(simulation).toMatchObject({ status: 'done', method: 'simulateTransaction', approvals: [] })
    const changes = simulation.status === 'done' ? simulation.changes : []
    const token = changes.find((c) => c.asset === 'spl')
    const native = changes.find((c) => c.asset === 'native')
    expect(token).toMatchObject({ token: mint.toBase58(), amount: -2_500_000n })
    // the fee is the only lamports the visitor's account loses
    expect(native?.amount).toBeLessThan(0n)
    // nothing moved before Approve
    expect((await getAccount(connection, mine.address)).amount).toBe(10_000_000n)

    expect(browser.latch.approval.approve(pending.id)).toBe(true)
    await sending
    expect((await getAccount(connection, mine.address)).amount - 10_000_000n).toBe(token?.amount)
    expect(BigInt(await connection.getBalance(visitor)) - lamportsBefore).toBe(native?.amount)
  })

  it('the approval previews a SOL transfer and an SPL transferChecked in words, equal to what the node decodes from the signed transaction', async () => {
    const connection = new Connection(world.solana.url, {
      commitment: 'confirmed',
      wsEndpoint: world.solana.wsUrl,
    })
    const minter = Keypair.generate()
    await world.solana.airdrop(minter.publicKey.toBase58(), BigInt(LAMPORTS_PER_SOL))
    const mint = await createMint(connection, minter, minter.publicKey, null, 6)
    const visitor = new PublicKey(solana)
    const mine = await getOrCreateAssociatedTokenAccount(connection, minter, mint, visitor)
    await mintTo(connection, minter, mint, mine.address, minter, 10_000_000n)
    const friend = Keypair.generate().publicKey
    const receiver = await getOrCreateAssociatedTokenAccount(connection, minter, mint, friend)
    const { blockhash } = await connection.getLatestBlockhash()
    const transaction = new Transaction({ feePayer: visitor, recentBlockhash: blockhash })
      .add(SystemProgram.transfer({ fromPubkey: visitor, toPubkey: friend, lamports: 500_000_000n }))
      .add(createTransferCheckedInstruction(mine.address, mint, receiver.address, visitor, 1_250_000n, 6))
      .serialize({ requireAllSignatures: false, verifySignatures: false })
      .toString('base64')

    const sending = browser.adapter('solana').request({
      connectorId: 'ID_AUTH',
      method: 'solana_signAndSendTransaction',
      params: { transaction, pubkey: solana },
    })
    const pending = await pendingApproval(browser.latch)
    const preview = await vi.waitFor(
      () => {
        const current = browser.latch.getState().approval.pending[0]?.review?.preview
        if (current?.status !== 'done') throw new Error('not previewed yet')
        return current.preview
      },
      { timeout: 10_000 },
    )
    expect(preview).toEqual({
      kind: 'solanaTransfers',
      instructions: [
        { kind: 'sol', from: solana, to: friend.toBase58(), amount: 500_000_000n, text: '0.5 SOL' },
        {
          kind: 'spl',
          from: mine.address.toBase58(),
          to: receiver.address.toBase58(),
          amount: 1_250_000n,
          text: '1.25',
          mint: mint.toBase58(),
        },
      ],
    })

    expect(browser.latch.approval.approve(pending.id)).toBe(true)
    const { signature } = (await sending) as { signature: string }
    const signed = await connection.getTransaction(signature, {
      commitment: 'confirmed',
      maxSupportedTransactionVersion: 0,
    })
    const [sol, spl] = TransactionMessage.decompile(signed!.transaction.message).instructions
    const sent = SystemInstruction.decodeTransfer(sol!)
    const token = decodeTransferCheckedInstruction(spl!)
    expect(preview.kind === 'solanaTransfers' ? preview.instructions : []).toEqual([
      expect.objectContaining({
        from: sent.fromPubkey.toBase58(),
        to: sent.toPubkey.toBase58(),
        amount: sent.lamports,
      }),
      expect.objectContaining({
        from: token.keys.source.pubkey.toBase58(),
        to: token.keys.destination.pubkey.toBase58(),
        mint: token.keys.mint.pubkey.toBase58(),
        amount: token.data.amount,
      }),
    ])
  })
})
