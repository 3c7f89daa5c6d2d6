import { createLatch } from '@latch/core'
import { createMemoryAdapter, testConnector, testNetworks } from '@latch/core/testing'
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LatchProvider } from '../../provider/LatchProvider'

afterEach(cleanup)

/** An EVM wallet connected (MetaMask installed); Solana and Stacks wallets installed but not connected. */
async function connectedOnEvm(options: { walletNeverAnswersSwitch?: boolean } = {}) {
  const memory = createMemoryAdapter({
    namespace: 'eip155',
    connectors: [testConnector('eip155', 'io.metamask')],
  })
  const evm = {
    adapter: options.walletNeverAnswersSwitch
      ? { ...memory.adapter, switchNetwork: () => new Promise<void>(() => {}) }
      : memory.adapter,
  }
  const solana = createMemoryAdapter({
    namespace: 'solana',
    connectors: [testConnector('solana', 'phantom')],
  })
  const stacks = createMemoryAdapter({
    namespace: 'stacks',
    connectors: [{ id: 'LeatherProvider', type: 'wbip', name: 'Leather', chain: 'stacks', installed: true }],
  })
  const latch = createLatch({
    adapters: [evm.adapter, solana.adapter, stacks.adapter],
    networks: [testNetworks.ethereum, testNetworks.sepolia, testNetworks.solana, testNetworks.stacks],
  })
  latch.mount()
  await latch.ready()
  await latch.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
  render(<LatchProvider latch={latch}>{null}</LatchProvider>)
  await act(() => latch.open({ view: 'Networks' }))
  return latch
}

describe('Networks: one active network per family', () => {
  it('lists the networks by family in the order the app gave them, marking the active network only of the family with a connected wallet', async () => {
    await connectedOnEvm()
    const dialog = await screen.findByRole('dialog')
    const families = within(dialog).getAllByRole('list', { name: /networks$/ })
    expect(families.map((f) => f.getAttribute('aria-label'))).toEqual([
      'EVM networks',
      'Solana networks',
      'Stacks networks',
    ])
    // EVM has a wallet: its one network in use is marked; Solana and Stacks have none, so nothing
    // of theirs reads "Active"
    const marked = families.map(
      (family) =>
        within(family)
          .getAllByRole('button')
          .filter((b) => b.getAttribute('aria-current') === 'true').length,
    )
    expect(marked).toEqual([1, 0, 0])
    expect(within(families[1] as HTMLElement).queryByText('Active')).toBeNull()
    expect(within(families[2] as HTMLElement).queryByText('Active')).toBeNull()
    const evm = families[0] as HTMLElement
    expect(
      within(evm)
        .getByRole('button', { name: /Ethereum/ })
        .getAttribute('aria-current'),
    ).toBe('true')
    expect(
      within(evm)
        .getByRole('button', { name: /Sepolia/ })
        .getAttribute('aria-current'),
    ).toBeNull()
  })

  it("picking Stacks lists the Stacks/Bitcoin wallets at once, Leather marked installed, no other family's wallet", async () => {
    const latch = await connectedOnEvm()
    const dialog = await screen.findByRole('dialog')
    fireEvent.click(within(dialog).getByRole('button', { name: /Stacks/ }))
    await within(dialog).findByRole('heading', { name: 'Switch to Stacks' })
    const stacksWalletNames = () =>
      latch.wallets
        .getWallets()
        .filter((w) => w.chains.some((c) => c.startsWith('stacks:')))
        .map((w) => w.name)
    // the bundled Stacks/Bitcoin list arrives with the wallets slice, loaded when Connect opens
    await vi.waitFor(() => expect(stacksWalletNames().length).toBeGreaterThanOrEqual(4))
    const stacksWallets = stacksWalletNames()
    await vi.waitFor(() => {
      const rows = within(within(dialog).getByRole('list', { name: 'Wallets' }))
        .getAllByRole('button')
        .map((b) => b.textContent ?? '')
        .filter((t) => t !== 'All Wallets')
      // every row is a Stacks wallet, the installed Leather among them
      expect(rows.some((row) => row.includes('Leather') && row.includes('Installed'))).toBe(true)
      expect(rows.length).toBeGreaterThanOrEqual(4)
      for (const row of rows)
        expect(
          stacksWallets.some((name) => row.includes(name)),
          row,
        ).toBe(true)
    })
  })

  it('the switch screen for a network of the connected family is titled with what it does', async () => {
    // the wallet is still asking the user: the switch screen stays
    const latch = await connectedOnEvm({ walletNeverAnswersSwitch: true })
    const dialog = await screen.findByRole('dialog')
    fireEvent.click(within(dialog).getByRole('button', { name: /Sepolia/ }))
    await within(dialog).findByRole('heading', { name: 'Switch to Sepolia' })
    expect(latch.state.router.view).toBe('SwitchNetwork')
  })
})
