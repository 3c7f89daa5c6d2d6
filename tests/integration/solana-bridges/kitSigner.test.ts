// The Kit bridge: a @solana/kit 8 TransactionSendingSigner (and MessagePartialSigner) for the
// account connected through Latch, used by Kit's own signAndSendTransactionMessageWithSigners, on
// the local SVM (litesvm) with the Wallet Standard test wallet.

import { ConnectionError } from '@latch/core'
import { createLatchKitSigner, WalletAnswerRefusedError } from '@latch/solana/kit'
import { ed25519 } from '@noble/curves/ed25519.js'
import { address } from '@solana/kit'
import { Keypair, PublicKey } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import {
  bridgesWorldPerSuite,
  latchApp,
  mintTokenTo,
  registerTamperingWallet,
  tokenBalance,
  tokenTransferInstructions,
  until,
} from './bridgesWorld'
import { fromWeb3, sendWithKit, transferSol } from './kitTransactions'

const world = bridgesWorldPerSuite()
describe("@latch/solana/kit: a Kit signer on Latch's connection (local SVM)", () => {
  it("sends SOL with Kit's signAndSendTransactionMessageWithSigners through the wallet connected in Latch", async () => {
    const app = await latchApp(world())
    await app.latch.connect({ namespace: 'solana', connectorId: 'Latch Test Wallet' })
    const signer = createLatchKitSigner(app.latch)
    expect(signer.address).toBe(app.test.address)
    const receiver = Keypair.generate().publicKey
    const sent = await sendWithKit(world().rpc.url, world().connection, signer, [
      transferSol(signer, address(receiver.toBase58()), 300_000_000n),
    ])
    expect(sent.err).toBeNull()
    expect(await world().connection.getBalance(receiver)).toBe(300_000_000)
    expect(app.test.control.prompts).toContain('signTransaction')
    app.unmount()
  })

  it('sends an SPL token, minted in the test, to a receiver with no token account yet', async () => {
    const app = await latchApp(world())
    await app.latch.connect({ namespace: 'solana', connectorId: 'Latch Test Wallet' })
    const signer = createLatchKitSigner(app.latch)
    const owner = new PublicKey(app.test.address)
    const mint = await mintTokenTo(world(), owner, 10_000_000n)
    const receiver = Keypair.generate().publicKey
    const instructions = tokenTransferInstructions(mint, owner, receiver, 4_000_000n).map((i) =>
      fromWeb3(i, signer),
    )
    expect((await sendWithKit(world().rpc.url, world().connection, signer, instructions)).err).toBeNull()
    expect(await tokenBalance(world(), mint, receiver)).toBe(4_000_000n)
    expect(await tokenBalance(world(), mint, owner)).toBe(6_000_000n)
    app.unmount()
  })

  it("signMessages returns the connected key's signature of each message, under the signer's address", async () => {
    const app = await latchApp(world())
    await app.latch.connect({ namespace: 'solana', connectorId: 'Latch Test Wallet' })
    const signer = createLatchKitSigner(app.latch)
    const content = new TextEncoder().encode('hello from Kit')
    const [dictionary] = await signer.signMessages([{ content, signatures: {} }])
    const signature = dictionary?.[signer.address]
    expect(signature).toBeInstanceOf(Uint8Array)
    expect(ed25519.verify(signature!, content, new PublicKey(app.test.address).toBytes())).toBe(true)
    app.unmount()
  })

  it('needs a connection; a signer whose account is no longer connected in Latch refuses to sign', async () => {
    const app = await latchApp(world())
    expect(() => createLatchKitSigner(app.latch)).toThrow(ConnectionError)
    await app.latch.connect({ namespace: 'solana', connectorId: 'Latch Test Wallet' })
    const signer = createLatchKitSigner(app.latch)
    const next = app.test.control.switchAccount()
    await until(app.latch, () => app.latch.getAccount({ namespace: 'solana' }).address === next)
    const error = await signer
      .signMessages([{ content: new Uint8Array([1]), signatures: {} }])
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ConnectionError)
    expect((error as ConnectionError).code).toBe('NOT_CONNECTED')
    expect(app.test.control.prompts).not.toContain('signMessage')
    app.unmount()
  })

  it('a wallet that signs another transaction than the one asked is refused, and nothing is sent', async () => {
    const app = await latchApp(world())
    registerTamperingWallet(app.test, app.page, 'Tampering Wallet')
    await app.latch.connect({ namespace: 'solana', connectorId: 'Tampering Wallet' })
    const signer = createLatchKitSigner(app.latch)
    const receiver = Keypair.generate().publicKey
    const error = await sendWithKit(world().rpc.url, world().connection, signer, [
      transferSol(signer, address(receiver.toBase58()), 100_000_000n),
    ]).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(WalletAnswerRefusedError)
    expect((error as WalletAnswerRefusedError).reason).toBe('TRANSACTION_CHANGED')
    expect(await world().connection.getBalance(receiver)).toBe(0)
    app.unmount()
  })
})
