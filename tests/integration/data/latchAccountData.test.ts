import { type AccountDataSource, createLatch, createMemoryStore } from '@latch/core'
import { createMemoryAdapter, testConnector, testNetworks } from '@latch/core/testing'
import { type ApiServer, startApiServer } from '@latch/testing/api'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

// The in-memory adapter stands in for a browser wallet, which cannot run in this Node test.

let server: ApiServer

beforeEach(async () => {
  server = await startApiServer()
})
afterEach(async () => {
  await server.close()
})

const ADDRESS = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'

async function connectedLatch(extra: { analytics?: boolean } = {}) {
  const connector = { ...testConnector('eip155', 'io.metamask'), rdns: 'io.metamask', name: 'MetaMask' }
  const adapter = createMemoryAdapter({
    namespace: 'eip155',
    connectors: [connector],
    accounts: { 'io.metamask': [{ address: ADDRESS }] },
  })
  const latch = createLatch({
    adapters: [adapter.adapter],
    networks: [testNetworks.ethereum],
    storage: createMemoryStore(),
    projectId: 'proj',
    apiUrl: server.url,
    ...extra,
  })
  latch.mount()
  await latch.ready()
  return { latch, connector }
}

const paths = () => server.requests.map((r) => r.path)

describe('createLatch account data and wallets with a connected account', () => {
  it('showing Account loads token balances and identity of the connected address from the data API', async () => {
    const { latch } = await connectedLatch()
    await latch.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
    expect(server.requests).toHaveLength(0)
    await latch.open({ view: 'Account' })
    await vi.waitFor(() =>
      expect(latch.getState().accountData.tokenBalances.map((t) => t.symbol)).toEqual(['ETH', 'USDC']),
    )
    expect(paths()).toContain(`/v1/account/${ADDRESS}/balance`)
    await vi.waitFor(() => expect(latch.getState().accountData.identity?.name).toBe('latch-user.reown.id'))
    await latch.accountData.fetchActivity()
    expect(latch.getState().accountData.activity).toHaveLength(2)
  })

  it("the identity lookup's name becomes the account's profileName (SPEC §3), not just data in accountData", async () => {
    const { latch } = await connectedLatch()
    await latch.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
    await latch.open({ view: 'Account' })
    await vi.waitFor(() => expect(latch.getAccount().profileName).toBe('latch-user.reown.id'))
    expect(latch.getAccount().profileImage).toBeUndefined()
    expect(paths()).toContain(`/v1/identity/${ADDRESS}`)
  })

  it('a send receiver typed as a name resolves through the data API to its address (SPEC §3 receiverProfileName)', async () => {
    const { latch } = await connectedLatch()
    await latch.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
    await latch.send.setReceiver('bobby.reown.id')
    const { send } = latch.getState()
    expect(send.receiverProfileName).toBe('bobby.reown.id')
    expect(send.receiverAddress).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(paths()).toContain('/v1/profile/account/bobby.reown.id')
  })

  it('a failing balance fetch shows the "Token Balance Unavailable" toast', async () => {
    server.fail(`/v1/account/${ADDRESS}/balance`, { status: 403 })
    const { latch } = await connectedLatch()
    await latch.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
    await latch.open({ view: 'Account' })
    await vi.waitFor(() =>
      expect(latch.getState().snack).toMatchObject({
        message: 'Token Balance Unavailable',
        variant: 'error',
      }),
    )
    expect(latch.getState().accountData.lastRetry).toEqual(expect.any(Number))
  })

  it('lists the installed connector once, marked installed, merged with the registry entry by rdns', async () => {
    const { latch } = await connectedLatch()
    await latch.open({ view: 'AllWallets' })
    await vi.waitFor(() => expect(latch.getState().wallets.listing.length).toBeGreaterThan(0))
    const metamask = latch.wallets.getWallets().filter((w) => w.rdns === 'io.metamask')
    expect(metamask).toHaveLength(1)
    expect(metamask[0]?.installed).toBe(true)
  })

  it('pauses fetches while offline and sends them when back online', async () => {
    const { latch } = await connectedLatch()
    latch.chains.setOnline(false)
    await latch.open({ view: 'AllWallets' })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(server.requests).toHaveLength(0)
    latch.chains.setOnline(true)
    await vi.waitFor(() => expect(latch.getState().wallets.listing).toHaveLength(40))
    expect(paths()[0]).toBe('/getWallets')
  })

  it('reports invalid responses to the analytics service at most 5 times per 60 s', async () => {
    const { latch } = await connectedLatch({ analytics: true })
    await latch.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
    await latch.open({ view: 'Connect' })
    await vi.waitFor(() => expect(paths()).toContain('/getAnalyticsConfig'))
    server.fail(`/v1/account/${ADDRESS}/history`, 'malformed')
    for (let i = 0; i < 8; i += 1) await latch.accountData.fetchActivity({ force: true })
    expect(paths().filter((p) => p.endsWith('/history'))).toHaveLength(8)
    const errorReports = () =>
      server.requests.filter(
        (r) => r.path === '/e' && (r.body as { props?: { event?: string } }).props?.event === 'ERROR',
      )
    await vi.waitFor(() => expect(errorReports()).toHaveLength(5))
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(errorReports()).toHaveLength(5)
    expect(errorReports()[0]?.body).toMatchObject({ props: { code: 'INVALID_RESPONSE' } })
  })

  it('without a projectId reads account data from the adapter (chain RPC) and never calls the server', async () => {
    const calls: string[] = []
    // An in-memory stand-in for an adapter's RPC-based source (the real ones live in the chain packages).
    const accountData: AccountDataSource = {
      async getTokenBalances({ network }) {
        calls.push('balances')
        return [
          {
            name: 'Ether',
            symbol: 'ETH',
            chainId: network.caipNetworkId,
            decimals: 18,
            quantity: { decimals: '18', numeric: '2' },
          },
        ]
      },
      async getActivity() {
        calls.push('activity')
        return { items: [] }
      },
    }
    const memory = createMemoryAdapter({
      namespace: 'eip155',
      connectors: [testConnector('eip155', 'io.metamask')],
      accounts: { 'io.metamask': [{ address: ADDRESS }] },
    })
    const latch = createLatch({
      adapters: [{ ...memory.adapter, accountData }],
      networks: [testNetworks.ethereum],
      storage: createMemoryStore(),
      apiUrl: server.url,
    })
    latch.mount()
    await latch.ready()
    await latch.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
    await latch.open({ view: 'Account' })
    await vi.waitFor(() =>
      expect(latch.getState().accountData.tokenBalances.map((t) => t.quantity.numeric)).toEqual(['2']),
    )
    expect(calls).toEqual(['balances'])
    expect(server.requests).toHaveLength(0)
  })
})
