// Issue 28, family previews (Bitcoin and Stacks): before Approve, the Bitcoin adapter reads a
// signPsbt's inputs, outputs, change and fee from the PSBT itself, and the Stacks adapter a
// contract call's Clarity arguments and post-conditions. The preview equals what the test wallet
// signs (decoded back from the signed PSBT); an `allow` post-condition mode is flagged; malformed
// or random bytes are a typed error, never a crash.

import { flagAllowMode, previewFlags } from '@latch/core/review'
import { buildSpendingPsbt, createTestWbipWallet, decodeTestPsbt, TEST_KEYS } from '@latch/testing/stacks'
import { Cl, Pc } from '@stacks/transactions'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { bitcoinTestnet, setupStacksWorld, stacksTestnet } from './setupStacksWorld'

const bob = createTestWbipWallet({ flavour: 'leather', network: 'testnet', keys: TEST_KEYS.bob }).accounts

describe('Bitcoin PSBT preview', () => {
  it('the preview’s inputs, outputs, change and fee equal the PSBT the wallet signs, decoded back', async () => {
    const { wallet, bip122 } = await setupStacksWorld({ flavour: 'xverse' })
    const { accounts } = await bip122.connect({ connectorId: wallet.id })
    const own = wallet.accounts.btcPaymentAddress
    const psbt = buildSpendingPsbt({
      ownerPublicKey: wallet.accounts.btcPaymentPublicKey,
      inputs: [50_000n, 30_000n],
      outputs: [
        { address: bob.btcPaymentAddress, amount: 60_000n },
        { address: own, amount: 18_500n },
      ],
      network: 'testnet',
    })
    const params = {
      psbt,
      signInputs: [
        { index: 0, address: own },
        { index: 1, address: own },
      ],
    }
    const preview = await bip122.previewRequest?.({
      namespace: 'bip122',
      method: 'signPsbt',
      params,
      accounts: accounts.map((a) => a.address),
      network: bitcoinTestnet,
    })
    const signed = decodeTestPsbt((await bip122.call('signPsbt', params)).psbt, 'testnet')

    if (preview?.kind !== 'bitcoinPsbt') throw new Error('not a PSBT preview')
    expect(
      preview.inputs.map(({ outpoint, address, amount, sign }) => ({
        outpoint,
        address,
        amount,
        signed: sign,
      })),
    ).toEqual(signed.inputs)
    expect(preview.inputs.every((input) => input.own)).toBe(true)
    expect(preview.outputs.map(({ address, amount }) => ({ address, amount }))).toEqual(signed.outputs)
    expect(preview.outputs.map((o) => o.change)).toEqual([false, true])
    const fee =
      signed.inputs.reduce((sum, i) => sum + i.amount, 0n) -
      signed.outputs.reduce((sum, o) => sum + o.amount, 0n)
    expect(preview.fee).toEqual({ amount: fee, text: '0.000015 BTC' })
    expect(fee).toBe(1_500n)
    expect(previewFlags(preview)).toEqual([])
  })

  it('a PSBT that spends the visitor’s coins with no change back and a fee over a tenth of what it sends is flagged twice', async () => {
    const { wallet, bip122 } = await setupStacksWorld({ flavour: 'leather' })
    const psbt = buildSpendingPsbt({
      ownerPublicKey: wallet.accounts.btcPaymentPublicKey,
      inputs: [50_000n],
      outputs: [{ address: bob.btcPaymentAddress, amount: 40_000n }],
      network: 'testnet',
    })
    const preview = await bip122.previewRequest?.({
      namespace: 'bip122',
      method: 'signPsbt',
      params: { psbt, signInputs: [{ index: 0, address: wallet.accounts.btcPaymentAddress }] },
      accounts: [wallet.accounts.btcPaymentAddress],
      network: bitcoinTestnet,
    })
    expect(preview).toMatchObject({ fee: { amount: 10_000n, text: '0.0001 BTC' } })
    expect(previewFlags(preview!).map((f) => [f.kind, f.detail])).toEqual([
      ['noChange', undefined],
      ['highFee', '0.0001 BTC'],
    ])
  })

  it('a malformed PSBT is a typed INVALID_PSBT error; random and corrupted bytes never crash the preview', async () => {
    const { wallet, bip122 } = await setupStacksWorld({ flavour: 'leather' })
    const preview = (psbt: string) =>
      bip122.previewRequest!({
        namespace: 'bip122',
        method: 'signPsbt',
        params: { psbt, signInputs: [] },
        accounts: [wallet.accounts.btcPaymentAddress],
        network: bitcoinTestnet,
      })
    await expect(preview('cHNidP8=')).rejects.toMatchObject({ name: 'ValidationError', code: 'INVALID_PSBT' })
    await expect(preview('x'.repeat(400_001))).rejects.toMatchObject({ code: 'INVALID_PSBT' })
    const valid = Buffer.from(
      buildSpendingPsbt({
        ownerPublicKey: wallet.accounts.btcPaymentPublicKey,
        inputs: [50_000n],
        outputs: [{ address: bob.btcPaymentAddress, amount: 40_000n }],
        network: 'testnet',
      }),
      'base64',
    )
    const outcome = async (bytes: Uint8Array) => {
      try {
        const read = await preview(Buffer.from(bytes).toString('base64'))
        return read?.kind
      } catch (error) {
        return (error as { name?: string }).name
      }
    }
    const outcomes = new Set<string | undefined>()
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.uint8Array({ maxLength: 400 }),
          fc
            .array(fc.tuple(fc.nat({ max: valid.length - 1 }), fc.integer({ min: 0, max: 255 })), {
              minLength: 1,
              maxLength: 4,
            })
            .map((edits) => {
              const bytes = Uint8Array.from(valid)
              for (const [at, value] of edits) bytes[at] = value
              return bytes
            }),
        ),
        async (bytes) => {
          const seen = await outcome(bytes)
          outcomes.add(seen)
          expect(['bitcoinPsbt', 'ValidationError']).toContain(seen)
        },
      ),
      { numRuns: 300 },
    )
    // both ends were reached: corrupted PSBTs that still read, and bytes refused
    expect([...outcomes].sort()).toEqual(['ValidationError', 'bitcoinPsbt'])
  })
})

describe('Stacks call preview', () => {
  it('a contract call in allow mode shows its arguments and post-conditions in words and raises the allowMode flag', async () => {
    const { wallet, stacks } = await setupStacksWorld({ flavour: 'leather' })
    const { accounts } = await stacks.connect({ connectorId: wallet.id })
    const address = wallet.accounts.stxAddress
    const call = {
      contract: `${address}.pool`,
      functionName: 'swap',
      functionArgs: [Cl.uint(5), Cl.serialize(Cl.principal(bob.stxAddress)), Cl.stringAscii('hi')],
      postConditions: [Pc.principal(address).willSendLte(1_500_000n).ustx()],
      postConditionMode: 'allow' as const,
      fee: 2_000n,
    }
    const request = {
      namespace: 'stacks' as const,
      method: 'stx_callContract',
      params: call,
      accounts: accounts.map((a) => a.address),
      network: stacksTestnet,
    }
    const preview = await stacks.previewRequest?.(request)
    expect(preview).toEqual({
      kind: 'stacksCall',
      contract: `${address}.pool`,
      functionName: 'swap',
      args: ['u5', bob.stxAddress, '"hi"'],
      postConditions: [{ principal: address, asset: 'STX', condition: 'lte', amount: '1.5' }],
      postConditionMode: 'allow',
      fee: '0.002 STX',
    })
    expect(flagAllowMode(preview!)).toEqual({
      kind: 'allowMode',
      why: expect.stringContaining('any of your assets'),
    })
    const deny = await stacks.previewRequest?.({ ...request, params: { ...call, postConditionMode: 'deny' } })
    expect(previewFlags(deny!)).toEqual([])
    await expect(
      stacks.previewRequest?.({ ...request, params: { ...call, functionArgs: ['0xff00'] } }),
    ).rejects.toMatchObject({ name: 'ValidationError', code: 'INVALID_CLARITY_VALUE' })
  })

  it('an STX transfer previews its recipient, amount in STX and memo', async () => {
    const { stacks } = await setupStacksWorld({ flavour: 'leather' })
    const preview = await stacks.previewRequest?.({
      namespace: 'stacks',
      method: 'stx_transferStx',
      params: { recipient: bob.stxAddress, amount: 1_250_000n, memo: 'rent' },
      accounts: [],
      network: stacksTestnet,
    })
    expect(preview).toEqual({
      kind: 'stxTransfer',
      recipient: bob.stxAddress,
      amount: 1_250_000n,
      text: '1.25 STX',
      memo: 'rent',
    })
  })
})
