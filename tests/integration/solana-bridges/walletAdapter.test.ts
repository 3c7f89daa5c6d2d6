// The wallet-adapter bridge driven as @solana/wallet-adapter-react drives an adapter (connect,
// events, signTransaction, sendTransaction with the app's Connection), on the local SVM (litesvm)
// with the Wallet Standard test wallet connected through Latch.

import { UserRejectedRequestError } from '@latch/core'
import { LatchWalletAdapter, WalletAnswerRefusedError } from '@latch/solana/wallet-adapter'
import { ed25519 } from '@noble/curves/ed25519.js'
import {
  WalletConnectionError,
  WalletReadyState,
  WalletSignTransactionError,
} from '@solana/wallet-adapter-base'
import {
  Keypair,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import {
  bridgesWorldPerSuite,
  latchApp,
  mintTokenTo,
  pickWalletInModal,
  registerTamperingWallet,
  tokenBalance,
  tokenTransferInstructions,
  until,
} from './bridgesWorld'

const world = bridgesWorldPerSuite()

/** A Latch app with the adapter, connected through the adapter's connect and the modal. */
async function connectedAdapter() {
  const app = await latchApp(world())
  const adapter = new LatchWalletAdapter({ latch: app.latch })
  await Promise.all([adapter.connect(), pickWalletInModal(app.latch)])
  return { ...app, adapter, owner: new PublicKey(app.test.address) }
}

const transfer = (from: PublicKey, to: PublicKey, lamports: number) =>
  new Transaction().add(SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports }))

describe("@latch/solana/wallet-adapter on Latch's connection (local SVM)", () => {
  it("connect opens Latch's modal on solana and resolves with the wallet the visitor picked there", async () => {
    const app = await latchApp(world())
    const adapter = new LatchWalletAdapter({ latch: app.latch })
    expect(adapter.readyState).toBe(WalletReadyState.Loadable)
    expect(adapter.connected).toBe(false)
    const connects: string[] = []
    adapter.on('connect', (key) => connects.push(key.toBase58()))
    const connecting = adapter.connect()
    await until(app.latch, () => app.latch.getState().modal.open)
    expect(app.latch.getState().modal.namespace).toBe('solana')
    await app.latch.connect({ namespace: 'solana', connectorId: 'Latch Test Wallet' })
    await connecting
    expect(adapter.publicKey?.toBase58()).toBe(app.test.address)
    expect(adapter.connected).toBe(true)
    expect(connects).toEqual([app.test.address])
    app.unmount()
  })

  it("closing Latch's modal rejects connect with a WalletConnectionError carrying Latch's user rejection", async () => {
    const app = await latchApp(world())
    const adapter = new LatchWalletAdapter({ latch: app.latch })
    const errors: unknown[] = []
    adapter.on('error', (e) => errors.push(e))
    const connecting = adapter.connect().catch((e: unknown) => e)
    await until(app.latch, () => app.latch.getState().modal.open)
    app.latch.close()
    const error = await connecting
    expect(error).toBeInstanceOf(WalletConnectionError)
    expect((error as WalletConnectionError).error).toBeInstanceOf(UserRejectedRequestError)
    expect(errors).toEqual([error])
    expect(adapter.connected).toBe(false)
    app.unmount()
  })

  it('sendTransaction sends SOL signed by the wallet connected in Latch; the receiver has it on the node', async () => {
    const { adapter, owner, unmount } = await connectedAdapter()
    const receiver = Keypair.generate().publicKey
    const signature = await adapter.sendTransaction(
      transfer(owner, receiver, 250_000_000),
      world().connection,
    )
    const { value } = await world().connection.confirmTransaction(
      { signature, ...(await world().connection.getLatestBlockhash()) },
      'confirmed',
    )
    expect(value.err).toBeNull()
    expect(await world().connection.getBalance(receiver)).toBe(250_000_000)
    unmount()
  })

  it('sendTransaction sends an SPL token (v0 transaction) to a receiver with no token account yet', async () => {
    const { adapter, owner, unmount } = await connectedAdapter()
    const mint = await mintTokenTo(world(), owner, 10_000_000n)
    const receiver = Keypair.generate().publicKey
    const { blockhash } = await world().connection.getLatestBlockhash()
    const message = new TransactionMessage({
      payerKey: owner,
      recentBlockhash: blockhash,
      instructions: tokenTransferInstructions(mint, owner, receiver, 2_500_000n),
    }).compileToV0Message()
    const signature = await adapter.sendTransaction(new VersionedTransaction(message), world().connection)
    await world().connection.confirmTransaction(
      { signature, ...(await world().connection.getLatestBlockhash()) },
      'confirmed',
    )
    expect(await tokenBalance(world(), mint, receiver)).toBe(2_500_000n)
    expect(await tokenBalance(world(), mint, owner)).toBe(7_500_000n)
    unmount()
  })

  it('signAllTransactions signs every transaction with one wallet prompt; signMessage returns a signature of the key', async () => {
    const { adapter, owner, test, unmount } = await connectedAdapter()
    const { blockhash } = await world().connection.getLatestBlockhash()
    const transactions = [1, 2, 3].map((n) => {
      const t = transfer(owner, Keypair.generate().publicKey, 1_000_000 * n)
      t.recentBlockhash = blockhash
      t.feePayer = owner
      return t
    })
    const before = test.control.prompts.length
    const signed = await adapter.signAllTransactions(transactions)
    expect(test.control.prompts.slice(before)).toEqual(['signTransaction'])
    // web3.js verifies each signature against the message as it serializes
    for (const t of signed) expect(t.serialize().length).toBeGreaterThan(0)
    const message = new TextEncoder().encode('hello from wallet-adapter')
    const signature = await adapter.signMessage(message)
    expect(ed25519.verify(signature, message, owner.toBytes())).toBe(true)
    unmount()
  })

  it("connect, account switch and disconnect in Latch emit the adapter's events; its disconnect disconnects Latch", async () => {
    const { adapter, latch, test, unmount } = await connectedAdapter()
    const events: string[] = []
    adapter.on('connect', (key) => events.push(`connect ${key.toBase58()}`))
    adapter.on('disconnect', () => events.push('disconnect'))
    const next = test.control.switchAccount()
    await until(latch, () => latch.getAccount({ namespace: 'solana' }).address === next)
    await expect.poll(() => adapter.publicKey?.toBase58()).toBe(next)
    await latch.disconnect({ namespace: 'solana' })
    expect(adapter.publicKey).toBeNull()
    await latch.connect({ namespace: 'solana', connectorId: 'Latch Test Wallet' })
    await expect.poll(() => adapter.connected).toBe(true)
    await adapter.disconnect()
    expect(latch.getState().connections.status.solana ?? 'disconnected').toBe('disconnected')
    expect(adapter.connected).toBe(false)
    expect(events).toEqual([`connect ${next}`, 'disconnect', `connect ${next}`, 'disconnect'])
    unmount()
  })

  it('an adapter made after Latch connected (or restored) shows that account without opening the modal', async () => {
    const app = await latchApp(world())
    await app.latch.connect({ namespace: 'solana', connectorId: 'Latch Test Wallet' })
    app.latch.close()
    const adapter = new LatchWalletAdapter({ latch: app.latch })
    await adapter.autoConnect()
    expect(adapter.publicKey?.toBase58()).toBe(app.test.address)
    expect(app.latch.getState().modal.open).toBe(false)
    app.unmount()
  })

  it('a wallet that signs another transaction than the one asked is refused, and nothing is sent', async () => {
    const app = await latchApp(world())
    registerTamperingWallet(app.test, app.page, 'Tampering Wallet')
    const adapter = new LatchWalletAdapter({ latch: app.latch })
    await Promise.all([
      adapter.connect(),
      until(app.latch, () => app.latch.getState().modal.open).then(() =>
        app.latch.connect({ namespace: 'solana', connectorId: 'Tampering Wallet' }),
      ),
    ])
    const owner = new PublicKey(app.test.address)
    const receiver = Keypair.generate().publicKey
    const error = await adapter
      .sendTransaction(transfer(owner, receiver, 100_000_000), world().connection)
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(WalletSignTransactionError)
    const cause = (error as WalletSignTransactionError).error
    expect(cause).toBeInstanceOf(WalletAnswerRefusedError)
    expect((cause as WalletAnswerRefusedError).reason).toBe('TRANSACTION_CHANGED')
    expect(await world().connection.getBalance(receiver)).toBe(0)
    app.unmount()
  })
})
