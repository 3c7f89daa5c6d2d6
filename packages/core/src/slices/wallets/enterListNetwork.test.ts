import { describe, expect, it } from 'vitest'
import { createLatch } from '../../instance/createLatch'
import type { CaipNetwork } from '../../shared/networks/types'
import { createMemoryAdapter, testConnector, testNetworks } from '../../testing/memoryAdapter'
import { enterListNetwork } from './enterListNetwork'

const solanaDevnet: CaipNetwork = {
  ...testNetworks.solana,
  id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  name: 'Solana Devnet',
}

async function connectedOnEvm() {
  const adapter = (namespace: 'eip155' | 'solana', id: string) =>
    createMemoryAdapter({ namespace, connectors: [testConnector(namespace, id)] }).adapter
  const latch = createLatch({
    adapters: [adapter('eip155', 'io.metamask'), adapter('solana', 'phantom')],
    networks: [testNetworks.ethereum, testNetworks.solana, solanaDevnet],
  })
  latch.mount()
  await latch.ready()
  await latch.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
  return latch
}

describe('enterListNetwork: a connect started from SwitchActiveChain happens on the chosen network', () => {
  it('makes the network of a family with no wallet the active one', async () => {
    const latch = await connectedOnEvm()
    await latch.switchNetwork(solanaDevnet.caipNetworkId)
    expect(latch.getState().router.view).toBe('SwitchActiveChain')
    expect(enterListNetwork(latch)).toBe(true)
    await Promise.resolve()
    expect(latch.getState().chains.activeNamespace).toBe('solana')
    expect(latch.getNetwork()?.caipNetworkId).toBe(solanaDevnet.caipNetworkId)
    expect(latch.getNetwork({ namespace: 'eip155' })?.caipNetworkId).toBe('eip155:1')
  })

  it('changes nothing without such a network (the plain Connect list)', async () => {
    const latch = await connectedOnEvm()
    latch.open({ view: 'Connect' })
    expect(enterListNetwork(latch)).toBe(false)
    expect(latch.getState().chains.activeNamespace).toBe('eip155')
  })
})
