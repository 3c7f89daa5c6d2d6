import {
  type CaipNetwork,
  createApiClient,
  createMemoryStore,
  createStorage,
  getAllowedOrigins,
  getProjectConfig,
  getWallets,
} from '@latch/core'
import { createManualClock, seedAccountData } from '@latch/testing/api'
import { describe, expect, it } from 'vitest'
import { createAccountDataController } from '../../../packages/core/src/slices/accountData/createAccountDataController'
import { createDataCaches } from '../../../packages/core/src/slices/accountData/createDataCaches'
import { createInitialAccountDataState } from '../../../packages/core/src/slices/accountData/createInitialAccountDataState'
import { createDataApiSource } from '../../../packages/core/src/slices/hostedData/createDataApiSource'
import { apiServerPerTest } from './apiServerPerTest'

/** One in-memory storage for the instance (the kept sends are read back from it). */
const memoryStorage = () => {
  const storage = createStorage(createMemoryStore())
  return () => storage
}

// Every answer of the hosted services is untrusted: one malformed item is dropped and its
// neighbours kept, lists and strings are capped, and an unsafe URL never reaches the state.

const { server, latchWith } = apiServerPerTest()

const network: CaipNetwork = {
  id: '1',
  caipNetworkId: 'eip155:1',
  chainNamespace: 'eip155',
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
}
const ADDRESS = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'
const seed = seedAccountData(ADDRESS, 'eip155:1')
const [eth, usdc] = seed.balances
const LONG = 'x'.repeat(10_000)

function accountData() {
  const clock = createManualClock()
  const api = createApiClient({
    projectId: 'proj',
    urls: { api: server().url, data: server().url, analytics: server().url },
    clock,
  })
  const state = createInitialAccountDataState()
  const toasts: string[] = []
  const controller = createAccountDataController(state, {
    clock,
    caches: createDataCaches(clock),
    getTarget: () => ({ address: ADDRESS, network }),
    getSource: () => createDataApiSource(api),
    getAdapter: () => undefined,
    getNetworks: () => [network],
    getStorage: memoryStorage(),
    showError: (message) => toasts.push(message),
  }).actions
  return { api, state, controller, toasts }
}

describe('data API answers with bad items', () => {
  it('keeps the valid token balances when one is malformed or over-long, with no toast', async () => {
    server().fail(`/v1/account/${ADDRESS}/balance`, {
      body: {
        balances: [
          eth,
          { ...usdc, decimals: 'six' },
          { ...usdc, symbol: LONG },
          { ...usdc, decimals: 256, quantity: { decimals: '256', numeric: '1' } },
          { ...usdc, quantity: { decimals: '6', numeric: '1'.repeat(1_000) } },
          null,
          usdc,
        ],
      },
    })
    const { controller, state, toasts } = accountData()
    await controller.fetchTokenBalances()
    expect(state.tokenBalances.map((t) => t.symbol)).toEqual(['ETH', 'USDC'])
    expect(toasts).toEqual([])
  })

  it('reads at most 1,000 balances of one answer', async () => {
    const many = Array.from({ length: 3_000 }, (_, i) => ({ ...usdc, symbol: `T${i}` }))
    server().fail(`/v1/account/${ADDRESS}/balance`, { body: { balances: many } })
    const { controller, state } = accountData()
    await controller.fetchTokenBalances()
    expect(state.tokenBalances).toHaveLength(1_000)
  })

  it('never stores a token icon, NFT image or avatar that is not safe in an <img>', async () => {
    server().fail(`/v1/account/${ADDRESS}/balance`, {
      body: {
        balances: [
          { ...eth, iconUrl: 'javascript:alert(document.cookie)' },
          {
            ...usdc,
            logoUri: 'data:text/html,<script>alert(1)</script>',
            iconUrl: 'https://cdn.example/u.png',
          },
        ],
      },
    })
    server().fail(`/v1/account/${ADDRESS}/nfts`, {
      body: {
        data: [
          { ...seed.nfts[0], imageUrl: 'javascript:alert(1)' },
          { ...seed.nfts[0], tokenId: '2', imageUrl: 'https://cdn.example/2.png' },
        ],
      },
    })
    server().fail(`/v1/identity/${ADDRESS}`, {
      body: { name: 'alice.reown.id', avatar: 'vbscript:msgbox(1)' },
    })
    const { controller, state } = accountData()
    await controller.fetchTokenBalances()
    await controller.fetchNfts()
    await controller.fetchIdentity()
    expect(state.tokenBalances.map((t) => [t.symbol, t.iconUrl, t.logoUri])).toEqual([
      ['ETH', undefined, undefined],
      ['USDC', 'https://cdn.example/u.png', undefined],
    ])
    expect(state.nfts.map((n) => [n.tokenId, n.imageUrl])).toEqual([
      ['1', undefined],
      ['2', 'https://cdn.example/2.png'],
    ])
    expect(state.identity).toEqual({ name: 'alice.reown.id', avatar: null })
  })

  it('keeps the valid activity items and NFTs when one is malformed', async () => {
    const [first] = seed.history(null).data
    server().fail(`/v1/account/${ADDRESS}/history`, {
      body: {
        data: [
          first,
          { ...first, id: 'tx-bad', metadata: { ...first?.metadata, minedAt: 'yesterday' } },
          { ...first, id: LONG },
          { ...first, id: 'tx-ok' },
        ],
        next: '1',
      },
    })
    server().fail(`/v1/account/${ADDRESS}/nfts`, {
      body: { data: [{ contract: 1 }, { ...seed.nfts[0], name: LONG }, seed.nfts[0]] },
    })
    const { controller, state, toasts } = accountData()
    await controller.fetchActivity()
    await controller.fetchNfts()
    expect(state.activity.map((a) => a.id)).toEqual(['tx-0', 'tx-ok'])
    expect(state.activityNext).toBe('1')
    expect(state.nfts.map((n) => n.tokenId)).toEqual(['1'])
    expect(toasts).toEqual([])
  })

  it('drops an over-long identity name and an over-long cursor instead of showing them', async () => {
    server().fail(`/v1/identity/${ADDRESS}`, { body: { name: LONG, avatar: null } })
    server().fail(`/v1/account/${ADDRESS}/history`, { body: { data: [], next: LONG } })
    const { controller, state } = accountData()
    await controller.fetchIdentity()
    await controller.fetchActivity()
    expect(state.identity).toEqual({ name: null, avatar: null })
    expect(state.activityNext).toBeUndefined()
  })

  it('keeps the valid token prices when one is malformed', async () => {
    server().fail('/v1/fungible/price', {
      body: { fungibles: [{ address: '0xa', price: 1 }, { address: '0xb', price: '2.50' }, 'x'] },
    })
    const { api } = accountData()
    const prices = await createDataApiSource(api).getTokenPrices({ chainId: 'eip155:1', addresses: ['0xb'] })
    expect(prices).toEqual({ '0xb': '2.50' })
  })
})

describe('wallet registry and project answers with bad items', () => {
  const client = () =>
    createApiClient({
      projectId: 'proj',
      urls: { api: server().url, data: server().url, analytics: server().url },
    })

  it('keeps the valid wallets of a page when one is malformed or over-long', async () => {
    const [metamask, coinbase, trust] = server().wallets
    server().fail('/getWallets', {
      body: {
        count: 5,
        data: [metamask, { ...coinbase, id: 7 }, { ...coinbase, name: LONG }, { name: 'No id' }, trust],
      },
    })
    const page = await getWallets(client(), { page: 1, entries: 40 })
    expect(page.data.map((w) => w.id)).toEqual(['metamask', 'trust'])
  })

  it('keeps a wallet whose links are unsafe, without those links', async () => {
    const [metamask] = server().wallets
    server().fail('/getWallets', {
      body: {
        count: 1,
        data: [
          {
            ...metamask,
            mobile_link: 'javascript:alert(1)//',
            desktop_link: 'data:text/html,<script>alert(1)</script>',
            webapp_link: 'http://wallet.example',
          },
          {
            ...metamask,
            id: 'good',
            mobile_link: 'good://',
            desktop_link: 'gooddesk://',
            webapp_link: 'https://good.example',
          },
        ],
      },
    })
    const page = await getWallets(client(), { page: 1, entries: 40 })
    expect(page.data.map((w) => [w.id, w.mobile_link, w.desktop_link, w.webapp_link])).toEqual([
      ['metamask', undefined, undefined, undefined],
      ['good', 'good://', 'gooddesk://', 'https://good.example'],
    ])
  })

  it('reads remote features and allowed origins past a malformed entry', async () => {
    server().fail('/appkit/v1/config', {
      body: { features: [{ id: 'other', isEnabled: 'yes' }, null, { id: 'multi_wallet', isEnabled: false }] },
    })
    server().fail('/projects/v1/origins', { body: { allowedOrigins: [42, 'https://app.example', LONG] } })
    expect(await getProjectConfig(client())).toEqual({ multiWallet: false })
    expect(await getAllowedOrigins(client())).toEqual(['https://app.example'])
  })
})

describe('swap, onramp and smart-session answers with bad items', () => {
  it('keeps the valid swap tokens, quotes and sessions when one is malformed', async () => {
    server().fail('/v1/convert/tokens', {
      body: {
        tokens: [
          { address: '0xa', symbol: 'AAA', name: 'A', decimals: 6, logoUri: 'javascript:alert(1)' },
          { address: '0xb', symbol: 'BBB', name: 'B', decimals: 256 },
          { address: '0xc', symbol: 'CCC', name: 'C', decimals: 18, logoUri: 'https://cdn.example/c.png' },
        ],
      },
    })
    server().fail('/v1/onramp/quotes', {
      body: {
        quotes: [
          { provider: 'a', paymentAmount: 'lots', receiveAmount: '1', receiveSymbol: 'ETH' },
          { provider: 'b', paymentAmount: '100', receiveAmount: '0.03', receiveSymbol: 'ETH' },
        ],
      },
    })
    const account = 'eip155:1:0x70997970c51812dc3a010c7d01b50e0d17dc79c8' as const
    server().fail(`/v1/sessions/${encodeURIComponent(account)}`, {
      body: {
        sessions: [
          { pci: 'bad', expiry: 'never', permissions: [] },
          { pci: 'ok', expiry: 4_000_000_000, permissions: ['contract-call'] },
        ],
      },
    })
    const latch = latchWith('proj')
    const tokens = await latch.swap.getSwapTokens('eip155:1')
    expect(tokens.map((t) => [t.symbol, t.logoUri])).toEqual([
      ['AAA', undefined],
      ['CCC', 'https://cdn.example/c.png'],
    ])
    const quotes = await latch.onramp.getQuotes({
      chainId: 'eip155:1',
      symbol: 'ETH',
      amount: '100',
      method: 'card',
    })
    expect(quotes.map((q) => q.provider)).toEqual(['b'])
    expect((await latch.smartSessions.list(account)).map((s) => s.pci)).toEqual(['ok'])
  })
})
