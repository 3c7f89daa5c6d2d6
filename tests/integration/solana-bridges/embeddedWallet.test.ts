// The bridges on the embedded wallet: a visitor signed in by email (the auth service, the key frame
// in process), so Latch's solana connection is the embedded account. Each signing request of a
// bridge waits in Latch's ApproveTransaction until approved, then the key frame signs; the local
// SVM (litesvm) confirms the transfers.

import type { Latch } from '@latch/core'
import { createLatchKitSigner } from '@latch/solana/kit'
import { LatchWalletAdapter } from '@latch/solana/wallet-adapter'
import { address } from '@solana/kit'
import { Connection, Keypair, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  type Browser,
  type EmbeddedWalletWorld,
  startEmbeddedWalletWorld,
} from '../embeddedWallet/embeddedWalletWorld'
import { sendWithKit, transferSol } from './kitTransactions'

let world: EmbeddedWalletWorld
let browser: Browser
let owner: PublicKey
let connection: Connection

beforeAll(async () => {
  world = await startEmbeddedWalletWorld()
  browser = await world.openBrowser()
  await browser.signInByEmail('sol-bridges@example.com')
  browser.latch.close()
  const accounts = browser.frame.handler.getAccounts()
  if (!accounts) throw new Error('not signed in')
  owner = new PublicKey(accounts.solana)
  connection = new Connection(world.solana.url, { wsEndpoint: world.solana.wsUrl, commitment: 'confirmed' })
  await world.solana.airdrop(owner.toBase58(), 3_000_000_000n)
})
afterAll(async () => {
  await world?.stop()
})

/** Approves the one request waiting in ApproveTransaction, once it is there. */
async function approveNext(latch: Latch): Promise<string> {
  const pending = await vi.waitFor(() => {
    const [first] = latch.getState().approval.pending
    if (!first) throw new Error('no pending approval yet')
    return first
  })
  latch.approval.approve(pending.id)
  return pending.method
}

describe('the Solana bridges on the embedded wallet (email login, approvals, local SVM)', () => {
  it("wallet-adapter's sendTransaction: approved in Latch, signed in the key frame, the receiver has the SOL", async () => {
    const adapter = new LatchWalletAdapter({ latch: browser.latch })
    await adapter.connect()
    expect(adapter.publicKey?.toBase58()).toBe(owner.toBase58())
    const receiver = Keypair.generate().publicKey
    const sending = adapter.sendTransaction(
      new Transaction().add(
        SystemProgram.transfer({ fromPubkey: owner, toPubkey: receiver, lamports: 120_000_000 }),
      ),
      connection,
    )
    expect(await approveNext(browser.latch)).toBe('solana_signTransaction')
    const signature = await sending
    await connection.confirmTransaction(
      { signature, ...(await connection.getLatestBlockhash()) },
      'confirmed',
    )
    expect(await connection.getBalance(receiver)).toBe(120_000_000)
    adapter.destroy()
  })

  it('the Kit signer sends SOL: approved in Latch, sent by the embedded wallet, confirmed on the node', async () => {
    const signer = createLatchKitSigner(browser.latch)
    expect(signer.address).toBe(owner.toBase58())
    const receiver = Keypair.generate().publicKey
    const sending = sendWithKit(world.solana.url, connection, signer, [
      transferSol(signer, address(receiver.toBase58()), 80_000_000n),
    ])
    expect(await approveNext(browser.latch)).toBe('solana_signAndSendTransaction')
    expect((await sending).err).toBeNull()
    expect(await connection.getBalance(receiver)).toBe(80_000_000)
  })
})
