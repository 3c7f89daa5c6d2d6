// Issue 28, simulation slice (Solana): before Approve, the embedded wallet's approval simulates the
// frozen Solana transaction through the app's own RPC (the local SVM of @latch/testing) with the
// visitor's accounts as the touched accounts, and shows its lamport and SPL token deltas; after the
// send, the balances measured on the chain moved by exactly those deltas.

import {
  createMint,
  createTransferInstruction,
  getAccount,
  getOrCreateAssociatedTokenAccount,
  mintTo,
} from '@solana/spl-token'
import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey, Transaction } from '@solana/web3.js'
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
})
