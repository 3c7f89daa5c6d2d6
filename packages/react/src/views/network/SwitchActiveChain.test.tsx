import { type CaipNetwork, createLatch } from '@latch/core'
import { createMemoryAdapter, testConnector, testNetworks } from '@latch/core/testing'
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
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

const walletRows = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('list', { name: 'Wallets' }))
    .getAllByRole('button')
    .map((b) => b.textContent ?? '')

describe('SwitchActiveChain (SPEC §2: a network of a family that is not connected yet)', () => {
  it("lists that family's wallets only, with Back to the networks that changes nothing", async () => {
    const latch = await connectedOnEvm()
    const dialog = await screen.findByRole('dialog')
    fireEvent.click(within(dialog).getByRole('button', { name: /Solana Devnet/ }))
    await within(dialog).findByRole('heading', { name: 'Switch to Solana Devnet' })
    expect(latch.state.router.view).toBe('SwitchActiveChain')
    // no "Switch" step: the Solana wallet is there at once, no EVM wallet beside it
    expect(within(dialog).queryByRole('button', { name: 'Switch' })).toBeNull()
    await vi.waitFor(() => expect(walletRows(dialog).some((r) => r.includes('Wallet phantom'))).toBe(true))
    expect(walletRows(dialog).some((r) => r.includes('Wallet io.metamask'))).toBe(false)
    // "All Wallets" stays limited to the family
    fireEvent.click(within(dialog).getByRole('button', { name: 'All Wallets' }))
    await within(dialog).findByRole('heading', { name: 'All Wallets' })
    await vi.waitFor(() =>
      expect(within(dialog).getByRole('button', { name: /Wallet phantom/ })).toBeTruthy(),
    )
    expect(within(dialog).queryByRole('button', { name: /Wallet io\.metamask/ })).toBeNull()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Back' }))
    await within(dialog).findByRole('heading', { name: 'Switch to Solana Devnet' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Back' }))
    await within(dialog).findByRole('heading', { name: 'Choose Network' })
    expect(latch.state.chains.activeNamespace).toBe('eip155')
    expect(latch.getNetwork({ namespace: 'solana' })?.caipNetworkId).not.toBe(solanaDevnet.caipNetworkId)
  })

  it('picking a wallet there connects it on the chosen network, which becomes the active one', async () => {
    const latch = await connectedOnEvm()
    const dialog = await screen.findByRole('dialog')
    fireEvent.click(within(dialog).getByRole('button', { name: /Solana Devnet/ }))
    fireEvent.click(await within(dialog).findByRole('button', { name: /Wallet phantom/ }))
    await vi.waitFor(() => expect(latch.getAccount({ namespace: 'solana' }).isConnected).toBe(true))
    expect(latch.state.chains.activeNamespace).toBe('solana')
    expect(latch.getNetwork()?.caipNetworkId).toBe(solanaDevnet.caipNetworkId)
    // the connected EVM wallet and its network are untouched
    expect(latch.getAccount({ namespace: 'eip155' }).isConnected).toBe(true)
    expect(latch.getNetwork({ namespace: 'eip155' })?.caipNetworkId).toBe('eip155:1')
  })
})
