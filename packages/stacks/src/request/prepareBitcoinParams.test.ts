import { BITCOIN_ADDRESS_WRONG_NETWORK } from '@latch/core'
import { schnorr, secp256k1 } from '@noble/curves/secp256k1.js'
import { NETWORK, p2pkh, p2tr, p2wpkh, TEST_NETWORK, Transaction } from '@scure/btc-signer'
import { describe, expect, it } from 'vitest'
import type { WalletAddress } from './methods'
import {
  prepareGetAddresses,
  prepareSendTransfer,
  prepareSignMessage,
  prepareSignPsbt,
} from './prepareBitcoinParams'

const pub = (n: number) => Uint8Array.of(2, ...new Uint8Array(32).fill(n))
const a1 = p2wpkh(pub(1), TEST_NETWORK)
const a2 = p2wpkh(pub(2), TEST_NETWORK)
const own: WalletAddress[] = [
  { address: a1.address!, purpose: 'payment', symbol: 'BTC', addressType: 'p2wpkh' },
  { address: a2.address!, purpose: 'ordinals', symbol: 'BTC', addressType: 'p2wpkh' },
]
const ctx = (dialect: 'leather' | 'xverse') => ({ dialect, network: 'testnet' as const, addresses: own })

function psbt(): string {
  const tx = new Transaction()
  tx.addInput({
    txid: new Uint8Array(32).fill(1),
    index: 0,
    witnessUtxo: { script: a1.script, amount: 10_000n },
  })
  tx.addInput({
    txid: new Uint8Array(32).fill(2),
    index: 0,
    witnessUtxo: { script: a2.script, amount: 10_000n },
  })
  tx.addInput({
    txid: new Uint8Array(32).fill(3),
    index: 0,
    witnessUtxo: { script: a1.script, amount: 10_000n },
  })
  tx.addOutputAddress(a2.address!, 5_000n, TEST_NETWORK)
  return Buffer.from(tx.toPSBT()).toString('base64')
}

describe('sendTransfer parameter shapes', () => {
  it('Leather gets exact decimal strings plus network; Xverse gets numbers', async () => {
    const params = { recipients: [{ address: a2.address!, amount: 1234n }] }
    await expect(prepareSendTransfer(params, ctx('leather'))).resolves.toEqual({
      recipients: [{ address: a2.address, amount: '1234' }],
      network: 'testnet',
    })
    await expect(prepareSendTransfer(params, ctx('xverse'))).resolves.toEqual({
      recipients: [{ address: a2.address, amount: 1234 }],
    })
  })

  it('Xverse takes Number.MAX_SAFE_INTEGER exactly and refuses one more instead of rounding', async () => {
    const max = BigInt(Number.MAX_SAFE_INTEGER)
    const ok = await prepareSendTransfer(
      { recipients: [{ address: a2.address!, amount: max }] },
      ctx('xverse'),
    )
    expect(ok).toEqual({ recipients: [{ address: a2.address, amount: Number.MAX_SAFE_INTEGER }] })
    await expect(
      prepareSendTransfer({ recipients: [{ address: a2.address!, amount: max + 1n }] }, ctx('xverse')),
    ).rejects.toMatchObject({
      code: 'AMOUNT_NOT_SAFE_FOR_WALLET',
    })
  })

  it('refuses amounts outside unsigned 64-bit, mainnet addresses on testnet and empty recipient lists', async () => {
    await expect(
      prepareSendTransfer({ recipients: [{ address: a2.address!, amount: 2n ** 64n }] }, ctx('leather')),
    ).rejects.toMatchObject({
      code: 'AMOUNT_OUT_OF_RANGE',
    })
    const mainnet = p2wpkh(pub(1), NETWORK).address!
    await expect(
      prepareSendTransfer({ recipients: [{ address: mainnet, amount: 1n }] }, ctx('leather')),
    ).rejects.toMatchObject({
      code: 'WRONG_NETWORK',
      shortMessage: BITCOIN_ADDRESS_WRONG_NETWORK,
    })
    await expect(prepareSendTransfer({ recipients: [] }, ctx('leather'))).rejects.toMatchObject({
      name: 'ValidationError',
    })
  })
})

describe('signPsbt parameter shapes', () => {
  const signInputs = [
    { index: 0, address: a1.address! },
    { index: 1, address: a2.address! },
    { index: 2, address: a1.address! },
  ]

  it('Xverse gets signInputs grouped as { address: number[] } with no input lost', async () => {
    const p = psbt()
    await expect(prepareSignPsbt({ psbt: p, signInputs }, ctx('xverse'))).resolves.toEqual({
      psbt: p,
      signInputs: { [a1.address!]: [0, 2], [a2.address!]: [1] },
      broadcast: false,
    })
  })

  it('Leather gets { hex, signAtIndex, network, broadcast }', async () => {
    const p = psbt()
    await expect(prepareSignPsbt({ psbt: p, signInputs, broadcast: true }, ctx('leather'))).resolves.toEqual({
      hex: Buffer.from(p, 'base64').toString('hex'),
      signAtIndex: [0, 1, 2],
      network: 'testnet',
      broadcast: true,
    })
  })

  it('refuses a PSBT that does not parse, an index past the last input and a foreign address', async () => {
    await expect(prepareSignPsbt({ psbt: 'cHNidP8=', signInputs }, ctx('xverse'))).rejects.toMatchObject({
      code: 'INVALID_PSBT',
    })
    await expect(prepareSignPsbt({ psbt: 'not base64!', signInputs }, ctx('xverse'))).rejects.toMatchObject({
      name: 'ValidationError',
    })
    await expect(
      prepareSignPsbt({ psbt: psbt(), signInputs: [{ index: 3, address: a1.address! }] }, ctx('xverse')),
    ).rejects.toMatchObject({
      details: expect.stringContaining('3 inputs'),
    })
    const stranger = p2wpkh(pub(9), TEST_NETWORK).address!
    await expect(
      prepareSignPsbt({ psbt: psbt(), signInputs: [{ index: 0, address: stranger }] }, ctx('leather')),
    ).rejects.toMatchObject({
      name: 'ValidationError',
    })
  })
})

describe('getAddresses and signMessage shapes', () => {
  it('an address of the connected wallet given in upper case (bech32 allows it) is accepted, and the wallet is asked with the address as it gave it', async () => {
    const upper = a1.address!.toUpperCase()
    await expect(prepareSignMessage({ address: upper, message: 'hi' }, ctx('xverse'))).resolves.toEqual({
      address: a1.address,
      message: 'hi',
      protocol: 'BIP322',
    })
    await expect(prepareSignMessage({ address: upper, message: 'hi' }, ctx('leather'))).resolves.toEqual({
      message: 'hi',
      paymentType: 'p2wpkh',
      network: 'testnet',
    })
    await expect(
      prepareSignPsbt(
        {
          psbt: psbt(),
          signInputs: [
            { index: 0, address: upper },
            { index: 2, address: a1.address! },
          ],
        },
        ctx('xverse'),
      ),
    ).resolves.toMatchObject({ signInputs: { [a1.address!]: [0, 2] } })
  })

  it('Xverse is asked for payment, ordinals and stacks purposes; Leather takes no parameters', () => {
    expect(prepareGetAddresses(undefined, 'xverse')).toEqual({ purposes: ['payment', 'ordinals', 'stacks'] })
    expect(prepareGetAddresses(undefined, 'leather')).toBeUndefined()
  })

  it('Bitcoin signMessage asks Xverse for BIP-322 by address (ECDSA for legacy P2PKH) and Leather by payment type', async () => {
    await expect(prepareSignMessage({ address: a1.address!, message: 'hi' }, ctx('xverse'))).resolves.toEqual(
      {
        address: a1.address,
        message: 'hi',
        protocol: 'BIP322',
      },
    )
    const taproot = p2tr(schnorr.getPublicKey(new Uint8Array(32).fill(7)), undefined, TEST_NETWORK).address!
    const legacy = p2pkh(secp256k1.getPublicKey(new Uint8Array(32).fill(7), true), TEST_NETWORK).address!
    const anyAddress = (dialect: 'leather' | 'xverse') => ({ ...ctx(dialect), addresses: [] })
    await expect(
      prepareSignMessage({ address: taproot, message: 'hi' }, anyAddress('xverse')),
    ).resolves.toEqual({
      address: taproot,
      message: 'hi',
      protocol: 'BIP322',
    })
    await expect(
      prepareSignMessage({ address: legacy, message: 'hi' }, anyAddress('xverse')),
    ).resolves.toEqual({
      address: legacy,
      message: 'hi',
      protocol: 'ECDSA',
    })
    await expect(
      prepareSignMessage({ address: taproot, message: 'hi' }, anyAddress('leather')),
    ).resolves.toMatchObject({
      paymentType: 'p2tr',
    })
    await expect(
      prepareSignMessage({ address: a1.address!, message: 'hi' }, ctx('leather')),
    ).resolves.toEqual({
      message: 'hi',
      paymentType: 'p2wpkh',
      network: 'testnet',
    })
  })
})
