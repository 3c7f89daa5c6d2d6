import { describe, expect, it } from 'vitest'
import { createMemoryStore, createStorage } from '../shared/storage/createStorage'
import { createMemoryAdapter, testConnector, testNetworks } from '../testing/memoryAdapter'
import type { Connector } from './types'
import { withConnector } from './withConnector'

const pairingConnector: Connector = {
  id: 'walletConnect',
  type: 'walletConnect',
  name: 'WalletConnect',
  chain: 'eip155',
  installed: false,
}

function combined(provider?: unknown) {
  const base = createMemoryAdapter({
    namespace: 'eip155',
    connectors: [testConnector('eip155', 'io.metamask')],
  })
  const extra = createMemoryAdapter({ namespace: 'eip155', connectors: [pairingConnector] })
  const options =
    provider === undefined ? { connectorId: 'walletConnect' } : { connectorId: 'walletConnect', provider }
  return { base, extra, adapter: withConnector(base.adapter, extra.adapter, options) }
}

describe('withConnector: a second way to connect joins a namespace', () => {
  it('lists both adapters’ connectors and routes each call to the adapter that owns the connector', async () => {
    const { base, extra, adapter } = combined()
    adapter.init({
      networks: [testNetworks.ethereum],
      storage: createStorage(createMemoryStore()),
      getWindow: () => undefined,
    })
    expect(adapter.getConnectors().map((c) => c.id)).toEqual(['io.metamask', 'walletConnect'])
    await adapter.connect({ connectorId: 'walletConnect' })
    await adapter.connect({ connectorId: 'io.metamask' })
    expect(extra.calls.filter((c) => c.method === 'connect')).toHaveLength(1)
    expect(base.calls.filter((c) => c.method === 'connect')).toHaveLength(1)
  })

  it('answers getProvider for the extra connector with the provider given, else the owner’s own', () => {
    const provider = { kind: 'pairing connector' }
    expect(combined(provider).adapter.getProvider?.('walletConnect')).toBe(provider)
    expect(combined().adapter.getProvider?.('walletConnect')).toBeUndefined()
  })

  it('keeps the fee estimate of the chain adapter for every connector, the extra one’s own when it has one', async () => {
    const { base, extra, adapter } = combined()
    base.adapter.estimateFee = async () => 42_000n
    const params = {
      connectorId: 'walletConnect',
      network: testNetworks.ethereum,
      from: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      amount: 1n,
      token: { symbol: 'ETH', decimals: 18 },
    }
    const joined = withConnector(base.adapter, extra.adapter, { connectorId: 'walletConnect' })
    await expect(joined.estimateFee?.(params)).resolves.toBe(42_000n)
    await expect(joined.estimateFee?.({ ...params, connectorId: 'io.metamask' })).resolves.toBe(42_000n)
    extra.adapter.estimateFee = async () => 7n
    const own = withConnector(base.adapter, extra.adapter, { connectorId: 'walletConnect' })
    await expect(own.estimateFee?.(params)).resolves.toBe(7n)
    expect(adapter.estimateFee).toBeUndefined()
  })
})
