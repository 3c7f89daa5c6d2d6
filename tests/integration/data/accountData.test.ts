import { type CaipNetwork, createApiClient, createMemoryStore, createStorage, MESSAGES } from '@latch/core'
import { type ApiServer, createManualClock, startApiServer } from '@latch/testing/api'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createAccountDataController } from '../../../packages/core/src/slices/accountData/createAccountDataController'
import { createDataCaches } from '../../../packages/core/src/slices/accountData/createDataCaches'
import { createInitialAccountDataState } from '../../../packages/core/src/slices/accountData/createInitialAccountDataState'
import { createDataApiSource } from '../../../packages/core/src/slices/hostedData/createDataApiSource'

/** One in-memory storage for the instance (the kept sends are read back from it). */
const memoryStorage = () => {
  const storage = createStorage(createMemoryStore())
  return () => storage
}

let server: ApiServer

beforeEach(async () => {
  server = await startApiServer()
})
afterEach(async () => {
  await server.close()
})

const network: CaipNetwork = {
  id: '1',
  caipNetworkId: 'eip155:1',
  chainNamespace: 'eip155',
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
}
const ADDRESS = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'

function setup() {
  const clock = createManualClock()
  const api = createApiClient({
    projectId: 'proj',
    urls: { api: server.url, data: server.url, analytics: server.url },
    clock,
  })
  const source = createDataApiSource(api)
  const state = createInitialAccountDataState()
  const toasts: string[] = []
  const controller = createAccountDataController(state, {
    clock,
    caches: createDataCaches(clock),
    getTarget: () => ({ address: ADDRESS, network }),
    getSource: () => source,
    getAdapter: () => undefined,
    getNetworks: () => [network],
    getStorage: memoryStorage(),
    showError: (message) => toasts.push(message),
  }).actions
  return { clock, state, controller, toasts }
}

const requestsTo = (suffix: string) => server.requests.filter((r) => r.path.endsWith(suffix))

describe('account data from the data API', () => {
  it('token prices from the data API become the USD value of tokens the balance answer did not value', async () => {
    const { state } = setup()
    const api = createApiClient({
      projectId: 'proj',
      urls: { api: server.url, data: server.url, analytics: server.url },
      clock: createManualClock(),
    })
    const source = createDataApiSource(api)
    const unvalued = createAccountDataController(state, {
      clock: createManualClock(),
      caches: createDataCaches(createManualClock()),
      getTarget: () => ({ address: ADDRESS, network }),
      getSource: () => ({
        ...source,
        getTokenBalances: async (params) =>
          (await source.getTokenBalances(params)).map(({ value: _value, price: _price, ...t }) => t),
        getTokenPrices: (params) => source.getTokenPrices(params),
      }),
      getAdapter: () => undefined,
      getNetworks: () => [network],
      getStorage: memoryStorage(),
      showError: () => {},
    }).actions
    await unvalued.fetchTokenBalances()
    expect(state.tokenBalances.find((t) => t.symbol === 'USDC')?.value).toBeUndefined()
    await unvalued.fetchTokenPrices()
    expect(state.tokenBalances.find((t) => t.symbol === 'USDC')).toMatchObject({
      price: '1.00',
      value: '250.25',
    })
    // The native token has no address to price: it stays unvalued.
    expect(state.tokenBalances.find((t) => t.symbol === 'ETH')?.value).toBeUndefined()
  })

  it('loads token balances with the chain id and drops tokens whose decimals is the string 0', async () => {
    const { controller, state } = setup()
    await controller.fetchTokenBalances()
    expect(requestsTo('/balance')).toHaveLength(1)
    expect(requestsTo('/balance')[0]).toMatchObject({
      path: `/v1/account/${ADDRESS}/balance`,
      query: { chainId: 'eip155:1', projectId: 'proj', st: 'latch' },
    })
    expect(state.tokenBalances.map((t) => t.symbol)).toEqual(['ETH', 'USDC'])
    expect(state.tokenBalances[0]?.quantity).toEqual({ decimals: '18', numeric: '1.5' })
  })

  it('serves token balances from the 30 s portfolio cache and refetches after it expires', async () => {
    const { controller, clock } = setup()
    await Promise.all([controller.fetchTokenBalances(), controller.fetchTokenBalances()])
    await clock.advance(29_999)
    await controller.fetchTokenBalances()
    expect(requestsTo('/balance')).toHaveLength(1)
    await clock.advance(1)
    await controller.fetchTokenBalances()
    expect(requestsTo('/balance')).toHaveLength(2)
  })

  it('on a failed balance fetch shows "Token Balance Unavailable", records the retry time and blocks retries for 30 s', async () => {
    const { controller, state, toasts, clock } = setup()
    server.fail(`/v1/account/${ADDRESS}/balance`, { status: 403 })
    await controller.fetchTokenBalances()
    expect(toasts).toEqual([MESSAGES.tokenBalanceUnavailable])
    expect(state.lastRetry).toBe(clock.now())
    server.clearFailures()
    await clock.advance(29_999)
    await controller.fetchTokenBalances({ force: true })
    expect(requestsTo('/balance')).toHaveLength(1)
    expect(state.tokenBalances).toEqual([])
    await clock.advance(1)
    await controller.fetchTokenBalances()
    expect(requestsTo('/balance')).toHaveLength(2)
    expect(state.tokenBalances).toHaveLength(2)
    expect(state.lastRetry).toBeUndefined()
  })

  it('ignores an invalid balance response (state unchanged, error toast)', async () => {
    const { controller, state, toasts } = setup()
    server.fail(`/v1/account/${ADDRESS}/balance`, 'malformed')
    await controller.fetchTokenBalances()
    expect(state.tokenBalances).toEqual([])
    expect(toasts).toEqual([MESSAGES.tokenBalanceUnavailable])
  })

  it('loads activity pages by cursor and caches history for 15 s', async () => {
    const { controller, state, clock } = setup()
    await controller.fetchActivity()
    await controller.fetchActivity({ nextPage: true })
    expect(requestsTo('/history').map((r) => r.query.cursor)).toEqual([undefined, '1'])
    expect(state.activity.map((a) => a.id)).toEqual(['tx-0', 'tx-1', 'tx-2', 'tx-3'])
    expect(state.activityNext).toBeUndefined()
    await clock.advance(14_999)
    await controller.fetchActivity()
    expect(requestsTo('/history')).toHaveLength(2)
    await clock.advance(1)
    await controller.fetchActivity()
    expect(requestsTo('/history')).toHaveLength(3)
  })

  it('shows the "Failed to fetch transactions" error toast when history fails', async () => {
    const { controller, toasts, clock } = setup()
    server.fail(`/v1/account/${ADDRESS}/history`, { status: 404 })
    await controller.fetchActivity()
    expect(toasts).toEqual([MESSAGES.failedToFetchTransactions])
    expect(clock.pendingDelays()).toEqual([])
  })

  it('loads NFTs and the identity (identity cached 5 min)', async () => {
    const { controller, state, clock } = setup()
    await controller.fetchNfts()
    await controller.fetchIdentity()
    expect(state.nfts).toHaveLength(1)
    expect(state.identity).toEqual({ name: 'latch-user.reown.id', avatar: null })
    await clock.advance(299_999)
    await controller.fetchIdentity()
    expect(requestsTo(`/v1/identity/${ADDRESS}`)).toHaveLength(1)
    await clock.advance(1)
    await controller.fetchIdentity()
    expect(requestsTo(`/v1/identity/${ADDRESS}`)).toHaveLength(2)
  })

  it('prices the listed tokens through the data API and caches prices for 15 s', async () => {
    const { controller, state, clock } = setup()
    await controller.fetchTokenBalances()
    await controller.fetchTokenPrices()
    const priceRequests = () => requestsTo('/v1/fungible/price')
    expect(priceRequests()).toHaveLength(1)
    expect(priceRequests()[0]?.query).toMatchObject({
      chainId: 'eip155:1',
      addresses: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
    })
    expect(state.tokenPrices).toEqual({ '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48': '1.00' })
    await clock.advance(14_999)
    await controller.fetchTokenPrices()
    expect(priceRequests()).toHaveLength(1)
    await clock.advance(1)
    await controller.fetchTokenPrices()
    expect(priceRequests()).toHaveLength(2)
  })

  it('keeps at most 99 pending transactions, newest first', () => {
    const { controller, state } = setup()
    for (let i = 0; i < 120; i += 1)
      controller.addPendingTransaction({
        id: `p${i}`,
        metadata: { minedAt: i, chain: 'eip155:1', status: 'pending', hash: `0x${i}` },
        transfers: [],
      })
    expect(state.pendingTransactions).toHaveLength(99)
    expect(state.pendingTransactions[0]?.id).toBe('p119')
  })
})
