import fc from 'fast-check'
import { proxy, snapshot } from 'valtio/vanilla'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { TokenBalance } from '../../adapters/AccountDataSource'
import type { ChainAdapter, SendParameters } from '../../adapters/types'
import { createEventsController } from '../../kernel/events/createEventsController'
import type { EventsState } from '../../kernel/events/types'
import { createRouterController } from '../../kernel/router/createRouterController'
import type { RouterState } from '../../kernel/router/types'
import { fromBase58, toBase58 } from '../../shared/encoding/base58'
import { MESSAGES } from '../../shared/errors/catalogue'
import { UserRejectedRequestError, ValidationError } from '../../shared/errors/errors'
import type { CaipNetwork, ChainNamespace } from '../../shared/networks/types'
import { createInitialSendState } from './createInitialSendState'
import { createSendController } from './createSendController'
import { SEND_MESSAGES } from './sendMessages'
import {
  eth,
  FROM,
  hardhat,
  network,
  SOL_FROM,
  SOL_TO,
  sol,
  solanaLocal,
  TO,
  usdt,
} from './testing/sendFixtures'
import type { SendAccount, SendEventName, SendState } from './types'

const stacksMainnet = network('stacks', '1')

/**
 * A small in-memory chain: balances per (token, address) in base units; `send` moves value and
 * returns a hash. It stands in for a wallet, which cannot run inside a unit test.
 */
function memoryAdapter(namespace: ChainNamespace, balances: Record<string, bigint> = {}, fee?: bigint) {
  const sent: SendParameters[] = []
  const feeAsked: SendParameters[] = []
  let failWith: unknown
  let gate: Promise<void> = Promise.resolve()
  const key = (token: string, address: string) => `${token}:${address}`
  const adapter: ChainAdapter = {
    namespace,
    init: () => {},
    getConnectors: () => [],
    connect: async () => ({ accounts: [], caipNetworkId: `${namespace}:1` }),
    reconnect: async () => null,
    disconnect: async () => {},
    switchNetwork: async () => {},
    getBalance: async () => ({ value: 0n, decimals: 18, symbol: 'NAT' }),
    signMessage: async () => '0x',
    request: async () => null,
    subscribe: () => () => {},
    ...(fee === undefined
      ? {}
      : {
          async estimateFee(params: SendParameters) {
            feeAsked.push(params)
            return fee
          },
        }),
    async send(params) {
      await gate
      if (failWith !== undefined) throw failWith
      const token = params.token.address ?? 'native'
      const from = balances[key(token, params.from)] ?? 0n
      if (from < params.amount) throw new Error('insufficient funds')
      balances[key(token, params.from)] = from - params.amount
      balances[key(token, params.to)] = (balances[key(token, params.to)] ?? 0n) + params.amount
      sent.push(params)
      return { hash: `0x${sent.length.toString(16).padStart(64, '0')}` }
    },
  }
  return {
    adapter,
    sent,
    feeAsked,
    balances,
    key,
    failNextWith(error: unknown) {
      failWith = error
    },
    hold() {
      let release = () => {}
      gate = new Promise((resolve) => {
        release = resolve
      })
      return release
    },
  }
}

function setup(
  options: {
    network?: CaipNetwork
    account?: SendAccount | undefined
    withAdapter?: boolean
    fee?: bigint
    names?: Record<string, string>
    profiles?: Record<string, { name: string | null; avatar: string | null }>
  } = {},
) {
  const active = options.network ?? hardhat
  const evm = memoryAdapter(
    'eip155',
    {
      [`native:${FROM}`]: 10n ** 19n,
      [`${usdt.address}:${FROM}`]: 100_500_000n,
    },
    options.fee,
  )
  const solana = memoryAdapter('solana', { [`native:${SOL_FROM}`]: 2_000_000_000n }, options.fee)
  const adapters: Partial<Record<ChainNamespace, ChainAdapter>> =
    options.withAdapter === false ? {} : { eip155: evm.adapter, solana: solana.adapter }
  const state: SendState = proxy(createInitialSendState())
  // The instance's own router and events controllers; toasts are recorded as they are asked for.
  const routerState: RouterState = proxy({
    view: 'WalletSendPreview',
    history: ['Account', 'WalletSend', 'WalletSendPreview'],
    data: {},
    transition: 'next',
  })
  const router = createRouterController(routerState, { isConnected: () => true, close: () => {} }).actions
  const eventsState: EventsState = proxy({ items: [] })
  const eventsController = createEventsController(eventsState, { now: () => Date.now() })
  const events: { event: SendEventName; properties: Record<string, unknown> | undefined }[] = []
  eventsController.actions.watch((e) =>
    events.push({ event: e.event as SendEventName, properties: e.properties }),
  )
  const toasts: string[] = []
  const defaultAccount: SendAccount =
    active.chainNamespace === 'solana'
      ? { namespace: 'solana', address: SOL_FROM, connectorId: 'phantom' }
      : { namespace: active.chainNamespace, address: FROM, connectorId: 'io.metamask' }
  const account = 'account' in options ? options.account : defaultAccount
  const send = createSendController(state, {
    getActiveAccount: () => account,
    getActiveNetwork: () => active,
    getAdapter: (namespace) => adapters[namespace],
    router,
    events: eventsController.actions,
    snack: { showError: (message) => toasts.push(message) },
    ...(options.names
      ? { resolveName: async (name: string) => options.names?.[name.toLowerCase()] ?? null }
      : {}),
    ...(options.profiles ? { lookupProfile: async (address: string) => options.profiles?.[address] } : {}),
  }).actions
  return { state, send, evm, solana, routerState, events, toasts }
}

const rejectionOf = async (promise: Promise<unknown>): Promise<ValidationError> => {
  try {
    await promise
  } catch (error) {
    if (error instanceof ValidationError) return error
    throw error
  }
  throw new Error('expected a ValidationError')
}

describe('send state (SPEC §3)', () => {
  it('has exactly the SPEC fields, plus the fee estimate, who pays it, whether it is being estimated and the name lookup flag', () => {
    expect(Object.keys(createInitialSendState()).sort()).toEqual(
      [
        'fee',
        'feeSponsored',
        'feeEstimating',
        'receiverResolving',
        'token',
        'sendTokenAmount',
        'receiverAddress',
        'receiverProfileImageUrl',
        'receiverProfileName',
        'networkBalanceInUSD',
        'loading',
        'tokenBalances',
        'lastRetry',
      ].sort(),
    )
  })
})

describe('send validation (SPEC §5), checked before anything is sent', () => {
  it('send needs an amount and receiver address', async () => {
    for (const [amount, receiver] of [
      [undefined, TO],
      ['1', undefined],
      ['', TO],
      ['1', '  '],
    ] as const) {
      const { send, evm, state, events, toasts } = setup()
      send.setToken(eth)
      send.setTokenAmount(amount)
      send.setReceiverAddress(receiver)
      const error = await rejectionOf(send.send())
      expect(error.shortMessage).toBe('An amount and receiver address are required')
      expect(evm.sent).toEqual([])
      expect(state.loading).toBe(false)
      expect(events).toEqual([])
      // errors once: the form shows it where Send was pressed, no toast
      expect(toasts).toEqual([])
    }
  })

  it('send needs a token', async () => {
    const { send, evm } = setup()
    send.setTokenAmount('1')
    send.setReceiverAddress(TO)
    expect((await rejectionOf(send.send())).shortMessage).toBe('A token is required')
    expect(evm.sent).toEqual([])
  })

  it('only eip155 and solana chains can send, else "Unsupported chain"', async () => {
    const { send } = setup({
      network: stacksMainnet,
      account: { namespace: 'stacks', address: 'SP1', connectorId: 'x' },
    })
    send.setToken({ ...eth, chainId: 'stacks:1' })
    send.setTokenAmount('1')
    send.setReceiverAddress(TO)
    expect((await rejectionOf(send.send())).shortMessage).toBe('Unsupported chain')
  })

  it('a namespace without a sending adapter is an unsupported chain', async () => {
    const { send } = setup({ withAdapter: false })
    send.setToken(eth)
    send.setTokenAmount('1')
    send.setReceiverAddress(TO)
    expect((await rejectionOf(send.send())).shortMessage).toBe(MESSAGES.unsupportedChain)
  })

  it('rejects amounts that are malformed, have too many decimals, are zero or exceed the balance', async () => {
    for (const [amount, message] of [
      ['abc', 'Amount is not a decimal number'],
      ['1.0000001', 'Amount has more decimal places than the token allows'],
      ['-1', 'Amount must not be negative'],
      ['0', SEND_MESSAGES.amountNotPositive],
      ['100.500001', SEND_MESSAGES.insufficientBalance],
    ] as const) {
      const { send, evm, state } = setup()
      send.setToken(usdt)
      send.setTokenAmount(amount)
      send.setReceiverAddress(TO)
      expect((await rejectionOf(send.send())).shortMessage, amount).toBe(message)
      expect(evm.sent).toEqual([])
      expect(state.sendTokenAmount).toBe(amount)
    }
  })

  it('rejects a receiver that is not an address of the chain, and a missing account', async () => {
    const bad = setup()
    bad.send.setToken(eth)
    bad.send.setTokenAmount('1')
    bad.send.setReceiverAddress(SOL_TO)
    expect((await rejectionOf(bad.send.send())).shortMessage).toBe(SEND_MESSAGES.invalidReceiver)
    const disconnected = setup({ account: undefined })
    disconnected.send.setToken(eth)
    disconnected.send.setTokenAmount('1')
    disconnected.send.setReceiverAddress(TO)
    expect((await rejectionOf(disconnected.send.send())).shortMessage).toBe(SEND_MESSAGES.notConnected)
  })

  it('refuses an EVM receiver whose mixed case breaks its EIP-55 checksum, and a Solana receiver that is not a 32-byte key, before anything is sent', async () => {
    // TO with the case of one letter changed: the same bytes, but a typo by EIP-55.
    const typo = TO.replace('C51812dc', 'c51812dc')
    for (const receiver of [typo, `${TO.slice(0, 10)}${TO.slice(10).replace('d', 'D')}`]) {
      const { send, evm, events, toasts, state } = setup()
      send.setToken(eth)
      send.setTokenAmount('1')
      send.setReceiverAddress(receiver)
      const error = await rejectionOf(send.send())
      expect(error).toMatchObject({
        code: 'INVALID_CHECKSUM',
        shortMessage: SEND_MESSAGES.invalidReceiverChecksum,
      })
      expect(error.details).toContain(receiver)
      expect(toasts).toEqual([])
      expect(evm.sent).toEqual([])
      expect(events.map((e) => e.event)).not.toContain('SEND_INITIATED')
      expect(state).toMatchObject({ loading: false, receiverAddress: receiver })
    }
    for (const receiver of [TO.toLowerCase(), `0x${TO.slice(2).toUpperCase()}`]) {
      const { send, evm } = setup()
      send.setToken(eth)
      send.setTokenAmount('1')
      send.setReceiverAddress(receiver)
      await send.send()
      expect(evm.sent.map((p) => p.to)).toEqual([receiver])
    }
    // Base58 of 33 and 31 bytes: the right alphabet and length for a key, but not a key.
    const key = fromBase58(SOL_TO)
    for (const receiver of [toBase58(Uint8Array.of(...key, 7)), toBase58(key.slice(1))]) {
      const { send, solana } = setup({ network: solanaLocal })
      send.setToken(sol)
      send.setTokenAmount('0.5')
      send.setReceiverAddress(receiver)
      expect(await rejectionOf(send.send())).toMatchObject({
        code: 'INVALID_RECEIVER',
        shortMessage: SEND_MESSAGES.invalidReceiver,
      })
      expect(solana.sent).toEqual([])
    }
  })

  it('rejects a token of another network', async () => {
    const { send } = setup()
    send.setToken({ ...usdt, chainId: 'eip155:1' })
    send.setTokenAmount('1')
    send.setReceiverAddress(TO)
    expect((await rejectionOf(send.send())).code).toBe('TOKEN_NETWORK_MISMATCH')
  })
})

describe('sending a token (SPEC §4)', () => {
  it('loading is true while the chain send runs, then every send field resets and loading is false', async () => {
    const { send, state, evm } = setup()
    send.setToken(usdt)
    send.setTokenAmount('12.5')
    send.setReceiverAddress(TO)
    send.setReceiverProfile({ name: 'bob.reown.id', imageUrl: 'https://img.example/bob.png' })
    send.setNetworkBalanceInUSD('30000.00')
    send.setTokenBalances([eth, usdt])
    const release = evm.hold()
    const pending = send.send()
    expect(state.loading).toBe(true)
    release()
    await pending
    expect(snapshot(state)).toEqual(createInitialSendState())
  })

  it('an ERC20 send transfers base units computed from the token decimals and navigates to Account', async () => {
    const { send, evm, routerState, events } = setup()
    send.setToken(usdt)
    send.setTokenAmount('12.5')
    send.setReceiverAddress(TO)
    const { hash } = await send.send()
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(evm.sent).toHaveLength(1)
    expect(evm.sent[0]).toMatchObject({ from: FROM, to: TO, amount: 12_500_000n, connectorId: 'io.metamask' })
    expect(evm.sent[0]?.token).toEqual({ symbol: 'USDT', decimals: 6, name: 'Tether', address: usdt.address })
    expect(evm.balances[evm.key(usdt.address!, TO)]).toBe(12_500_000n)
    expect(routerState.view).toBe('Account')
    expect(routerState.history).toEqual(['Account'])
    expect(events.map((e) => e.event)).toEqual(['SEND_INITIATED', 'SEND_SUCCESS'])
    expect(events[1]?.properties).toMatchObject({ network: 'eip155:31337', token: usdt.address, hash })
  })

  it('a Solana send navigates to Account', async () => {
    const { send, solana, routerState } = setup({ network: solanaLocal })
    send.setToken(sol)
    send.setTokenAmount('0.25')
    send.setReceiverAddress(SOL_TO)
    await send.send()
    expect(solana.sent[0]).toMatchObject({ to: SOL_TO, amount: 250_000_000n })
    expect(solana.sent[0]?.token.address).toBeUndefined()
    expect(routerState.view).toBe('Account')
  })

  it('a native EVM send also ends on Account, replacing the view when Account is not in the history', async () => {
    const { send, evm, routerState } = setup()
    routerState.history = ['WalletSendPreview']
    send.setToken(eth)
    send.setTokenAmount('1.5')
    send.setReceiverAddress(TO)
    await send.send()
    expect(evm.sent[0]?.amount).toBe(1_500_000_000_000_000_000n)
    expect(routerState.view).toBe('Account')
    expect(routerState.history).toEqual(['Account'])
  })

  it('a failed send clears loading, keeps the form, tracks SEND_ERROR and rethrows the normalised error for the review view to show (no toast)', async () => {
    const { send, state, evm, events, toasts, routerState } = setup()
    send.setToken(usdt)
    send.setTokenAmount('1')
    send.setReceiverAddress(TO)
    evm.failNextWith({ code: 4001, message: 'User rejected the request.' })
    await expect(send.send()).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(state.loading).toBe(false)
    expect(state.sendTokenAmount).toBe('1')
    expect(events.map((e) => e.event)).toEqual(['SEND_INITIATED', 'SEND_ERROR'])
    expect(toasts).toEqual([])
    expect(routerState.view).toBe('WalletSendPreview')
  })

  it('a second send while one is in flight is refused and sends nothing twice', async () => {
    const { send, evm } = setup()
    send.setToken(usdt)
    send.setTokenAmount('1')
    send.setReceiverAddress(TO)
    const release = evm.hold()
    const first = send.send()
    expect((await rejectionOf(send.send())).code).toBe('SEND_IN_PROGRESS')
    release()
    await first
    expect(evm.sent).toHaveLength(1)
  })
})

describe('token balances for sending', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.setSystemTime(1_800_000_000_000)
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('the token list drops tokens whose decimals is the string "0"', () => {
    const { send, state } = setup()
    send.setTokenBalances([eth, { ...usdt, quantity: { decimals: '0', numeric: '3' } }, sol])
    expect(state.tokenBalances.map((t) => t.symbol)).toEqual(['ETH', 'SOL'])
  })

  it('never keeps a token icon or receiver avatar that is not safe in an <img>', () => {
    const { send, state } = setup()
    const html = 'data:text/html,<script>alert(1)</script>'
    send.setTokenBalances([{ ...eth, iconUrl: html, logoUri: 'https://cdn.example/eth.png' }])
    send.setToken({ ...usdt, iconUrl: 'javascript:alert(1)' })
    send.setReceiverProfile({ name: 'bob.reown.id', imageUrl: 'javascript:alert(1)' })
    expect(state.tokenBalances.map((t) => [t.iconUrl, t.logoUri])).toEqual([
      [undefined, 'https://cdn.example/eth.png'],
    ])
    expect(state.token?.iconUrl).toBeUndefined()
    expect(state.receiverProfileImageUrl).toBeUndefined()
    send.setReceiverProfile({ name: 'bob.reown.id', imageUrl: 'https://cdn.example/bob.png' })
    expect(state.receiverProfileImageUrl).toBe('https://cdn.example/bob.png')
  })

  it("lists the account's token balances as the data layer holds them, with its retry time, loading nothing itself", async () => {
    const state: SendState = proxy(createInitialSendState())
    const held = { tokens: [] as TokenBalance[], lastRetry: 1_800_000_000_000 as number | undefined }
    let fetches = 0
    const send = createSendController(state, {
      getActiveAccount: () => undefined,
      getActiveNetwork: () => hardhat,
      getAdapter: () => undefined,
      router: { replace: () => {}, goBackTo: () => true },
      events: { track: () => {} },
      snack: { showError: () => {} },
      tokenBalances: {
        fetch: async () => {
          fetches++
        },
        read: () => held,
      },
    }).actions
    await send.fetchTokenBalances()
    expect(fetches).toBe(1)
    expect(state.tokenBalances).toEqual([])
    expect(state.lastRetry).toBe(1_800_000_000_000)
    held.tokens = [
      eth,
      usdt,
      { ...usdt, symbol: 'Z', decimals: 0, quantity: { decimals: '0', numeric: '1' } },
    ]
    held.lastRetry = undefined
    await send.fetchTokenBalances()
    expect(state.tokenBalances.map((t) => t.symbol)).toEqual(['ETH', 'USDT'])
    expect(state.lastRetry).toBeUndefined()
  })
})

describe('a send form that helps', () => {
  const FEE = 21_000n * 2_000_000_000n

  it('Max of the native currency is the balance minus the estimated fee, in exact base units', async () => {
    const { send, state, evm } = setup({ fee: FEE })
    send.setToken(eth)
    const max = await send.setMaxAmount()
    expect(max).toBe(10n ** 19n - FEE)
    expect(state.sendTokenAmount).toBe('9.999958')
    expect(state.fee).toBe(FEE)
    // The fee is asked for the chosen token from the active account; no receiver yet: to itself.
    expect(evm.feeAsked[0]).toMatchObject({ from: FROM, to: FROM, amount: 1n })
    expect(evm.feeAsked[0]?.token.address).toBeUndefined()
    send.setReceiverAddress(TO)
    expect(send.check().ready).toBe(true)
    await send.send()
    expect(evm.sent[0]?.amount).toBe(10n ** 19n - FEE)
  })

  it('Max of a token is its whole balance (the fee is paid in the native currency)', async () => {
    const { send, state, evm } = setup({ fee: FEE })
    send.setToken(usdt)
    expect(await send.setMaxAmount()).toBe(100_500_000n)
    expect(state.sendTokenAmount).toBe('100.5')
    expect(evm.feeAsked).toEqual([])
  })

  it('Max is never negative: a native balance below the fee gives 0', async () => {
    const { send, state } = setup({ fee: 2n * 10n ** 19n })
    send.setToken(eth)
    expect(await send.setMaxAmount()).toBe(0n)
    expect(state.sendTokenAmount).toBe('0')
    send.setReceiverAddress(TO)
    expect(send.check()).toMatchObject({
      ready: false,
      field: 'amount',
      message: SEND_MESSAGES.amountNotPositive,
    })
  })

  it('Max without a fee estimate (the adapter cannot estimate) is the whole balance, and no fee is shown', async () => {
    const { send, state } = setup()
    expect(await send.setMaxAmount()).toBeUndefined()
    send.setToken(eth)
    expect(await send.setMaxAmount()).toBe(10n ** 19n)
    expect(state).toMatchObject({ fee: undefined, sendTokenAmount: '10' })
  })

  it('checks the form as the user types: nothing shown while empty, each field its own message, ready only when the send would pass', async () => {
    const { send } = setup({ fee: FEE })
    send.setToken(eth)
    expect(send.check()).toEqual({ ready: false })
    send.setTokenAmount('1.0000000000000000001')
    expect(send.check()).toMatchObject({
      ready: false,
      field: 'amount',
      message: 'Amount has more decimal places than the token allows',
    })
    send.setTokenAmount('11')
    expect(send.check()).toMatchObject({ field: 'amount', message: SEND_MESSAGES.insufficientBalance })
    send.setTokenAmount('1')
    expect(send.check()).toEqual({ ready: false })
    send.setReceiverAddress(TO.replace('C51812dc', 'c51812dc'))
    expect(send.check()).toMatchObject({
      field: 'receiver',
      code: 'INVALID_CHECKSUM',
      message: SEND_MESSAGES.invalidReceiverChecksum,
    })
    send.setReceiverAddress('0x1234')
    expect(send.check()).toMatchObject({ field: 'receiver', message: SEND_MESSAGES.invalidReceiver })
    send.setReceiverAddress(TO)
    expect(send.check().ready).toBe(true)
    // With the fee known, the whole balance of the native currency cannot also pay the fee.
    await send.estimateFee()
    send.setTokenAmount('10')
    expect(send.check()).toMatchObject({ field: 'amount', message: SEND_MESSAGES.insufficientForFee })
  })

  it('feeEstimating is true while any of overlapping estimates is in flight, whatever order they end in', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc
          .integer({ min: 1, max: 5 })
          .chain((count) =>
            fc.tuple(fc.constant(count), fc.shuffledSubarray([...Array(count).keys()], { minLength: count })),
          ),
        async ([count, endOrder]) => {
          const { send, state, evm } = setup({ fee: 21_000n })
          send.setToken(eth)
          const answers: (() => void)[] = []
          evm.adapter.estimateFee = () =>
            new Promise<bigint>((resolve) => answers.push(() => resolve(21_000n)))
          expect(state.feeEstimating).toBe(false)
          const estimates: Promise<unknown>[] = []
          for (let i = 0; i < count; i += 1) {
            estimates.push(send.estimateFee())
            // each estimate reaches the adapter before the next starts (the receiver typed on)
            await vi.waitFor(() => expect(answers).toHaveLength(i + 1), { interval: 1 })
          }
          for (const [ended, index] of endOrder.entries()) {
            expect(state.feeEstimating).toBe(true)
            answers[index]!()
            await estimates[index]
            expect(state.feeEstimating).toBe(ended < count - 1)
          }
          expect(state.fee).toBe(21_000n)
        },
      ),
      { numRuns: 40 },
    )
  })

  it('marks an invalid amount and an invalid receiver together, each with its own message, not one after the other', () => {
    const { send } = setup()
    send.setToken(eth)
    send.setTokenAmount('11')
    send.setReceiverAddress('0x1234')
    expect(send.check()).toMatchObject({
      ready: false,
      fields: {
        amount: { message: SEND_MESSAGES.insufficientBalance, code: 'INSUFFICIENT_BALANCE' },
        receiver: { message: SEND_MESSAGES.invalidReceiver, code: 'INVALID_RECEIVER' },
      },
    })
    // a receiver of only spaces and an amount over the balance: both named too
    send.setReceiverAddress('   ')
    expect(send.check()).toMatchObject({
      fields: {
        amount: { code: 'INSUFFICIENT_BALANCE' },
        receiver: { message: SEND_MESSAGES.invalidReceiver, code: 'INVALID_RECEIVER' },
      },
    })
    // the amount fixed: only the receiver stays marked
    send.setTokenAmount('1')
    send.setReceiverAddress('0x1234')
    const check = send.check()
    expect(check.ready === false && check.fields).toEqual({
      receiver: { message: SEND_MESSAGES.invalidReceiver, code: 'INVALID_RECEIVER' },
    })
  })

  it('a receiver typed before an amount is checked alone; on Stacks the form says "Unsupported chain"', () => {
    const { send } = setup()
    send.setToken(eth)
    send.setReceiverAddress(SOL_TO)
    expect(send.check()).toMatchObject({ field: 'receiver', message: SEND_MESSAGES.invalidReceiver })
    const stacks = setup({
      network: stacksMainnet,
      account: { namespace: 'stacks', address: 'SP1', connectorId: 'x' },
    })
    stacks.send.setTokenAmount('1')
    expect(stacks.send.check()).toMatchObject({ ready: false, message: MESSAGES.unsupportedChain })
  })

  it('the native token is the default and its USD value is networkBalanceInUSD (SPEC §3)', () => {
    const { send, state } = setup()
    send.setTokenBalances([usdt, { ...eth, price: '3000', value: '30000' }])
    expect(state.token?.symbol).toBe('ETH')
    expect(state.networkBalanceInUSD).toBe('30000')
    send.setToken(usdt)
    send.setTokenBalances([usdt, eth])
    expect(state.token?.symbol).toBe('USDT')
    expect(state.networkBalanceInUSD).toBeUndefined()
  })

  it('a chosen token follows fresh balances: a deposit that lands after the choice lets the form send it', () => {
    const { send, state } = setup()
    const empty = { ...eth, quantity: { decimals: '18', numeric: '0' } }
    send.setTokenBalances([empty, usdt])
    send.setToken(empty)
    send.setTokenAmount('2')
    send.setReceiverAddress(TO)
    expect(send.check()).toMatchObject({ ready: false, field: 'amount' })
    send.setTokenBalances([{ ...eth, quantity: { decimals: '18', numeric: '10' } }, usdt])
    expect(state.token?.quantity.numeric).toBe('10')
    expect(send.check()).toMatchObject({ ready: true })
  })

  it('a receiver typed as a name resolves to its address: receiverProfileName and receiverProfileImageUrl are set (SPEC §3)', async () => {
    const { send, state, evm } = setup({
      names: { 'bob.reown.id': TO },
      profiles: { [TO]: { name: 'bob.reown.id', avatar: 'https://img.example/bob.png' } },
    })
    send.setToken(eth)
    send.setTokenAmount('1')
    const pending = send.setReceiver('bob.reown.id')
    expect(state.receiverResolving).toBe(true)
    expect(send.check().ready).toBe(false)
    await pending
    expect(state).toMatchObject({
      receiverAddress: TO,
      receiverProfileName: 'bob.reown.id',
      receiverProfileImageUrl: 'https://img.example/bob.png',
      receiverResolving: false,
    })
    await send.send()
    expect(evm.sent[0]?.to).toBe(TO)
  })

  it('an unknown name stays as typed and fails the address check; a typed address gets its owner profile; a later input wins', async () => {
    const { send, state } = setup({
      names: { 'bob.reown.id': TO },
      profiles: { [TO]: { name: 'bob.reown.id', avatar: 'javascript:alert(1)' } },
    })
    send.setToken(eth)
    send.setTokenAmount('1')
    await send.setReceiver('nobody.reown.id')
    expect(state).toMatchObject({ receiverAddress: 'nobody.reown.id', receiverProfileName: undefined })
    expect(send.check()).toMatchObject({ field: 'receiver', message: SEND_MESSAGES.invalidReceiver })
    await send.setReceiver(TO)
    expect(state).toMatchObject({ receiverProfileName: 'bob.reown.id', receiverProfileImageUrl: undefined })
    const first = send.setReceiver('bob.reown.id')
    const second = send.setReceiver(SOL_TO)
    await Promise.all([first, second])
    expect(state).toMatchObject({
      receiverAddress: SOL_TO,
      receiverProfileName: undefined,
      receiverResolving: false,
    })
  })
})
