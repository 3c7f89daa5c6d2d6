import { describe, expect, it } from 'vitest'
import { MethodNotSupportedError } from '../shared/errors/errors'
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

describe('withConnector: a send through a connector with no send of its own', () => {
  const params = {
    connectorId: 'walletConnect',
    network: testNetworks.ethereum,
    from: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    to: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
    amount: 5n,
    token: { symbol: 'ETH', decimals: 18 },
  }

  it('sends the chain adapter’s prepared request through that connector, and reads the result from its answer', async () => {
    const { base, extra } = combined()
    const prepared: unknown[] = []
    base.adapter.prepareSend = async (p) => {
      prepared.push(p)
      return {
        request: { method: 'solana_signAndSendTransaction', params: { transaction: 'AQID', pubkey: p.from } },
        result: async (answer) => ({ hash: String((answer as { signature: string }).signature) }),
      }
    }
    extra.adapter.request = async (request) => {
      extra.calls.push({ method: request.method, params: request.params })
      expect(request).toMatchObject({ connectorId: 'walletConnect', network: testNetworks.ethereum })
      return { signature: 'sig-1' }
    }
    const joined = withConnector(base.adapter, extra.adapter, { connectorId: 'walletConnect' })
    await expect(joined.send?.(params)).resolves.toEqual({ hash: 'sig-1' })
    expect(prepared).toEqual([params])
    expect(extra.calls).toEqual([
      { method: 'solana_signAndSendTransaction', params: { transaction: 'AQID', pubkey: params.from } },
    ])
  })

  it('a refused request is the send’s failure, and the chain adapter’s own connectors still need its send', async () => {
    const { base, extra } = combined()
    base.adapter.prepareSend = async () => ({
      request: { method: 'solana_signAndSendTransaction', params: {} },
      result: async () => ({ hash: 'never' }),
    })
    extra.adapter.request = async () => {
      throw new MethodNotSupportedError('solana_signAndSendTransaction')
    }
    const joined = withConnector(base.adapter, extra.adapter, { connectorId: 'walletConnect' })
    await expect(joined.send?.(params)).rejects.toBeInstanceOf(MethodNotSupportedError)
    // the chain adapter has no send: its own connector's send is not supported, never a prepared one
    await expect(joined.send?.({ ...params, connectorId: 'io.metamask' })).rejects.toBeInstanceOf(
      MethodNotSupportedError,
    )
  })
})
