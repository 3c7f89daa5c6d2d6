import { createLatch } from '@latch/core'
import { createMemoryAdapter, testConnector, testNetworks } from '@latch/core/testing'
import { act, cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { LatchProvider } from '../provider/LatchProvider'

afterEach(cleanup)

/** MetaMask (EVM) and Phantom (Solana) installed, nothing connected (or MetaMask), the modal in `locale`. */
async function openIn(locale: string, view: 'Connect' | 'AllWallets' | 'Networks', connected = false) {
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
    networks: [testNetworks.ethereum, testNetworks.solana],
    locale,
  })
  latch.mount()
  await latch.ready()
  if (connected) await latch.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
  render(<LatchProvider latch={latch}>{null}</LatchProvider>)
  await act(() => latch.open({ view }))
  const dialog = await screen.findByRole('dialog')
  return dialog.querySelector(`[data-latch-view="${view}"]`) as HTMLElement
}

describe('the wallet and network lists in the modal’s locale', () => {
  it('Connect in German: the wallet list and its "All Wallets" button are translated', async () => {
    const view = await openIn('de', 'Connect')
    expect(within(view).getByRole('list', { name: 'Wallets' })).toBeTruthy()
    expect(within(view).getByRole('button', { name: 'Alle Wallets' })).toBeTruthy()
    expect(within(view).queryByText('All Wallets')).toBeNull()
  })

  it('All Wallets in German: search label, placeholder and list region name are translated', async () => {
    const view = await openIn('de', 'AllWallets')
    const search = within(view).getByLabelText('Wallets durchsuchen')
    expect(search.getAttribute('placeholder')).toBe('Wallet suchen')
    expect(within(view).getByRole('region', { name: 'Alle Wallets' })).toBeTruthy()
  })

  it('Networks in Arabic: each family’s list named in Arabic around the Latin family name, the active one tagged', async () => {
    // the active network is tagged in a family with a connected wallet
    const view = await openIn('ar', 'Networks', true)
    const names = within(view)
      .getAllByRole('list')
      .map((list) => list.getAttribute('aria-label'))
    expect(names).toEqual(['شبكات EVM', 'شبكات Solana'])
    expect(view.querySelector('[data-latch-tag="active"]')?.textContent).toBe('نشطة')
  })
})
