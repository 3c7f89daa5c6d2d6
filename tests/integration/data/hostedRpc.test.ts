// Hosted JSON-RPC (SPEC §7: "JSON-RPC over HTTP to chain nodes (POST with chainId and project id
// query values)"): a network the app gives no RPC URL of its own reads through the hosted RPC, only
// with a projectId; without one, createLatch refuses it and nothing is requested anywhere.
import { type CaipNetwork, createLatch, ValidationError } from '@latch/core'
import { evmAdapter } from '@latch/evm'
import { type ApiServer, startApiServer } from '@latch/testing/api'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

let server: ApiServer
beforeEach(async () => {
  server = await startApiServer({ wallets: 10 })
})
afterEach(async () => {
  await server.close()
})

const hostedOnly: CaipNetwork = {
  id: '10',
  caipNetworkId: 'eip155:10',
  chainNamespace: 'eip155',
  name: 'OP Mainnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [] } },
}
const own: CaipNetwork = {
  ...hostedOnly,
  id: '31337',
  caipNetworkId: 'eip155:31337',
  name: 'Local',
  rpcUrls: { default: { http: ['http://127.0.0.1:9/own-node'] } },
}

describe('hosted JSON-RPC', () => {
  it('a network without an RPC URL reads through the hosted RPC with its chainId and the projectId', async () => {
    const adapter = evmAdapter()
    const latch = createLatch({
      adapters: [adapter],
      networks: [hostedOnly, own],
      projectId: 'proj',
      apiUrl: server.url,
      rpcUrl: `${server.url}/v1/`,
    })
    const [hosted, local] = latch.getState().chains.networks
    const url = new URL(hosted?.rpcUrls.default.http[0] ?? '')
    expect(`${url.origin}${url.pathname}`).toBe(`${server.url}/v1/`)
    expect(Object.fromEntries(url.searchParams)).toEqual({ chainId: 'eip155:10', projectId: 'proj' })
    // the app's own node is never replaced
    expect(local?.rpcUrls.default.http).toEqual(['http://127.0.0.1:9/own-node'])

    latch.mount()
    await latch.ready()
    const balance = await adapter.getBalance({
      address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      network: hosted as CaipNetwork,
    })
    expect(balance.value).toBe(42n)
    const calls = server.requests.filter((r) => r.path === '/v1/')
    expect(calls.length).toBeGreaterThan(0)
    for (const call of calls) {
      expect(call.method).toBe('POST')
      expect(call.query).toEqual({ chainId: 'eip155:10', projectId: 'proj' })
    }
  })

  it('without a projectId a network without an RPC URL is refused at createLatch, before anything is requested', () => {
    let error: unknown
    try {
      createLatch({
        adapters: [evmAdapter()],
        networks: [hostedOnly],
        apiUrl: server.url,
        rpcUrl: `${server.url}/v1/`,
      })
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(ValidationError)
    expect(error).toMatchObject({ code: 'NO_RPC_URL' })
    expect(server.requests).toHaveLength(0)
  })
})
