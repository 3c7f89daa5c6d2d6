import { proxy } from 'valtio/vanilla'
import { describe, expect, it, vi } from 'vitest'
import type { ChainAdapter, SendParameters } from '../../adapters/types'
import type { CaipNetwork, CaipNetworkId } from '../../shared/networks/types'
import type { AuthSmartAccount } from '../auth/provider/types'
import { createInitialSendState } from './createInitialSendState'
import { createSendController } from './createSendController'
import { SPONSOR_WAIT_MS } from './isSendSponsored'
import { SEND_MESSAGES } from './sendMessages'
import { eth, FROM, hardhat, SOL_FROM, SOL_TO, sol, solanaLocal, TO, usdt } from './testing/sendFixtures'
import type { SendAccount, SendState } from './types'

// The send form of the embedded wallet's smart account whose gas the app's paymaster pays: no fee
// of the account's is kept out of the balance, and the state says the app pays.

const FEE = 21_000n * 2_000_000_000n
const BALANCE = 10n ** 19n
const SMART: AuthSmartAccount = {
  implementation: '0x882dd049E323AfA9F98d5553f2d267E5c084Daeb',
  delegated: true,
  sponsored: true,
}

/** An in-memory chain of one namespace: its balances move on send; its fee estimate is `FEE`. */
function memoryChain(namespace: 'eip155' | 'solana', from: string) {
  const balances = new Map<string, bigint>([[`native:${from}`, BALANCE]])
  const feeAsked: SendParameters[] = []
  const sent: SendParameters[] = []
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
    async estimateFee(params) {
      feeAsked.push(params)
      return FEE
    },
    async send(params) {
      const key = (address: string) => `${params.token.address ?? 'native'}:${address}`
      const held = balances.get(key(params.from)) ?? 0n
      if (held < params.amount) throw new Error('insufficient funds')
      balances.set(key(params.from), held - params.amount)
      balances.set(key(params.to), (balances.get(key(params.to)) ?? 0n) + params.amount)
      sent.push(params)
      return { hash: `0x${'1'.padStart(64, '0')}` }
    },
  }
  return { adapter, balances, feeAsked, sent }
}

/**
 * The send controller of an account on `network`, its smart account described by `describe`
 * (the auth provider's `describeSmartAccount`), each question recorded in `asked`.
 */
function setup(options: {
  describe: (caipNetworkId: CaipNetworkId) => Promise<AuthSmartAccount | undefined>
  connectorId?: string
  network?: CaipNetwork
}) {
  const network = options.network ?? hardhat
  const from = network.chainNamespace === 'solana' ? SOL_FROM : FROM
  const chain = memoryChain(network.chainNamespace === 'solana' ? 'solana' : 'eip155', from)
  const account: SendAccount = {
    namespace: network.chainNamespace,
    address: from,
    connectorId: options.connectorId ?? 'ID_AUTH',
  }
  const asked: CaipNetworkId[] = []
  const state: SendState = proxy(createInitialSendState())
  const send = createSendController(state, {
    getActiveAccount: () => account,
    getActiveNetwork: () => network,
    getAdapter: (namespace) => (namespace === chain.adapter.namespace ? chain.adapter : undefined),
    router: { replace: () => {}, goBackTo: () => false },
    events: { track: () => {} },
    snack: { showError: () => {} },
    auth: {
      provider: {
        describeSmartAccount: ({ caipNetworkId }) => {
          asked.push(caipNetworkId)
          return options.describe(caipNetworkId)
        },
      },
    },
  }).actions
  return { state, send, chain, asked }
}

describe('the send form of a smart account whose gas the app pays', () => {
  it('keeps no fee out: the whole native balance passes the checks, Max is the whole balance, and it is sent exactly', async () => {
    const { state, send, chain, asked } = setup({ describe: async () => SMART })
    send.setToken(eth)
    expect(await send.estimateFee()).toBeUndefined()
    expect(state).toMatchObject({ fee: undefined, feeSponsored: true })
    // the adapter's ETH fee is not asked: the account pays none
    expect(chain.feeAsked).toEqual([])
    expect(asked).toEqual([hardhat.caipNetworkId])
    send.setTokenAmount('10')
    send.setReceiverAddress(TO)
    const check = send.check()
    expect(check.ready).toBe(true)
    expect(check).not.toMatchObject({ code: 'INSUFFICIENT_FOR_FEE' })
    send.setTokenAmount(undefined)
    expect(await send.setMaxAmount()).toBe(BALANCE)
    expect(state.sendTokenAmount).toBe('10')
    expect(state.feeSponsored).toBe(true)
    await send.send()
    expect(chain.sent[0]?.amount).toBe(BALANCE)
    expect(chain.balances.get(`native:${TO}`)).toBe(BALANCE)
    expect(chain.balances.get(`native:${FROM}`)).toBe(0n)
  })

  it('says the app pays for a token send too; choosing another token asks again', async () => {
    const { state, send, asked } = setup({ describe: async () => SMART })
    send.setToken(usdt)
    await send.estimateFee()
    expect(state).toMatchObject({ fee: undefined, feeSponsored: true })
    send.setToken(eth)
    // another token: nothing is claimed until it is asked again
    expect(state.feeSponsored).toBe(false)
    await send.estimateFee()
    expect(state.feeSponsored).toBe(true)
    expect(asked).toHaveLength(2)
  })

  it('follows the account: once it pays its own gas again (an EOA, no paymaster), the fee is the adapter’s', async () => {
    let smart: AuthSmartAccount | undefined = SMART
    const { state, send } = setup({ describe: async () => smart })
    send.setToken(eth)
    await send.estimateFee()
    expect(state.feeSponsored).toBe(true)
    smart = undefined
    expect(await send.estimateFee()).toBe(FEE)
    expect(state).toMatchObject({ fee: FEE, feeSponsored: false })
  })
})

describe('the send form when the app does not pay: unchanged', () => {
  const unsponsored: Record<string, () => Promise<AuthSmartAccount | undefined>> = {
    'a smart account paying its own gas': async () => ({ ...SMART, sponsored: false }),
    'no smart account': async () => undefined,
    'describeSmartAccount failing': async () => {
      throw new Error('the key frame is gone')
    },
    'an answer whose sponsored is not exactly true': async () =>
      ({ ...SMART, sponsored: 'yes' }) as unknown as AuthSmartAccount,
  }
  for (const [name, describeSmart] of Object.entries(unsponsored)) {
    it(`${name}: the adapter's fee, kept out of Max and checked beside the amount`, async () => {
      const { state, send, chain } = setup({ describe: describeSmart })
      send.setToken(eth)
      expect(await send.estimateFee()).toBe(FEE)
      expect(state).toMatchObject({ fee: FEE, feeSponsored: false })
      expect(chain.feeAsked).toHaveLength(1)
      send.setTokenAmount('10')
      send.setReceiverAddress(TO)
      expect(send.check()).toMatchObject({
        ready: false,
        field: 'amount',
        code: 'INSUFFICIENT_FOR_FEE',
        message: SEND_MESSAGES.insufficientForFee,
      })
      expect(await send.setMaxAmount()).toBe(BALANCE - FEE)
    })
  }

  it('a describeSmartAccount that never answers holds the estimate only so long: then the adapter’s fee', async () => {
    vi.useFakeTimers()
    try {
      const { state, send } = setup({ describe: () => new Promise(() => {}) })
      send.setToken(eth)
      const estimating = send.estimateFee()
      await vi.advanceTimersByTimeAsync(SPONSOR_WAIT_MS)
      expect(await estimating).toBe(FEE)
      expect(state).toMatchObject({ fee: FEE, feeSponsored: false })
    } finally {
      vi.useRealTimers()
    }
  })

  it('another wallet than the login (its connector is not ID_AUTH) is never described', async () => {
    const { state, send, asked } = setup({ describe: async () => SMART, connectorId: 'io.metamask' })
    send.setToken(eth)
    expect(await send.estimateFee()).toBe(FEE)
    expect(state.feeSponsored).toBe(false)
    expect(asked).toEqual([])
  })

  it('the login’s Solana account is never described (smart accounts are EVM only)', async () => {
    const { state, send, asked } = setup({ describe: async () => SMART, network: solanaLocal })
    send.setToken(sol)
    send.setReceiverAddress(SOL_TO)
    expect(await send.estimateFee()).toBe(FEE)
    expect(state.feeSponsored).toBe(false)
    expect(asked).toEqual([])
  })
})
