import { type CaipNetwork, createLatch, createMemoryStore, selectWalletImage } from '@latch/core'
import { createMemoryAdapter, testConnector, testNetworks } from '@latch/core/testing'
import { type ApiServer, startApiServer } from '@latch/testing/api'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { seedNameAddress } from '../../../packages/testing/src/api/seedNameAddress'

let server: ApiServer

beforeEach(async () => {
  server = await startApiServer({ wallets: 1200 })
})
afterEach(async () => {
  vi.useRealTimers()
  await server.close()
})

const ethereum = testNetworks.ethereum
const stacks: CaipNetwork = {
  id: '1',
  caipNetworkId: 'stacks:1',
  chainNamespace: 'stacks',
  name: 'Stacks',
  nativeCurrency: { name: 'Stacks', symbol: 'STX', decimals: 6 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
}

describe('createLatch data layer', () => {
  it('with no projectId requests nothing at all: open AllWallets and search work from the bundled registry', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    // apiUrl points at the live server on purpose: without a projectId it must still never be called.
    const latch = createLatch({
      adapters: [],
      networks: [ethereum, stacks],
      storage: createMemoryStore(),
      apiUrl: server.url,
    })
    await latch.open({ view: 'AllWallets' })
    await vi.waitFor(() => expect(latch.getState().wallets.listing.length).toBeGreaterThan(0))
    const searched = latch.wallets.search('  xverse ')
    await vi.advanceTimersByTimeAsync(300)
    await searched
    expect(latch.getState().wallets.source).toBe('bundled')
    expect(latch.getState().wallets.search.results.map((w) => w.name)).toEqual(['Xverse'])
    expect(latch.wallets.getWallets().map((w) => w.name)).toEqual(
      expect.arrayContaining(['Leather', 'Asigna', 'Fordefi', 'MetaMask']),
    )
    latch.close()
    await latch.open({ view: 'Connect' })
    await vi.advanceTimersByTimeAsync(60_000)
    expect(server.requests).toHaveLength(0)
  })

  it('creating an instance with a projectId requests nothing until the modal opens', async () => {
    createLatch({ adapters: [], networks: [ethereum], projectId: 'proj', apiUrl: server.url })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(server.requests).toHaveLength(0)
  })

  it('opening AllWallets with a projectId shows page 1 after one request; project checks and images follow', async () => {
    const latch = createLatch({
      adapters: [],
      networks: [ethereum, stacks],
      projectId: 'proj',
      apiUrl: server.url,
    })
    // Count what the server had received when page 1 reached the state. The listener runs in the
    // microtask after the change, before any later HTTP request can reach the server in this
    // process, so the count cannot include the images and checks that follow.
    let beforeRender: number | undefined
    const stop = latch.subscribe((state) => {
      if (beforeRender === undefined && state.wallets.listing.length > 0)
        beforeRender = server.requests.length
    })
    await latch.open({ view: 'AllWallets' })
    await vi.waitFor(() => expect(latch.getState().wallets.listing).toHaveLength(40))
    stop()
    expect(beforeRender).toBeLessThanOrEqual(2)
    expect(server.requests[0]).toMatchObject({
      path: '/getWallets',
      query: { page: '1', entries: '40', projectId: 'proj' },
    })
    await vi.waitFor(() => {
      const paths = server.requests.map((r) => r.path)
      expect(paths).toContain('/appkit/v1/config')
      expect(paths).toContain('/projects/v1/origins')
      expect(paths.filter((p) => p.startsWith('/getWalletImage/'))).toHaveLength(20)
    })
    expect(server.requests.filter((r) => r.path === '/getWallets')).toHaveLength(1)
  })

  it('opening Connect with a projectId loads the images of its featured and recommended wallets', async () => {
    const latch = createLatch({
      adapters: [],
      networks: [ethereum, stacks],
      projectId: 'proj',
      apiUrl: server.url,
      wallets: { featuredWalletIds: ['trust', 'leather'] },
    })
    await latch.open({ view: 'Connect' })
    await vi.waitFor(() => expect(latch.getState().wallets.recommended).toHaveLength(4))
    const shown = [...latch.getState().wallets.featured, ...latch.getState().wallets.recommended]
    expect(shown).toHaveLength(6)
    await vi.waitFor(() =>
      expect(shown.map((w) => selectWalletImage(latch.getState(), w))).toEqual(
        shown.map(() => expect.stringMatching(/^blob:/)),
      ),
    )
    const imagePaths = server.requests.map((r) => r.path).filter((p) => p.startsWith('/getWalletImage/'))
    expect(imagePaths.sort()).toEqual(shown.map((w) => `/getWalletImage/${w.image_id}`).sort())
  })

  it('applies the remote multiWallet feature from /appkit/v1/config', async () => {
    server.configure({ multiWallet: false })
    const latch = createLatch({
      adapters: [],
      networks: [ethereum],
      projectId: 'proj',
      apiUrl: server.url,
      features: { multiWallet: true },
    })
    await latch.open()
    await vi.waitFor(() => expect(latch.getState().options.remoteFeatures).toEqual({ multiWallet: false }))
    expect(latch.options.isMultiWalletEnabled()).toBe(false)
  })

  it('raises Rate Limited when the origins check answers 429', async () => {
    server.fail('/projects/v1/origins', { status: 429 })
    const latch = createLatch({ adapters: [], networks: [ethereum], projectId: 'proj', apiUrl: server.url })
    await latch.open()
    await vi.waitFor(() => expect(latch.getState().alerts.current?.code).toBe('RATE_LIMITED'))
  })

  describe('library alerts from the project checks (SPEC §8)', () => {
    const page = (origin: string) => {
      const url = new URL(origin)
      vi.stubGlobal('window', { location: { href: url.href, host: url.host, origin: url.origin } })
    }
    afterEach(() => {
      vi.unstubAllGlobals()
    })
    const openWith = async () => {
      const latch = createLatch({ adapters: [], networks: [ethereum], projectId: 'proj', apiUrl: server.url })
      await latch.open()
      return latch
    }

    for (const status of [401, 403])
      it(`raises Invalid Project ID when the project config answers ${status}`, async () => {
        server.fail('/appkit/v1/config', { status })
        const latch = await openWith()
        await vi.waitFor(() =>
          expect(latch.getState().alerts.current).toMatchObject({
            code: 'INVALID_PROJECT_ID',
            message: 'Invalid Project ID',
          }),
        )
      })

    it('raises Server Error when the origins check answers 5xx', async () => {
      server.fail('/projects/v1/origins', { status: 503 })
      const latch = await openWith()
      await vi.waitFor(() =>
        expect(latch.getState().alerts.current).toMatchObject({
          code: 'SERVER_ERROR',
          message: 'Server Error',
        }),
      )
    })

    it('raises Server Error when the project config still answers 5xx after its retries', async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
      server.fail('/appkit/v1/config', { status: 500 })
      const latch = await openWith()
      for (let i = 0; i < 60 && !latch.getState().alerts.current; i++) await vi.advanceTimersByTimeAsync(500)
      expect(latch.getState().alerts.current).toMatchObject({ code: 'SERVER_ERROR', message: 'Server Error' })
      expect(server.requests.filter((r) => r.path === '/appkit/v1/config')).toHaveLength(4)
    })

    it('raises Unverified Domain when the page origin is not on the allowlist, and nothing when it is', async () => {
      server.configure({ allowedOrigins: ['https://app.example'] })
      page('https://phish.example/connect')
      const latch = await openWith()
      await vi.waitFor(() =>
        expect(latch.getState().alerts.current).toMatchObject({
          code: 'UNVERIFIED_DOMAIN',
          message: 'Unverified Domain',
        }),
      )
      page('https://app.example/connect')
      const allowed = await openWith()
      await vi.waitFor(() =>
        expect(server.requests.filter((r) => r.path === '/projects/v1/origins')).toHaveLength(2),
      )
      await new Promise((resolve) => setTimeout(resolve, 50))
      expect(allowed.getState().alerts.current).toBeUndefined()
    })
  })

  it('a receiver typed with the .reown.id suffix or the legacy one resolves through the name service to one address', async () => {
    const memory = createMemoryAdapter({
      namespace: 'eip155',
      connectors: [testConnector('eip155', 'io.metamask')],
      accounts: { 'io.metamask': [{ address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' }] },
    })
    const latch = createLatch({
      adapters: [memory.adapter],
      networks: [ethereum],
      projectId: 'proj',
      apiUrl: server.url,
      storage: createMemoryStore(),
    })
    await latch.ready()
    await latch.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
    const alice = seedNameAddress('alice.reown.id')
    await latch.send.setReceiver('alice.reown.id')
    expect(latch.getState().send).toMatchObject({
      receiverAddress: alice,
      receiverProfileName: 'alice.reown.id',
    })
    await latch.send.setReceiver('Alice.WCN.id')
    expect(latch.getState().send).toMatchObject({
      receiverAddress: alice,
      receiverProfileName: 'alice.reown.id',
    })
    const lookups = server.requests.filter((r) => r.path.startsWith('/v1/profile/account/'))
    // one lookup: the legacy name is the same name
    expect(lookups.map((r) => r.path)).toEqual(['/v1/profile/account/alice.reown.id'])
  })
})
