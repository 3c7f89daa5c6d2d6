import { describe, expect, it } from 'vitest'
import { lazyChainAdapter } from '../adapters/lazyChainAdapter'
import type { ChainAdapter } from '../adapters/types'
import { withConnector } from '../adapters/withConnector'
import { createMemoryStore } from '../shared/storage/createStorage'
import { createMemoryAdapter, testConnector, testNetworks } from '../testing/memoryAdapter'
import { createLatch } from './createLatch'

/** A Solana wallet adapter whose connectors' own objects are Wallet Standard wallets. */
function solanaWallets() {
  const memory = createMemoryAdapter({
    namespace: 'solana',
    connectors: [testConnector('solana', 'Phantom')],
  })
  const phantom = { name: 'Phantom', features: {} }
  const adapter: ChainAdapter = {
    ...memory.adapter,
    getProvider: (connectorId) => (connectorId === 'Phantom' ? phantom : undefined),
  }
  return { adapter, phantom }
}

/** A pairing connector's adapter for a namespace: its own object is its session API, not a wallet. */
function pairing(namespace: 'eip155' | 'solana') {
  const memory = createMemoryAdapter({ namespace, connectors: [testConnector(namespace, 'walletConnect')] })
  const session = { pairingApi: true }
  return { ...memory.adapter, getProvider: () => session }
}

/** An EVM adapter that routes a provider through Latch, recording the instances it was built for. */
function routedEvm() {
  const memory = createMemoryAdapter({
    namespace: 'eip155',
    connectors: [testConnector('eip155', 'io.metamask')],
    accounts: { 'io.metamask': [{ address: '0x00000000000000000000000000000000000a11ce' }] },
  })
  const builtFor: object[] = []
  const adapter: ChainAdapter = {
    ...memory.adapter,
    latchProvider(latch) {
      builtFor.push(latch)
      return { routed: true, latch }
    },
  }
  return { adapter, builtFor }
}

async function mounted(adapters: ChainAdapter[]) {
  const latch = createLatch({
    adapters,
    networks: [testNetworks.ethereum, testNetworks.solana],
    storage: createMemoryStore(),
  })
  latch.mount()
  await latch.ready()
  return latch
}

describe('latch.getProvider(namespace)', () => {
  it("is undefined until a wallet connects, then the connected wallet's own object where the adapter routes none, and undefined after disconnect", async () => {
    const solana = solanaWallets()
    const latch = await mounted([solana.adapter])
    expect(latch.getProvider('solana')).toBeUndefined()
    await latch.connect({ namespace: 'solana', connectorId: 'Phantom' })
    expect(latch.getProvider('solana')).toBe(solana.phantom)
    expect(latch.getProvider('eip155')).toBeUndefined()
    await latch.disconnect({ namespace: 'solana' })
    expect(latch.getProvider('solana')).toBeUndefined()
  })

  it("returns the adapter's provider routed through Latch, built once for this instance, the same object on every call", async () => {
    const evm = routedEvm()
    const latch = await mounted([evm.adapter])
    expect(latch.getProvider('eip155')).toBeUndefined()
    expect(evm.builtFor).toEqual([])
    await latch.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
    const provider = latch.getProvider('eip155')
    expect(provider).toEqual({ routed: true, latch })
    expect(latch.getProvider('eip155')).toBe(provider)
    expect(evm.builtFor).toEqual([latch])
  })

  it('keeps the routed provider through the lazy loader and the combination with a pairing connector', async () => {
    const evm = routedEvm()
    const lazyEvm = lazyChainAdapter({ namespace: 'eip155' }, async () => evm.adapter)
    const combined = withConnector(lazyEvm, pairing('eip155'), { connectorId: 'walletConnect' })
    const latch = await mounted([combined])
    await latch.connect({ namespace: 'eip155', connectorId: 'walletConnect' })
    expect(latch.getProvider('eip155')).toEqual({ routed: true, latch })
  })

  it("never hands out the pairing connector's own object as a namespace's wallet provider", async () => {
    const solana = solanaWallets()
    const combined = withConnector(solana.adapter, pairing('solana'), { connectorId: 'walletConnect' })
    const latch = await mounted([combined])
    await latch.connect({ namespace: 'solana', connectorId: 'walletConnect' })
    expect(latch.getState().connections.status.solana).toBe('connected')
    expect(latch.getProvider('solana')).toBeUndefined()
    await latch.connect({ namespace: 'solana', connectorId: 'Phantom' })
    expect(latch.getProvider('solana')).toBe(solana.phantom)
  })
})
