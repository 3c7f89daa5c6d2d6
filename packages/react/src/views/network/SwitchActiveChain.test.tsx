import { type CaipNetwork, createLatch } from '@latch/core'
import { createMemoryAdapter, testConnector, testNetworks } from '@latch/core/testing'
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { LatchProvider } from '../../provider/LatchProvider'

afterEach(cleanup)

// Two networks of the Solana family: the switch must land on the one the user picked, not the
// family's first.
const solanaDevnet: CaipNetwork = {
  ...testNetworks.solana,
  id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  name: 'Solana Devnet',
}

async function connectedOnEvm() {
  const evm = createMemoryAdapter({
    namespace: 'eip155',
    connectors: [testConnector('eip155', 'io.metamask')],
  })
  const solana = createMemoryAdapter({
    namespace: 'solana',
    connectors: [testConnector('solana', 'phantom')],
  })
  const latch = createLatch({
    adapters: [evm.adapter, solana.adapter],
    networks: [testNetworks.ethereum, testNetworks.solana, solanaDevnet],
  })
  latch.mount()
  await latch.ready()
  await latch.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
  render(<LatchProvider latch={latch}>{null}</LatchProvider>)
  await act(() => latch.open({ view: 'Networks' }))
  return latch
}

describe('SwitchActiveChain (SPEC §2: a network of a family that is not connected yet)', () => {
  it('is titled with the network it switches to, and confirming makes that network active and opens Connect', async () => {
    const latch = await connectedOnEvm()
    const dialog = await screen.findByRole('dialog')
    fireEvent.click(within(dialog).getByRole('button', { name: /Solana Devnet/ }))
    await within(dialog).findByRole('heading', { name: 'Switch to Solana Devnet' })
    expect(latch.state.router.view).toBe('SwitchActiveChain')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Switch' }))
    await within(dialog).findByRole('heading', { name: 'Connect Wallet' })
    expect(latch.state.chains.activeNamespace).toBe('solana')
    expect(latch.getNetwork()?.caipNetworkId).toBe(solanaDevnet.caipNetworkId)
    // the connected EVM wallet and its network are untouched
    expect(latch.getAccount({ namespace: 'eip155' }).isConnected).toBe(true)
    expect(latch.getNetwork({ namespace: 'eip155' })?.caipNetworkId).toBe('eip155:1')
  })
})
