import {
  buildTestPsbt,
  createTestWbipWallet,
  decodeBitcoinTransaction,
  TEST_KEYS,
  type TestWalletFlavour,
  verifyPsbtInputSignature,
} from '@latch/testing/stacks'
import { describe, expect, it } from 'vitest'
import { setupStacksWorld } from './setupStacksWorld'

const FLAVOURS: TestWalletFlavour[] = ['leather', 'xverse', 'sip030']
const bob = createTestWbipWallet({ flavour: 'leather', network: 'testnet', keys: TEST_KEYS.bob }).accounts

const unsignedPsbt = (ownerPublicKey: string) =>
  buildTestPsbt({
    ownerPublicKey,
    inputAmount: 50_000n,
    to: bob.btcPaymentAddress,
    amount: 40_000n,
    network: 'testnet',
  })

describe('the same call reaches each wallet in its own shape and comes back normalised', () => {
  for (const flavour of FLAVOURS) {
    it(`${flavour}: connect returns the Stacks account and the Bitcoin accounts with payment first`, async () => {
      const { wallet, stacks, bip122 } = await setupStacksWorld({ flavour })
      const stx = await stacks.connect({ connectorId: wallet.id })
      const btc = await bip122.connect({ connectorId: wallet.id })
      expect(stx.accounts.map((a) => a.address)).toEqual([wallet.accounts.stxAddress])
      expect(btc.accounts.map((a) => [a.address, a.purpose])).toEqual([
        [wallet.accounts.btcPaymentAddress, 'payment'],
        [wallet.accounts.btcOrdinalsAddress, 'ordinals'],
      ])
      expect(stx.caipNetworkId).toBe('stacks:2147483648')
    })

    it(`${flavour}: sendTransfer with bigint amounts reaches the wallet in its shape and returns { txid }`, async () => {
      const { wallet, bip122 } = await setupStacksWorld({ flavour })
      await bip122.connect({ connectorId: wallet.id })
      const result = await bip122.call('sendTransfer', {
        recipients: [{ address: bob.btcPaymentAddress, amount: 12_345n }],
      })
      const sent = wallet.calls.at(-1)
      expect(sent?.method).toBe('sendTransfer')
      if (flavour === 'leather') {
        expect(sent?.params).toEqual({
          recipients: [{ address: bob.btcPaymentAddress, amount: '12345' }],
          network: 'testnet',
        })
      } else {
        expect(sent?.params).toEqual({ recipients: [{ address: bob.btcPaymentAddress, amount: 12345 }] })
      }
      const tx = decodeBitcoinTransaction(wallet.signed.at(-1)!, 'testnet')
      expect(result).toEqual({ txid: tx.txid })
      expect(tx.outputs).toEqual([{ address: bob.btcPaymentAddress, amount: 12_345n }])
    })

    it(`${flavour}: signPsbt takes one input shape, keeps each input's address, returns a base64 PSBT whose signature verifies`, async () => {
      const { wallet, bip122 } = await setupStacksWorld({ flavour })
      await bip122.connect({ connectorId: wallet.id })
      const psbt = unsignedPsbt(wallet.accounts.btcPaymentPublicKey)
      const result = await bip122.call('signPsbt', {
        psbt,
        signInputs: [{ index: 0, address: wallet.accounts.btcPaymentAddress }],
      })
      const sent = wallet.calls.at(-1)?.params as Record<string, unknown>
      if (flavour === 'leather') {
        expect(sent).toEqual({
          hex: Buffer.from(psbt, 'base64').toString('hex'),
          signAtIndex: [0],
          network: 'testnet',
          broadcast: false,
        })
      } else {
        expect(sent).toEqual({
          psbt,
          signInputs: { [wallet.accounts.btcPaymentAddress]: [0] },
          broadcast: false,
        })
      }
      expect(verifyPsbtInputSignature(result.psbt, 0)).toEqual({
        valid: true,
        publicKey: wallet.accounts.btcPaymentPublicKey,
      })
      expect(verifyPsbtInputSignature(psbt, 0).valid).toBe(false)
    })
  }

  it('Xverse refuses an amount above Number.MAX_SAFE_INTEGER before the wallet is contacted; Leather gets it exactly', async () => {
    const amount = BigInt(Number.MAX_SAFE_INTEGER) + 2n
    const xverse = await setupStacksWorld({ flavour: 'xverse' })
    await xverse.bip122.connect({ connectorId: xverse.wallet.id })
    const before = xverse.wallet.calls.length
    await expect(
      xverse.bip122.call('sendTransfer', { recipients: [{ address: bob.btcPaymentAddress, amount }] }),
    ).rejects.toMatchObject({ name: 'ValidationError', code: 'AMOUNT_NOT_SAFE_FOR_WALLET' })
    expect(xverse.wallet.calls.length).toBe(before)

    const leather = await setupStacksWorld({ flavour: 'leather' })
    await leather.bip122.connect({ connectorId: leather.wallet.id })
    await leather.bip122.call('sendTransfer', { recipients: [{ address: bob.btcPaymentAddress, amount }] })
    expect(leather.wallet.calls.at(-1)?.params).toMatchObject({ recipients: [{ amount: amount.toString() }] })
    expect(decodeBitcoinTransaction(leather.wallet.signed.at(-1)!, 'testnet').outputs[0]?.amount).toBe(amount)
  })

  it('signPsbt refuses an input address that is not the connected wallet’s, before the wallet is contacted', async () => {
    const { wallet, bip122 } = await setupStacksWorld({ flavour: 'leather' })
    await bip122.connect({ connectorId: wallet.id })
    const before = wallet.calls.length
    await expect(
      bip122.call('signPsbt', {
        psbt: unsignedPsbt(wallet.accounts.btcPaymentPublicKey),
        signInputs: [{ index: 0, address: bob.btcPaymentAddress }],
      }),
    ).rejects.toMatchObject({ name: 'ValidationError' })
    expect(wallet.calls.length).toBe(before)
  })
})
