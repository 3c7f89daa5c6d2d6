import { describe, expect, it, vi } from 'vitest'
import type { TokenBalance } from '../adapters/AccountDataSource'
import type { ChainAdapter, SendParameters } from '../adapters/types'
import { MESSAGES } from '../shared/errors/catalogue'
import { UNTRUSTED_TEXT_MAX } from '../shared/errors/describeUntrusted'
import { UnknownWalletError, UserRejectedRequestError } from '../shared/errors/errors'
import type { LatchError } from '../shared/errors/LatchError'
import { createMemoryAdapter, testConnector, testNetworks } from '../testing/memoryAdapter'
import { createLatch } from './createLatch'

const USDC: TokenBalance = {
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: 'eip155:1',
  address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  decimals: 6,
  quantity: { decimals: '6', numeric: '250' },
}
const ZERO_DECIMALS: TokenBalance = {
  ...USDC,
  symbol: 'Z',
  address: '0x1',
  decimals: 0,
  quantity: { decimals: '0', numeric: '3' },
}

/** The in-memory adapter plus a send and an RPC-style account data source, as a chain adapter has. */
function sendingAdapter(options: { tokens: () => Promise<TokenBalance[]>; fails?: () => unknown }) {
  const base = createMemoryAdapter({
    namespace: 'eip155',
    connectors: [testConnector('eip155', 'io.metamask')],
    accounts: { 'io.metamask': [{ address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' }] },
    balance: 10n ** 18n,
  })
  const sent: SendParameters[] = []
  const adapter: ChainAdapter = {
    ...base.adapter,
    async send(params) {
      sent.push(params)
      if (options.fails) throw options.fails()
      return { hash: `0xhash${sent.length}` }
    },
    accountData: {
      getTokenBalances: () => options.tokens(),
      getActivity: async () => ({ items: [] }),
    },
  }
  return { adapter, sent, emit: base.emit }
}

async function connectedLatch(tokens: () => Promise<TokenBalance[]>, fails?: () => unknown) {
  const { adapter, sent, emit } = sendingAdapter(fails ? { tokens, fails } : { tokens })
  const latch = createLatch({ adapters: [adapter], networks: [testNetworks.ethereum] })
  latch.mount()
  await latch.ready()
  await latch.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
  return { latch, sent, emit }
}

describe('send through createLatch', () => {
  it('the send form lists the account token balances from the data layer, dropping decimals "0" tokens', async () => {
    const { latch } = await connectedLatch(async () => [USDC, ZERO_DECIMALS])
    await latch.send.fetchTokenBalances()
    expect(latch.getState().send.tokenBalances.map((t) => t.symbol)).toEqual(['USDC'])
  })

  it('a token balance failure shows "Token Balance Unavailable" once and blocks retries for 30 s', async () => {
    let calls = 0
    const { latch } = await connectedLatch(async () => {
      calls++
      throw new Error('rpc down')
    })
    await latch.send.fetchTokenBalances()
    await latch.send.fetchTokenBalances()
    expect(calls).toBe(1)
    expect(latch.getState().snack.message).toBe('Token Balance Unavailable')
    expect(latch.getState().accountData.lastRetry).toBeTypeOf('number')
    // the send form's retry time is the Tokens tab's: one failure, recorded once (SPEC §3, §8)
    expect(latch.getState().send.lastRetry).toBe(latch.getState().accountData.lastRetry)
  })

  it('the send form and the Tokens tab read one cache: one request, one list, whichever loads first', async () => {
    let calls = 0
    const { latch } = await connectedLatch(async () => {
      calls++
      return [USDC]
    })
    await latch.accountData.fetchTokenBalances()
    await latch.send.fetchTokenBalances()
    expect(calls).toBe(1)
    expect(latch.getState().send.tokenBalances).toEqual(latch.getState().accountData.tokenBalances)
  })

  it('balances the app read with the modal never opened are dropped when the wallet moves to another account', async () => {
    const { latch, emit } = await connectedLatch(async () => [USDC])
    await latch.accountData.fetchTokenBalances()
    expect(latch.getState().accountData.tokenBalances).toEqual([USDC])
    emit({
      type: 'accountsChanged',
      connectorId: 'io.metamask',
      accounts: [{ address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC' }],
    })
    await vi.waitFor(() =>
      expect(latch.getAccount().address).toBe('0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'),
    )
    await vi.waitFor(() => expect(latch.getState().accountData.tokenBalances).toEqual([]))
  })

  it('a successful send is tracked as a pending transaction in Activity, with the exact amount sent written as history writes it', async () => {
    const { latch, sent } = await connectedLatch(async () => [USDC])
    latch.send.setToken(USDC)
    latch.send.setTokenAmount(' 012.3456780 ')
    latch.send.setReceiverAddress('0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC')
    const { hash } = await latch.send.send()
    expect(sent[0]?.amount).toBe(12_345_678n)
    const pending = latch.getState().accountData.pendingTransactions
    expect(pending).toHaveLength(1)
    expect(pending[0]?.id).toBe(hash)
    expect(pending[0]?.metadata.status).toBe('pending')
    expect(pending[0]?.transfers[0]).toMatchObject({
      direction: 'out',
      symbol: 'USDC',
      amount: '12.345678',
      to: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
      tokenAddress: USDC.address,
    })
  })

  it('a refused send records no pending transaction', async () => {
    const { latch, sent } = await connectedLatch(async () => [USDC])
    latch.send.setToken(USDC)
    latch.send.setReceiverAddress('0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC')
    await expect(latch.send.send()).rejects.toThrow('An amount and receiver address are required')
    expect(sent).toHaveLength(0)
    expect(latch.getState().accountData.pendingTransactions).toHaveLength(0)
  })

  it.each([
    [
      'a message getter that throws',
      () =>
        Object.defineProperty(new Error('x'), 'message', {
          get() {
            throw new TypeError('message getter')
          },
        }),
      UnknownWalletError,
    ],
    [
      'a code getter that throws',
      () =>
        Object.defineProperty({}, 'code', {
          get() {
            throw new TypeError('code getter')
          },
        }),
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
      'a Proxy whose traps throw',
      () =>
        new Proxy(
          {},
          {
            get: () => {
              throw new TypeError('trap')
            },
            getPrototypeOf: () => {
              throw new TypeError('trap')
            },
          },
        ),
      UnknownWalletError,
    ],
  ])(
    'a wallet error with %s comes out of send() typed, for the review view to show (no toast)',
    async (_name, thrown, type) => {
      const { latch } = await connectedLatch(async () => [USDC], thrown)
      latch.send.setToken(USDC)
      latch.send.setTokenAmount('1')
      latch.send.setReceiverAddress('0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC')
      const error = await latch.send.send().catch((e: unknown) => e)
      expect(error).toBeInstanceOf(type)
      expect((error as LatchError).shortMessage).not.toBe('')
      expect(latch.getState().snack.open).toBe(false)
      expect(latch.getState().send.loading).toBe(false)
    },
  )

  it('a wallet error message of a megabyte is cut in the error, whose short message is the catalogue one', async () => {
    const { latch } = await connectedLatch(
      async () => [USDC],
      () => ({ code: -32603, message: 'x'.repeat(1_000_000) }),
    )
    latch.send.setToken(USDC)
    latch.send.setTokenAmount('1')
    latch.send.setReceiverAddress('0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC')
    const error = (await latch.send.send().catch((e: unknown) => e)) as LatchError
    expect(error).toBeInstanceOf(UnknownWalletError)
    expect(error.details?.length).toBe(UNTRUSTED_TEXT_MAX)
    expect(error.message.length).toBeLessThan(UNTRUSTED_TEXT_MAX + 100)
    expect(error.shortMessage).toBe(MESSAGES.unknownWalletError)
  })
})
