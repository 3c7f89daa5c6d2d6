// What Latch checks is what the Stacks wallet receives (issue 14, item 1, the same class on the
// Stacks and Bitcoin request path): a request's method and params are read once, before anything
// is awaited, and the validated copy is what is shaped and sent. The wallet is the WBIP test
// wallet, which signs real Stacks transactions.

import { MESSAGES, RpcNotAllowedError, UnknownWalletError } from '@latch/core'
import { describeStacksTransaction } from '@latch/stacks/validation'
import { createTestWbipWallet, TEST_KEYS } from '@latch/testing/stacks'
import { Cl } from '@stacks/transactions'
import { describe, expect, it } from 'vitest'
import { setupStacksWorld } from './setupStacksWorld'

const bob = createTestWbipWallet({ flavour: 'leather', network: 'testnet', keys: TEST_KEYS.bob }).accounts
const mallory = createTestWbipWallet({
  flavour: 'leather',
  network: 'testnet',
  keys: TEST_KEYS.alice,
}).accounts

async function connected() {
  const world = await setupStacksWorld({ flavour: 'leather' })
  await world.stacks.connect({ connectorId: world.wallet.id })
  return world
}

/** An object whose `key` reads `first` once and `later` on every read after. */
function shifting<T extends object>(base: T, key: string, first: unknown, later: unknown): T {
  let reads = 0
  return Object.defineProperty(base, key, {
    enumerable: true,
    get() {
      reads += 1
      return reads === 1 ? first : later
    },
  })
}

describe('Stacks requests: the validated request is the request sent', () => {
  it('a recipient getter that changes after validation does not redirect the STX transfer', async () => {
    const { wallet, stacks } = await connected()
    const params = shifting({ amount: 1_000n }, 'recipient', bob.stxAddress, mallory.stxAddress)
    await stacks.call('stx_transferStx', params as unknown as { recipient: string; amount: bigint })
    expect(wallet.calls.at(-1)?.params).toMatchObject({ recipient: bob.stxAddress })
    const tx = await describeStacksTransaction(wallet.signed.at(-1)!, 'testnet')
    expect(tx).toMatchObject({ type: 'token_transfer', recipient: bob.stxAddress, amount: 1_000n })
  })

  it('a contract changed while the Clarity arguments are being encoded is not the contract called', async () => {
    const { wallet, stacks } = await connected()
    const params = shifting(
      { functionName: 'deposit', functionArgs: [Cl.uint(1n)] },
      'contract',
      `${bob.stxAddress}.vault`,
      `${mallory.stxAddress}.drain`,
    )
    await stacks.call(
      'stx_callContract',
      params as unknown as { contract: `${string}.${string}`; functionName: string },
    )
    expect(wallet.calls.at(-1)?.params).toMatchObject({ contract: `${bob.stxAddress}.vault` })
  })

  it('an unstringifiable method is refused with RpcNotAllowedError, and unclonable params with INVALID_PARAMS, before the wallet', async () => {
    const { wallet, stacks } = await connected()
    const before = wallet.calls.length
    const hostile = {
      toString() {
        throw new Error('cannot stringify')
      },
    }
    await expect(
      stacks.request({ connectorId: wallet.id, method: hostile as unknown as string }),
    ).rejects.toBeInstanceOf(RpcNotAllowedError)
    await expect(
      stacks.request({ connectorId: wallet.id, method: 'stx_signMessage', params: { message: () => 'hi' } }),
    ).rejects.toMatchObject({ code: 'INVALID_PARAMS' })
    expect(wallet.calls.length).toBe(before)
  })
})

describe('Stacks wallet errors are untrusted: whatever the wallet throws comes out typed', () => {
  const hostile: [string, () => unknown][] = [
    [
      'getters that throw on reason, data, message and error',
      () => {
        const error = { code: -32603 }
        for (const key of ['reason', 'data', 'message', 'error'])
          Object.defineProperty(error, key, {
            get() {
              throw new TypeError(`${key} getter`)
            },
          })
        return error
      },
    ],
    ['a reason naming an Object.prototype member', () => ({ code: -32603, reason: 'toString' })],
    [
      'an error that nests itself',
      () => {
        const error: Record<string, unknown> = { code: 'x', message: 7 }
        error.error = error
        return error
      },
    ],
  ]

  for (const flavour of ['sip030', 'xverse', 'leather'] as const)
    it.each(hostile)(`${flavour}: %s gives UnknownWalletError`, async (_name, thrown) => {
      const world = await setupStacksWorld({ flavour })
      await world.stacks.connect({ connectorId: world.wallet.id })
      world.wallet.failNext(thrown() as never)
      const error = await world.stacks
        .call('stx_transferStx', { recipient: bob.stxAddress, amount: 1n })
        .catch((e: unknown) => e)
      expect(error).toBeInstanceOf(UnknownWalletError)
      expect(error).toMatchObject({ code: -31000, shortMessage: MESSAGES.unknownWalletError })
    })

  it('a wallet result whose fields throw when read gives UnknownWalletError, not a raw TypeError', async () => {
    const world = await setupStacksWorld({ flavour: 'leather' })
    await world.stacks.connect({ connectorId: world.wallet.id })
    const result = Object.defineProperty({}, 'txid', {
      get() {
        throw new TypeError('txid getter')
      },
    })
    world.wallet.provider.request = async () => ({ jsonrpc: '2.0', id: '1', result })
    const error = await world.stacks
      .call('stx_transferStx', { recipient: bob.stxAddress, amount: 1n })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UnknownWalletError)
  })

  it('a real node rejection reason is still recognised', async () => {
    const world = await setupStacksWorld({ flavour: 'sip030' })
    await world.stacks.connect({ connectorId: world.wallet.id })
    world.wallet.failNext({ code: -32603, message: 'transaction rejected: BadNonce' })
    const error = await world.stacks
      .call('stx_transferStx', { recipient: bob.stxAddress, amount: 1n })
      .catch((e: unknown) => e)
    expect(error).toMatchObject({ code: 'TX_REJECTED', reason: 'BadNonce' })
  })
})
