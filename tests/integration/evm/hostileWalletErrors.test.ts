// A wallet's error is data Latch does not trust (issue 14, item 10): whatever a wallet throws (an
// error whose `message` or `code` getter throws, a Proxy whose every trap throws, a megabyte of
// message, an error that nests itself) comes out of `latch.send.send()` and every other wallet call
// as a typed Latch error with the SPEC's toast shown, never as a raw TypeError. The wallet is the
// scriptable test wallet on the Hardhat chain; only its answer to one method is replaced.

import { LatchError, UNTRUSTED_TEXT_MAX, UnknownWalletError, UserRejectedRequestError } from '@latch/core'
import { describe, expect, it } from 'vitest'
import { etherToken, latchWithWalletAnswer } from './evmWorld'
import { evmWorldPerSuite } from './evmWorldPerSuite'

const world = evmWorldPerSuite({ second: false })

const RDNS = 'dev.latch.hostile'

const hostileErrors: [string, () => unknown, typeof UnknownWalletError | typeof UserRejectedRequestError][] =
  [
    [
      'an error whose message getter throws',
      () =>
        Object.defineProperty(new Error('x'), 'message', {
          get() {
            throw new TypeError('message getter')
          },
        }),
      UnknownWalletError,
    ],
    [
      'an error whose code getter throws',
      () =>
        Object.defineProperty({ message: 'nope' }, 'code', {
          get() {
            throw new TypeError('code getter')
          },
        }),
      UnknownWalletError,
    ],
    [
      'a Proxy whose every trap throws',
      () =>
        new Proxy(
          {},
          {
            get: () => {
              throw new TypeError('get trap')
            },
            has: () => {
              throw new TypeError('has trap')
            },
            getPrototypeOf: () => {
              throw new TypeError('getPrototypeOf trap')
            },
            getOwnPropertyDescriptor: () => {
              throw new TypeError('getOwnPropertyDescriptor trap')
            },
          },
        ),
      UnknownWalletError,
    ],
    ['a message of a megabyte', () => ({ code: -32603, message: 'x'.repeat(1_000_000) }), UnknownWalletError],
    [
      'an error that nests itself',
      () => {
        const error: Record<string, unknown> = { message: 42 }
        error.error = error
        return error
      },
      UnknownWalletError,
    ],
    [
      'a user rejection (4001) whose message getter throws',
      () =>
        Object.defineProperty({ code: 4001 }, 'message', {
          get() {
            throw new TypeError('message getter')
          },
        }),
      UserRejectedRequestError,
    ],
    [
      'a non-string message',
      () => ({ message: { toString: () => 'object message' }, code: '12345678901234567890' }),
      UnknownWalletError,
    ],
  ]

/** Latch connected to the test wallet of `account`, whose answer to `method` is to throw `thrown()`. */
async function connectedLatch(method: string, thrown: () => unknown, account: number) {
  const latch = await latchWithWalletAnswer(world(), {
    rdns: RDNS,
    account,
    method,
    answer: () => Promise.reject(thrown()),
  })
  await latch.connect({ namespace: 'eip155', connectorId: RDNS })
  return latch
}

describe('hostile wallet errors come out typed (EVM, Hardhat)', () => {
  it.each(hostileErrors)(
    'send(): %s gives a typed wallet error (for the review view to show, no toast)',
    async (_name, thrown, type) => {
      const latch = await connectedLatch('eth_sendTransaction', thrown, 12)
      latch.send.setToken(etherToken(world().network))
      latch.send.setTokenAmount('0.001')
      latch.send.setReceiverAddress(world().chain.accounts[13]!.address)
      const error = await latch.send.send().catch((e: unknown) => e)
      expect(error).toBeInstanceOf(LatchError)
      expect(error).toBeInstanceOf(type)
      expect((error as LatchError).message.length).toBeLessThan(UNTRUSTED_TEXT_MAX + 100)
      // the review view shows it where Send was pressed: no toast as well
      expect(latch.getState().snack.open).toBe(false)
      expect(latch.getState().send.loading).toBe(false)
    },
  )

  it.each(hostileErrors)('signMessage(): %s gives a typed wallet error', async (_name, thrown, type) => {
    const latch = await connectedLatch('personal_sign', thrown, 14)
    const adapter = latch.adapters.find((a) => a.namespace === 'eip155')!
    const error = await adapter
      .signMessage({
        connectorId: RDNS,
        address: world().chain.accounts[14]!.address,
        message: 'hello',
        network: world().network,
      })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(type)
    expect((error as LatchError).message.length).toBeLessThan(UNTRUSTED_TEXT_MAX + 100)
  })
})
