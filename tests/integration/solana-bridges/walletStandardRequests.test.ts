// The transaction requests a Wallet Standard connection answers through the solana adapter's
// `request` (the path every bridge signs through), with the params of the pairing protocol and the
// embedded wallet: base64 wire transactions in, checked answers out. Local SVM (litesvm) and the
// Wallet Standard test wallet, one feature replaced where a test needs another wallet.

import { ValidationError } from '@latch/core'
import { createLatchKitSigner } from '@latch/solana/kit'
import { WalletAnswerRefusedError } from '@latch/solana/wallet-adapter'
import { getTransactionDecoder } from '@solana/kit'
import { Keypair, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { type BridgesWorld, bridgesWorldPerSuite, latchApp, registerWalletVariant } from './bridgesWorld'

const world = bridgesWorldPerSuite()

/** A SOL transfer from `owner`, ready to sign, as base64 wire bytes. */
async function transferBase64(w: BridgesWorld, owner: PublicKey, to: PublicKey, lamports: number) {
  const { blockhash } = await w.connection.getLatestBlockhash()
  const transaction = new Transaction({ feePayer: owner, recentBlockhash: blockhash }).add(
    SystemProgram.transfer({ fromPubkey: owner, toPubkey: to, lamports }),
  )
  return transaction.serialize({ requireAllSignatures: false, verifySignatures: false }).toString('base64')
}

/** A Latch app connected to a variant of the test wallet registered as `name`. */
async function connectedTo(name: string, change: Parameters<typeof registerWalletVariant>[3]) {
  const app = await latchApp(world())
  registerWalletVariant(app.test, app.page, name, change)
  await app.latch.connect({ namespace: 'solana', connectorId: name })
  const adapter = app.latch.adapters.find((a) => a.namespace === 'solana')!
  return { ...app, adapter, owner: new PublicKey(app.test.address) }
}

describe('Wallet Standard transaction requests through the solana adapter (local SVM)', () => {
  it('solana_signTransaction answers the base64 transaction signed by the account, which the node accepts', async () => {
    const app = await latchApp(world())
    await app.latch.connect({ namespace: 'solana', connectorId: 'Latch Test Wallet' })
    const adapter = app.latch.adapters.find((a) => a.namespace === 'solana')!
    const receiver = Keypair.generate().publicKey
    const transaction = await transferBase64(world(), new PublicKey(app.test.address), receiver, 50_000_000)
    const answer = (await adapter.request({
      connectorId: 'Latch Test Wallet',
      method: 'solana_signTransaction',
      params: { transaction },
    })) as { transaction: string }
    const signed = Transaction.from(Buffer.from(answer.transaction, 'base64'))
    expect(signed.verifySignatures()).toBe(true)
    const signature = await world().connection.sendRawTransaction(signed.serialize())
    await world().connection.confirmTransaction(
      { signature, ...(await world().connection.getLatestBlockhash()) },
      'confirmed',
    )
    expect(await world().connection.getBalance(receiver)).toBe(50_000_000)
    app.unmount()
  })

  it('params that are not a base64 wire transaction are refused before the wallet is asked', async () => {
    const app = await latchApp(world())
    await app.latch.connect({ namespace: 'solana', connectorId: 'Latch Test Wallet' })
    const adapter = app.latch.adapters.find((a) => a.namespace === 'solana')!
    const before = app.test.control.prompts.length
    for (const params of [
      { transaction: 'not base64!' },
      { transaction: 'A'.repeat(4000) },
      { transactions: [] },
    ]) {
      const method = 'transactions' in params ? 'solana_signAllTransactions' : 'solana_signTransaction'
      const error = await adapter
        .request({ connectorId: 'Latch Test Wallet', method, params })
        .catch((e: unknown) => e)
      expect(error).toBeInstanceOf(ValidationError)
      expect((error as ValidationError).code).toBe('INVALID_PARAMS')
    }
    expect(app.test.control.prompts.length).toBe(before)
    app.unmount()
  })

  it('a wallet that only signs and sends: the Kit signer sends SOL through it, its signature checked against the key', async () => {
    const { latch, owner, test, unmount } = await connectedTo('Send-Only Wallet', (features) => {
      const { 'solana:signTransaction': _signs, ...rest } = features
      return rest
    })
    const signer = createLatchKitSigner(latch)
    const receiver = Keypair.generate().publicKey
    const transaction = Buffer.from(await transferBase64(world(), owner, receiver, 70_000_000), 'base64')
    // the unsigned wire bytes as Kit reads them: the message and one empty signature slot
    const [signature] = await signer.signAndSendTransactions([getTransactionDecoder().decode(transaction)])
    expect(signature).toHaveLength(64)
    expect(test.control.prompts).toContain('signAndSendTransaction')
    expect(test.control.prompts).not.toContain('signTransaction')
    await expect.poll(() => world().connection.getBalance(receiver)).toBe(70_000_000)
    unmount()
  })

  it('a wallet that answers a signature of another key for a transaction it sent is refused', async () => {
    const { adapter, owner, unmount } = await connectedTo('Wrong-Key Wallet', (features) => {
      const { 'solana:signTransaction': _signs, ...rest } = features
      return {
        ...rest,
        'solana:signAndSendTransaction': {
          ...features['solana:signAndSendTransaction']!,
          signAndSendTransaction: async () => [{ signature: new Uint8Array(64).fill(9) }],
        },
      }
    })
    const transaction = await transferBase64(world(), owner, Keypair.generate().publicKey, 1_000_000)
    const error = await adapter
      .request({
        connectorId: 'Wrong-Key Wallet',
        method: 'solana_signAndSendTransaction',
        params: { transaction },
      })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(WalletAnswerRefusedError)
    expect((error as WalletAnswerRefusedError).reason).toBe('BAD_SIGNATURE')
    unmount()
  })

  it('a batch answered with fewer transactions than asked is refused as a whole', async () => {
    const { adapter, owner, unmount } = await connectedTo('Short Batch Wallet', (features) => {
      const real = features['solana:signTransaction']!
      return {
        ...features,
        'solana:signTransaction': {
          ...real,
          signTransaction: async (...inputs: Parameters<typeof real.signTransaction>) =>
            (await real.signTransaction(...inputs)).slice(1),
        },
      }
    })
    const transactions = [
      await transferBase64(world(), owner, Keypair.generate().publicKey, 1_000_000),
      await transferBase64(world(), owner, Keypair.generate().publicKey, 2_000_000),
    ]
    const error = await adapter
      .request({
        connectorId: 'Short Batch Wallet',
        method: 'solana_signAllTransactions',
        params: { transactions },
      })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(WalletAnswerRefusedError)
    expect((error as WalletAnswerRefusedError).reason).toBe('WRONG_COUNT')
    unmount()
  })
})
