// What a wallet answers is untrusted input: a transaction hash that is not 0x + 64 hex, a
// signature that is not hex, an account list of a million entries. The wallet is the scriptable
// test wallet on the Hardhat chain; only its answer to one method is replaced (after it really
// ran, for eth_sendTransaction: the transfer is on chain, the wallet just answers garbage).

import { LatchError, UnknownWalletError } from '@latch/core'
import { describe, expect, it } from 'vitest'
import { etherToken, latchWithWalletAnswer } from './evmWorld'
import { evmWorldPerSuite } from './evmWorldPerSuite'

const world = evmWorldPerSuite({ second: false })

const RDNS = 'dev.latch.garbage'

/** Latch over the test wallet of `account`, whose answer to `method` is `replace(its real answer)`. */
const connectedLatch = (method: string, replace: (real: unknown) => unknown, account: number) =>
  latchWithWalletAnswer(world(), {
    rdns: RDNS,
    account,
    method,
    answer: async (real) => replace(await real()),
  })

const GARBAGE_HASHES: [string, unknown][] = [
  ['a javascript: URL', 'javascript:alert(1)'],
  ['a hash one byte too long', `0x${'ab'.repeat(33)}`],
  ['a path', `0x${'ab'.repeat(32)}/../../x`],
  ['a megabyte of hex', `0x${'a'.repeat(1_000_000)}`],
  ['an object', { hash: `0x${'ab'.repeat(32)}` }],
]

describe('a wallet answer that is not what the method returns ends in a wallet error (EVM, Hardhat)', () => {
  it.each(GARBAGE_HASHES)(
    'send(): eth_sendTransaction answering %s is an UnknownWalletError, not a "Sent"',
    async (_n, bad) => {
      const latch = await connectedLatch('eth_sendTransaction', () => bad, 15)
      await latch.connect({ namespace: 'eip155', connectorId: RDNS })
      latch.send.setToken(etherToken(world().network))
      latch.send.setTokenAmount('0.001')
      latch.send.setReceiverAddress(world().chain.accounts[16]!.address)
      const error = await latch.send.send().catch((e: unknown) => e)
      expect(error).toBeInstanceOf(UnknownWalletError)
      expect(JSON.stringify(latch.getState().send)).not.toContain('javascript:')
      expect(latch.getState().send.loading).toBe(false)
    },
  )

  it.each([
    ['not hex', 'javascript:alert(1)'],
    ['empty hex', '0x'],
    ['odd hex', '0xabc'],
    ['a megabyte of hex', `0x${'ab'.repeat(500_000)}`],
    ['a number', 42],
  ])('signMessage(): personal_sign answering %s is an UnknownWalletError', async (_n, bad) => {
    const latch = await connectedLatch('personal_sign', () => bad, 17)
    await latch.connect({ namespace: 'eip155', connectorId: RDNS })
    const adapter = latch.adapters.find((a) => a.namespace === 'eip155')!
    const error = await adapter
      .signMessage({
        connectorId: RDNS,
        address: world().chain.accounts[17]!.address,
        message: 'hello',
        network: world().network,
      })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UnknownWalletError)
  })

  it('connect(): an account list of 100 000 entries is read only up to its cap, the wallet account first', async () => {
    const latch = await connectedLatch(
      'eth_requestAccounts',
      (real) => [
        ...(real as string[]),
        ...Array.from({ length: 100_000 }, (_, i) => `0x${i.toString(16).padStart(40, '0')}`),
      ],
      18,
    )
    const adapter = latch.adapters.find((a) => a.namespace === 'eip155')!
    const { accounts } = await adapter.connect({ connectorId: RDNS })
    expect(accounts[0]?.address.toLowerCase()).toBe(world().chain.accounts[18]!.address.toLowerCase())
    expect(accounts.length).toBeLessThanOrEqual(100)
  })

  it('connect(): a chain id of a megabyte is refused with a short message', async () => {
    const latch = await connectedLatch('eth_chainId', () => `0x${'f'.repeat(1_000_000)}`, 18)
    const error = await latch.connect({ namespace: 'eip155', connectorId: RDNS }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(LatchError)
    expect((error as LatchError).message.length).toBeLessThan(1_000)
  })
})
