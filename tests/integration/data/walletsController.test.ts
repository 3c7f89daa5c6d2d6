import {
  type Connector,
  createApiClient,
  createMemoryStore,
  createStorage,
  type WalletsContext,
  type WalletsOptions,
} from '@latch/core'
import { type ApiServer, createManualClock, queryWallets, startApiServer } from '@latch/testing/api'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createInitialWalletsState } from '../../../packages/core/src/slices/wallets/createInitialWalletsState'
import { createWalletsController } from '../../../packages/core/src/slices/wallets/createWalletsController'

let server: ApiServer

beforeEach(async () => {
  server = await startApiServer({ wallets: 1200 })
})
afterEach(async () => {
  await server.close()
})

const CHAINS = ['eip155:1', 'stacks:1']

function setup(withApi: boolean, options: WalletsOptions = {}, extra: Partial<WalletsContext> = {}) {
  const clock = createManualClock()
  const state = createInitialWalletsState(withApi ? 'api' : 'bundled')
  const storage = createStorage(createMemoryStore())
  const api = withApi
    ? createApiClient({
        projectId: 'proj',
        urls: { api: server.url, data: server.url, analytics: server.url },
        clock,
      })
    : undefined
  const connectors: Connector[] = []
  const wallets = createWalletsController(state, {
    api,
    clock,
    getConnectors: () => connectors,
    getStorage: () => storage,
    isMobile: () => false,
    getNamespace: () => 'eip155',
    getChains: () => CHAINS,
    options,
    ...extra,
  }).actions
  return { clock, state, wallets, connectors, storage }
}

const walletRequests = () => server.requests.filter((r) => r.path === '/getWallets')
const imageRequests = () => server.requests.filter((r) => r.path.startsWith('/getWalletImage/'))

describe('wallets without a projectId', () => {
  it('requests nothing at all: Connect, AllWallets and search use the bundled registry', async () => {
    const { wallets, state, clock } = setup(false)
    await wallets.loadConnectView()
    await wallets.loadAllWallets()
    const searched = wallets.search('  leather ')
    await clock.advance(300)
    await searched
    expect(state.source).toBe('bundled')
    expect(wallets.getWallets().map((w) => w.name)).toEqual(
      expect.arrayContaining(['Leather', 'Xverse', 'MetaMask']),
    )
    expect(wallets.getWallets().map((w) => w.name)).not.toContain('Solflare')
    expect(state.search.results.map((w) => w.name)).toEqual(['Leather'])
    expect(server.requests).toHaveLength(0)
  })
})

describe('wallets with a projectId, against the local registry', () => {
  it('opening AllWallets fetches page 1 of 40 in one request, then images of its first 20 wallets only', async () => {
    const { wallets, state } = setup(true, { excludeWalletIds: ['w-0100'] })
    await Promise.all([wallets.loadAllWallets(), wallets.loadAllWallets()])
    expect(walletRequests()).toHaveLength(1)
    expect(walletRequests()[0]?.query).toMatchObject({
      page: '1',
      entries: '40',
      chains: 'eip155:1,stacks:1',
      exclude: 'w-0100',
      projectId: 'proj',
    })
    expect(state.listing).toHaveLength(40)
    expect(state.count).toBe(
      queryWallets(server.wallets, new URLSearchParams('chains=eip155:1,stacks:1&exclude=w-0100')).count,
    )
    expect(state.count).toBeGreaterThan(500)
    await vi.waitFor(() => expect(Object.keys(state.images)).toHaveLength(20))
    expect(imageRequests().map((r) => r.path)).toEqual(
      expect.arrayContaining(state.listing.slice(0, 20).map((w) => `/getWalletImage/${w.image_id}`)),
    )
    expect(imageRequests()).toHaveLength(20)
  })

  it('loads the next page of 40 and stops at the count', async () => {
    const { wallets, state } = setup(true)
    await wallets.loadAllWallets()
    await wallets.loadNextPage()
    expect(walletRequests().map((r) => r.query.page)).toEqual(['1', '2'])
    expect(state.listing).toHaveLength(80)
    expect(new Set(state.listing.map((w) => w.id)).size).toBe(80)
  })

  it('loads featured wallets in config order and the recommended page 1 with 4 entries', async () => {
    const { wallets, state } = setup(true, { featuredWalletIds: ['trust', 'metamask'] })
    await wallets.loadConnectView()
    const [featured, recommended] = [
      walletRequests().find((r) => r.query.include === 'trust,metamask'),
      walletRequests().find((r) => r.query.entries === '4'),
    ]
    expect(featured?.query).toMatchObject({ page: '1', entries: '2' })
    expect(recommended?.query).toMatchObject({ page: '1', entries: '4', exclude: 'trust,metamask' })
    expect(walletRequests()).toHaveLength(2)
    expect(state.featured.map((w) => w.id)).toEqual(['trust', 'metamask'])
    expect(state.recommended).toHaveLength(4)
    expect(
      wallets
        .getWallets()
        .slice(0, 2)
        .map((w) => w.id),
    ).toEqual(['trust', 'metamask'])
  })

  it('searches once, 300 ms after the last keystroke, with trimmed text and 100 entries', async () => {
    const { wallets, state, clock } = setup(true)
    void wallets.search('s')
    void wallets.search('se')
    const done = wallets.search('  Seed Wallet 001  ')
    await clock.advance(299)
    expect(walletRequests()).toHaveLength(0)
    expect(state.search.loading).toBe(true)
    await clock.advance(1)
    await done
    expect(walletRequests()).toHaveLength(1)
    expect(walletRequests()[0]?.query).toMatchObject({ search: 'Seed Wallet 001', entries: '100', page: '1' })
    expect(state.search.results.map((w) => w.name)).toContain('Seed Wallet 0012')
    expect(state.search.loading).toBe(false)
  })

  it('search results load the hosted images of their first 20 wallets', async () => {
    const { wallets, state, clock } = setup(true)
    const done = wallets.search('Seed Wallet 00')
    await clock.advance(300)
    await done
    expect(state.search.results.length).toBeGreaterThan(20)
    await vi.waitFor(() => expect(imageRequests()).toHaveLength(20))
    expect(
      imageRequests()
        .map((r) => r.path)
        .sort(),
    ).toEqual(
      state.search.results
        .slice(0, 20)
        .map((w) => `/getWalletImage/${w.image_id}`)
        .sort(),
    )
  })

  it('ignores an invalid registry answer, reports it, falls back to the bundled registry and retries on the next open', async () => {
    server.fail('/getWallets', 'malformed')
    const reported: unknown[] = []
    const { wallets, state } = setup(true, {}, { onError: (e) => reported.push(e) })
    await wallets.loadAllWallets()
    expect(state.source).toBe('bundled')
    expect(state.listing.map((w) => w.name)).toContain('Leather')
    expect(reported).toHaveLength(1)
    expect(walletRequests()).toHaveLength(1)
    server.clearFailures()
    await wallets.loadAllWallets()
    expect(state.source).toBe('api')
    expect(state.listing).toHaveLength(40)
    expect(walletRequests()).toHaveLength(2)
  })

  it('revokes image object URLs when the list is no longer shown', async () => {
    const created: string[] = []
    const revoked: string[] = []
    const objectUrls = {
      create: () => {
        created.push(`blob:test/${created.length}`)
        return created.at(-1) ?? ''
      },
      revoke: (url: string) => revoked.push(url),
    }
    const { wallets, state } = setup(true, {}, { objectUrls })
    await wallets.loadAllWallets()
    await vi.waitFor(() => expect(created).toHaveLength(20))
    wallets.releaseImages()
    expect(revoked.sort()).toEqual(created.sort())
    expect(state.images).toEqual({})
  })

  it('marks installed wallets and puts recent wallets first (max 2) once connected, remembering the chosen id', async () => {
    const { wallets, connectors } = setup(true)
    connectors.push({
      id: 'io.metamask',
      type: 'announced',
      name: 'MetaMask',
      chain: 'eip155',
      rdns: 'io.metamask',
      installed: true,
    })
    await wallets.loadAllWallets()
    const list = wallets.getWallets()
    expect(list.filter((w) => w.rdns === 'io.metamask')).toHaveLength(1)
    expect(list[0]).toMatchObject({ rdns: 'io.metamask', installed: true })
    const trust = list.find((w) => w.id === 'trust')
    const rainbow = list.find((w) => w.id === 'rainbow')
    const coinbase = list.find((w) => w.id === 'coinbase')
    if (!trust || !rainbow || !coinbase) throw new Error('seed wallets missing')
    // each picked wallet connected through the pairing connector
    connectors.push({
      id: 'walletConnect',
      type: 'walletConnect',
      name: 'WalletConnect',
      chain: 'eip155',
      installed: false,
    })
    for (const wallet of [trust, rainbow, coinbase]) {
      wallets.choose(wallet)
      wallets.confirmChoice('walletConnect')
    }
    expect(
      wallets
        .getWallets()
        .slice(0, 2)
        .map((w) => w.id),
    ).toEqual(['coinbase', 'rainbow'])
    expect(wallets.getChosenWalletId()).toBe('coinbase')
  })

  it('on mobile the total counts only the wallets the list shows, never the ones filtered out (SPEC §5)', async () => {
    const { wallets, state } = setup(true, {}, { isMobile: () => true })
    await wallets.loadAllWallets()
    const page1 = state.listing
    const dropped = page1.filter((w) => !w.mobile_link && w.id !== 'coinbase').length
    expect(dropped).toBeGreaterThan(0)
    const registryTotal = queryWallets(server.wallets, new URLSearchParams('chains=eip155:1,stacks:1')).count
    expect(state.count).toBe(registryTotal - dropped)
    while (state.listing.length < registryTotal) await wallets.loadNextPage()
    expect(state.count).toBe(wallets.getWallets().length)
  })
})

describe('wallets without a projectId on mobile', () => {
  it('the total counts only the bundled wallets the list shows', async () => {
    const { wallets, state } = setup(false, {}, { isMobile: () => true })
    await wallets.loadAllWallets()
    expect(state.listing.length).toBeGreaterThan(wallets.getWallets().length)
    expect(state.count).toBe(wallets.getWallets().length)
  })
})
