import { createLatch, createMemoryStore } from '@latch/core'
import { createMemoryAdapter, testConnector, testNetworks } from '@latch/core/testing'
import { type ApiServer, startApiServer } from '@latch/testing/api'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

// The in-memory adapter stands in for a browser wallet, which cannot run in this Node test.

let server: ApiServer
beforeEach(async () => {
  server = await startApiServer()
})
afterEach(async () => {
  await server.close()
})

async function connectedLatch(withProjectId: boolean) {
  let now = 1_700_000_000_000
  const adapter = createMemoryAdapter({
    namespace: 'eip155',
    connectors: [testConnector('eip155', 'io.metamask')],
    accounts: { 'io.metamask': [{ address: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8' }] },
  })
  const latch = createLatch({
    adapters: [adapter.adapter],
    networks: [testNetworks.ethereum],
    storage: createMemoryStore(),
    apiUrl: server.url,
    now: () => now,
    ...(withProjectId ? { projectId: 'proj' } : {}),
  })
  latch.mount()
  await latch.ready()
  await latch.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
  return { latch, advance: (ms: number) => (now += ms) }
}

const lookups = () => server.requests.filter((r) => r.path.startsWith('/v1/profile/account/'))

describe('name lookups (SPEC §9: ENS cache 5 min)', () => {
  it('resolves a name through the data API and answers again from the cache for 5 minutes', async () => {
    const { latch, advance } = await connectedLatch(true)
    const address = await latch.accountData.resolveName('  Alice.reown.id ')
    expect(address).toMatch(/^0x[0-9a-f]{40}$/)
    expect(lookups().map((r) => r.path)).toEqual(['/v1/profile/account/alice.reown.id'])

    advance(5 * 60_000 - 1)
    expect(await latch.accountData.resolveName('alice.reown.id')).toBe(address)
    expect(lookups()).toHaveLength(1)

    advance(2)
    expect(await latch.accountData.resolveName('alice.reown.id')).toBe(address)
    expect(lookups()).toHaveLength(2)
  })

  it('an unregistered name resolves to null', async () => {
    const { latch } = await connectedLatch(true)
    expect(await latch.accountData.resolveName('nobody.example')).toBeNull()
  })

  it('an invalid lookup answer is ignored, never trusted', async () => {
    server.fail('/v1/profile/account/alice.reown.id', 'malformed')
    const { latch } = await connectedLatch(true)
    expect(await latch.accountData.resolveName('alice.reown.id')).toBeNull()
  })

  it('with no projectId no name lookup is requested at all', async () => {
    const { latch } = await connectedLatch(false)
    expect(await latch.accountData.resolveName('alice.reown.id')).toBeNull()
    expect(server.requests).toHaveLength(0)
  })
})
