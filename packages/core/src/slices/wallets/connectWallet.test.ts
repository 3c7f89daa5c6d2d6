import { describe, expect, it } from 'vitest'
import { createLatch } from '../../instance/createLatch'
import { createMemoryAdapter, testConnector, testNetworks } from '../../testing/memoryAdapter'
import { connectWallet, siblingNamespaces } from './connectWallet'

const bitcoin = testNetworks.bitcoin

async function setup() {
  const adapter = (namespace: 'stacks' | 'bip122' | 'eip155', ids: string[]) =>
    createMemoryAdapter({ namespace, connectors: ids.map((id) => testConnector(namespace, id)) }).adapter
  const latch = createLatch({
    adapters: [
      adapter('eip155', ['io.metamask']),
      adapter('stacks', ['LeatherProvider', 'AsignaProvider']),
      adapter('bip122', ['LeatherProvider']),
    ],
    networks: [testNetworks.ethereum, testNetworks.stacks, bitcoin],
  })
  latch.mount()
  await latch.ready()
  return latch
}

describe('connectWallet: a wallet that serves both Stacks and Bitcoin connects both', () => {
  it('picked for Stacks, it connects Bitcoin too', async () => {
    const latch = await setup()
    await connectWallet(latch, { namespace: 'stacks', connectorId: 'LeatherProvider' })
    expect(latch.getAccount({ namespace: 'stacks' }).isConnected).toBe(true)
    expect(latch.getAccount({ namespace: 'bip122' }).isConnected).toBe(true)
    expect(latch.connections.list('bip122').map((c) => c.connectorId)).toEqual(['LeatherProvider'])
  })

  it('a wallet of one namespace only (Asigna: Stacks), or of another family, connects just that', async () => {
    const latch = await setup()
    expect(siblingNamespaces(latch.state, 'stacks', 'AsignaProvider')).toEqual([])
    expect(siblingNamespaces(latch.state, 'eip155', 'io.metamask')).toEqual([])
    await connectWallet(latch, { namespace: 'stacks', connectorId: 'AsignaProvider' })
    expect(latch.getAccount({ namespace: 'bip122' }).isConnected).toBe(false)
  })

  it('a namespace the wallet already holds is not asked again', async () => {
    const latch = await setup()
    await latch.connect({ namespace: 'bip122', connectorId: 'LeatherProvider' })
    expect(siblingNamespaces(latch.state, 'stacks', 'LeatherProvider')).toEqual([])
    expect(siblingNamespaces(latch.state, 'bip122', 'LeatherProvider')).toEqual(['stacks'])
  })
})
