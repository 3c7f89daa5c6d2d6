import { createTestWbipWallet, TEST_KEYS, type TestWalletFlavour } from '@latch/testing/stacks'
import { describe, expect, it } from 'vitest'
import { setupStacksWorld } from './setupStacksWorld'

const bob = createTestWbipWallet({ flavour: 'leather', network: 'testnet', keys: TEST_KEYS.bob }).accounts

type Provider = { request: (method: string, params?: unknown) => Promise<unknown> }

/** Makes the installed wallet answer `method` with `rewrite` of its real result. */
function rewriteAnswer(
  win: Record<string, unknown>,
  id: string,
  method: string,
  rewrite: (result: Record<string, unknown>) => unknown,
): void {
  const [head, tail] = id.split('.')
  const holder = head ? (win[head] as Record<string, unknown>) : undefined
  const provider = (tail ? holder?.[tail] : holder) as Provider
  const original = provider.request.bind(provider)
  provider.request = async (m, params) => {
    const answer = (await original(m, params)) as Record<string, unknown>
    if (m !== method) return answer
    const result = (answer.result ?? answer) as Record<string, unknown>
    const replaced = rewrite(result)
    return answer.result ? { ...answer, result: replaced } : replaced
  }
}

/** Makes the installed wallet answer `method` with its real result whose txid is replaced by `txid`. */
function answerTxid(win: Record<string, unknown>, id: string, method: string, txid: unknown): void {
  rewriteAnswer(win, id, method, (result) => ({ ...result, txid, txId: txid }))
}

const GARBAGE = ['javascript:alert(1)', `0x${'ab'.repeat(33)}`, 'x'.repeat(1_000_000), 42]

describe('a txid a Stacks or Bitcoin wallet answers is checked before the app sees it', () => {
  for (const flavour of ['leather', 'xverse'] as TestWalletFlavour[]) {
    it(`${flavour}: stx_transferStx answering a txid that is not 0x + 64 hex fails as a wallet error`, async () => {
      for (const txid of GARBAGE) {
        const { win, wallet, stacks } = await setupStacksWorld({ flavour })
        await stacks.connect({ connectorId: wallet.id })
        answerTxid(win, wallet.id, 'stx_transferStx', txid)
        await expect(
          stacks.call('stx_transferStx', { recipient: bob.stxAddress, amount: 1_000n }),
        ).rejects.toMatchObject({ name: 'UnknownWalletError', code: -31000 })
      }
    })

    it(`${flavour}: sendTransfer answering a txid that is not 64 hex fails as a wallet error`, async () => {
      for (const txid of GARBAGE) {
        const { win, wallet, bip122 } = await setupStacksWorld({ flavour })
        await bip122.connect({ connectorId: wallet.id })
        answerTxid(win, wallet.id, 'sendTransfer', txid)
        await expect(
          bip122.call('sendTransfer', { recipients: [{ address: bob.btcPaymentAddress, amount: 12_345n }] }),
        ).rejects.toMatchObject({ name: 'UnknownWalletError', code: -31000 })
      }
    })
  }
})

describe('what a Stacks or Bitcoin wallet answers besides a txid is checked and capped', () => {
  for (const flavour of ['leather', 'xverse'] as TestWalletFlavour[]) {
    it.each([
      ['a javascript: URL', 'javascript:alert(1)'],
      ['a million characters', 'x'.repeat(1_000_000)],
      ['a Stacks address', bob.stxAddress],
      ['a number', 42],
    ])(
      `${flavour}: Bitcoin signMessage answering an address that is %s fails as a wallet error`,
      async (_n, bad) => {
        const { win, wallet, bip122 } = await setupStacksWorld({ flavour })
        await bip122.connect({ connectorId: wallet.id })
        rewriteAnswer(win, wallet.id, 'signMessage', (result) => ({ ...result, address: bad }))
        await expect(
          bip122.call('signMessage', { address: wallet.accounts.btcPaymentAddress, message: 'hello' }),
        ).rejects.toMatchObject({ name: 'UnknownWalletError', code: -31000 })
      },
    )
  }

  it('leather: Bitcoin signMessage still answers its own address', async () => {
    const { wallet, bip122 } = await setupStacksWorld({ flavour: 'leather' })
    await bip122.connect({ connectorId: wallet.id })
    const { address } = await bip122.call('signMessage', {
      address: wallet.accounts.btcPaymentAddress,
      message: 'hello',
    })
    expect(address).toBe(wallet.accounts.btcPaymentAddress)
  })

  it.each([
    ['a string', 'javascript:alert(1)'],
    ['an array', [{ name: 'Alice' }]],
    ['an object of a million characters', { profile: { name: 'x'.repeat(1_000_000) } }],
  ])('leather: stx_updateProfile answered with %s fails as a wallet error', async (_n, bad) => {
    const { win, wallet, stacks } = await setupStacksWorld({ flavour: 'leather' })
    await stacks.connect({ connectorId: wallet.id })
    rewriteAnswer(win, wallet.id, 'stx_updateProfile', () => bad)
    await expect(stacks.call('stx_updateProfile', { person: { name: 'Alice' } })).rejects.toMatchObject({
      name: 'UnknownWalletError',
      code: -31000,
    })
  })
})
