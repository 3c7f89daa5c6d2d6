import { act, cleanup, fireEvent, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { findView } from '../account/testing/renderAccountApp'
import { renderMultiWalletApp, WALLETS } from './testing/renderMultiWalletApp'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

// the view as rendered now (a disconnect re-renders the modal's body)
const family = (_view: HTMLElement, name: string) =>
  within(document.querySelector<HTMLElement>('[data-latch-view="ProfileWallets"]')!).getByRole('region', {
    name,
  })
const row = (region: HTMLElement, connectorId: string) =>
  region.querySelector<HTMLElement>(`[data-latch-profile-connection="${connectorId}"]`)

describe('ProfileWallets with several wallets', () => {
  it('groups every connection by family, each with its name and address, the active one marked in text and aria-current', async () => {
    await renderMultiWalletApp()
    const view = await findView('ProfileWallets')
    const evm = family(view, 'EVM')
    const items = within(evm).getAllByRole('listitem')
    expect(items.map((li) => li.querySelector('[data-latch-profile-wallet-name]')?.textContent)).toEqual([
      'Rabby',
      'MetaMask',
    ])
    const rabby = row(evm, WALLETS.rabby.id)!
    expect(rabby.getAttribute('aria-current')).toBe('true')
    expect(within(rabby).getByText('Active')).toBeTruthy()
    expect(within(rabby).getByTitle(WALLETS.rabby.address).textContent).toBe('0x3C44…93BC')
    // the active one offers no "Switch"; the other one does
    expect(within(rabby).queryByRole('button', { name: /^Switch/ })).toBeNull()
    const metamask = row(evm, WALLETS.metamask.id)!
    expect(metamask.getAttribute('aria-current')).toBeNull()
    expect(within(metamask).queryByText('Active')).toBeNull()
    expect(within(metamask).getByRole('button', { name: 'Switch to MetaMask' })).toBeTruthy()
    expect(within(family(view, 'Solana')).getByTitle(WALLETS.phantom.address)).toBeTruthy()
    const btc = family(view, 'Bitcoin & Stacks')
    expect(within(btc).getByTitle(WALLETS.leatherStx.address)).toBeTruthy()
    expect(within(btc).getByTitle(WALLETS.leatherBtc.address)).toBeTruthy()
    expect(within(btc).getByText('Stacks')).toBeTruthy()
    expect(within(btc).getByText('Bitcoin')).toBeTruthy()
  })

  it('"Active" means the one wallet in use: another family\'s own wallet reads "Used for …", and no row says "Active" and offers "Switch"', async () => {
    const { latch } = await renderMultiWalletApp()
    const view = await findView('ProfileWallets')
    expect(latch.getState().chains.activeNamespace).toBe('eip155')
    const phantom = row(family(view, 'Solana'), WALLETS.phantom.id)!
    expect(within(phantom).queryByText('Active')).toBeNull()
    expect(within(phantom).getByText('Used for Solana')).toBeTruthy()
    expect(phantom.getAttribute('aria-current')).toBeNull()
    expect(within(phantom).getByRole('button', { name: 'Switch to Phantom' })).toBeTruthy()
    const btc = family(view, 'Bitcoin & Stacks')
    expect(within(btc).getByText('Used for Stacks')).toBeTruthy()
    expect(within(btc).getByText('Used for Bitcoin')).toBeTruthy()
    const rows = [...document.querySelectorAll<HTMLElement>('[data-latch-profile-connection]')]
    expect(rows.filter((r) => within(r).queryByText('Active')).length).toBe(1)
    for (const r of rows)
      if (within(r).queryByText('Active'))
        expect(within(r).queryByRole('button', { name: /^Switch/ })).toBeNull()
    // switching moves the one "Active" mark; the EVM wallet left reads "Used for EVM"
    fireEvent.click(within(phantom).getByRole('button', { name: 'Switch to Phantom' }))
    await within(family(view, 'Solana')).findByText('Active')
    expect(within(row(family(view, 'EVM'), WALLETS.rabby.id)!).getByText('Used for EVM')).toBeTruthy()
  })

  it('"Switch" makes that wallet the active one, and the Account view shows it', async () => {
    const { latch } = await renderMultiWalletApp()
    act(() => latch.chains.setActiveNamespace('solana'))
    const view = await findView('ProfileWallets')
    fireEvent.click(within(family(view, 'EVM')).getByRole('button', { name: 'Switch to MetaMask' }))
    await vi.waitFor(() =>
      expect(row(family(view, 'EVM'), WALLETS.metamask.id)?.getAttribute('aria-current')).toBe('true'),
    )
    expect(row(family(view, 'EVM'), WALLETS.rabby.id)?.getAttribute('aria-current')).toBeNull()
    expect(latch.getAccount().address).toBe(WALLETS.metamask.address)
    act(() => latch.router.push('Account'))
    const account = await findView('Account')
    expect(within(account).getByTitle(WALLETS.metamask.address)).toBeTruthy()
    expect(within(account).getByRole('button', { name: /Connected with MetaMask/ })).toBeTruthy()
  })

  it('"Switch" on another family\'s wallet makes that family the one the Account view shows', async () => {
    const { latch } = await renderMultiWalletApp()
    const view = await findView('ProfileWallets')
    expect(latch.getState().chains.activeNamespace).toBe('eip155')
    fireEvent.click(within(family(view, 'Solana')).getByRole('button', { name: 'Switch to Phantom' }))
    await vi.waitFor(() => expect(latch.getState().chains.activeNamespace).toBe('solana'))
    expect(latch.getAccount().address).toBe(WALLETS.phantom.address)
    // the wallet shown is the one without "Switch"; Rabby, still EVM's active wallet, now has one
    await within(family(view, 'EVM')).findByRole('button', { name: 'Switch to Rabby' })
    expect(within(family(view, 'Solana')).queryByRole('button', { name: 'Switch to Phantom' })).toBeNull()
  })

  it('"Disconnect" on one wallet leaves the others connected; the family\'s next wallet becomes active and the gone one is recent', async () => {
    const { latch } = await renderMultiWalletApp()
    const view = await findView('ProfileWallets')
    fireEvent.click(within(family(view, 'EVM')).getByRole('button', { name: 'Disconnect Rabby' }))
    await vi.waitFor(() => expect(row(family(view, 'EVM'), WALLETS.rabby.id)).toBeNull())
    expect(row(family(view, 'EVM'), WALLETS.metamask.id)?.getAttribute('aria-current')).toBe('true')
    expect(latch.getAccount({ namespace: 'eip155' }).address).toBe(WALLETS.metamask.address)
    expect(latch.getAccount({ namespace: 'solana' }).address).toBe(WALLETS.phantom.address)
    expect(latch.getAccount({ namespace: 'stacks' }).address).toBe(WALLETS.leatherStx.address)
    const recent = within(family(view, 'EVM')).getByRole('heading', { name: 'Recent' }).parentElement!
    expect(within(recent).getByTitle(WALLETS.rabby.address)).toBeTruthy()
    // "Connect" on a recent wallet connects it again, alongside the one there is (a connect closes the modal)
    fireEvent.click(within(recent).getByRole('button', { name: 'Connect Rabby again' }))
    await vi.waitFor(() =>
      expect(latch.connections.list('eip155').map((c) => c.connectorId)).toEqual([
        WALLETS.rabby.id,
        WALLETS.metamask.id,
      ]),
    )
  })

  it('with the remote multiWallet feature off: only the active connector shows, no recent, and "Add wallet" says "Multi-Wallet Not Enabled" with its advice', async () => {
    const { latch } = await renderMultiWalletApp()
    const view = await findView('ProfileWallets')
    fireEvent.click(within(family(view, 'Solana')).getByRole('button', { name: 'Disconnect Phantom' }))
    await within(family(view, 'Solana')).findByRole('button', { name: 'Connect Phantom again' })
    expect(row(family(view, 'EVM'), WALLETS.metamask.id)).not.toBeNull()
    act(() => latch.options.setRemoteFeatures({ multiWallet: false }))
    const evm = family(view, 'EVM')
    await vi.waitFor(() => expect(row(evm, WALLETS.metamask.id)).toBeNull())
    expect(row(evm, WALLETS.rabby.id)).not.toBeNull()
    expect(view.querySelector('[data-latch-profile-recent]')).toBeNull()
    fireEvent.click(within(evm).getByRole('button', { name: 'Add wallet: EVM' }))
    const dialog = view.closest('[role="dialog"]') as HTMLElement
    await within(dialog).findByText('Multi-Wallet Not Enabled')
    expect(
      within(dialog).getByText(
        'Enable the multiWallet feature in the project configuration to use several wallets at once.',
      ),
    ).toBeTruthy()
    expect(dialog.querySelector('[data-latch-view="ProfileWallets"]')).not.toBeNull()
  })

  it('Copy address copies that row\'s full address, says "Copied" and announces it', async () => {
    await renderMultiWalletApp()
    const view = await findView('ProfileWallets')
    const written: string[] = []
    const clipboard = { writeText: async (text: string) => void written.push(text) }
    Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true })
    const button = within(view).getByRole('button', { name: 'Copy address of Phantom' })
    await act(async () => {
      fireEvent.click(button)
    })
    expect(written).toEqual([WALLETS.phantom.address])
    expect(button.textContent).toBe('Copied')
    expect(
      within(view)
        .getAllByRole('status')
        .map((s) => s.textContent),
    ).toContain('Address copied to the clipboard')
  })

  it('"Add wallet" opens Connect listing only that family\'s wallets, without changing the wallet shown, and keeps every connection', async () => {
    const { latch } = await renderMultiWalletApp()
    const view = await findView('ProfileWallets')
    fireEvent.click(within(view).getByRole('button', { name: 'Add wallet: Solana' }))
    const connect = await findView('Connect')
    const listed = [...connect.querySelectorAll('[data-latch-wallet-name]')].map((n) => n.textContent)
    // the installed Solana wallet first, then wallets of the bundled list that serve Solana
    expect(listed[0]).toBe(WALLETS.phantom.name)
    for (const other of [WALLETS.metamask.name, WALLETS.rabby.name, WALLETS.leatherStx.name])
      expect(listed).not.toContain(other)
    expect(connect.querySelector('[data-latch-email-input-form]')).toBeNull()
    expect(latch.getState().chains.activeNamespace).toBe('eip155')
    expect(latch.connections.list('eip155').map((c) => c.connectorId)).toEqual([
      WALLETS.rabby.id,
      WALLETS.metamask.id,
    ])
    expect(latch.getState().alerts.current).toBeUndefined()
  })

  it('"Add wallet: Solana" connects the picked wallet on Solana beside the EVM wallet, then returns to Wallets showing it', async () => {
    const { latch } = await renderMultiWalletApp({ only: 'metamask' })
    const view = await findView('ProfileWallets')
    fireEvent.click(within(view).getByRole('button', { name: 'Add wallet: Solana' }))
    const connect = await findView('Connect')
    fireEvent.click(within(connect).getByRole('button', { name: new RegExp(`^${WALLETS.phantom.name}`) }))
    await vi.waitFor(() =>
      expect(latch.getAccount({ namespace: 'solana' }).address).toBe(WALLETS.phantom.address),
    )
    expect(latch.getAccount({ namespace: 'eip155' }).address).toBe(WALLETS.metamask.address)
    // the modal stays open on Wallets, the new wallet in its family
    const back = await findView('ProfileWallets')
    expect(latch.getState().modal.open).toBe(true)
    expect(row(family(back, 'Solana'), WALLETS.phantom.id)).not.toBeNull()
    expect(latch.getState().router.history).toEqual(['ProfileWallets'])
  })

  it('"Add wallet: Bitcoin & Stacks" opens the Stacks/Bitcoin picker and connects the chosen wallet on both', async () => {
    const { latch } = await renderMultiWalletApp({ only: 'metamask' })
    const view = await findView('ProfileWallets')
    fireEvent.click(within(view).getByRole('button', { name: 'Add wallet: Bitcoin & Stacks' }))
    const picker = await findView('WalletPicker')
    fireEvent.click(within(picker).getByRole('button', { name: new RegExp(`^${WALLETS.leatherBtc.name}`) }))
    await vi.waitFor(() =>
      expect(latch.getAccount({ namespace: 'bip122' }).address).toBe(WALLETS.leatherBtc.address),
    )
    expect(latch.getAccount({ namespace: 'stacks' }).address).toBe(WALLETS.leatherStx.address)
    expect(latch.getAccount({ namespace: 'eip155' }).address).toBe(WALLETS.metamask.address)
    // back on Wallets, both of the wallet's namespaces shown, the modal open
    const back = await findView('ProfileWallets')
    expect(latch.getState().modal.open).toBe(true)
    expect(within(family(back, 'Bitcoin & Stacks')).getByTitle(WALLETS.leatherBtc.address)).toBeTruthy()
    expect(within(family(back, 'Bitcoin & Stacks')).getByTitle(WALLETS.leatherStx.address)).toBeTruthy()
  })

  it('the Stacks/Bitcoin picker opened by "Add wallet" has Back, which returns to Wallets with nothing connected', async () => {
    const { latch } = await renderMultiWalletApp({ only: 'metamask' })
    const view = await findView('ProfileWallets')
    fireEvent.click(within(view).getByRole('button', { name: 'Add wallet: Bitcoin & Stacks' }))
    const picker = await findView('WalletPicker')
    fireEvent.click(
      within(picker.closest('[role="dialog"]') as HTMLElement).getByRole('button', { name: 'Back' }),
    )
    await findView('ProfileWallets')
    expect(latch.getState().modal.open).toBe(true)
    expect(latch.getAccount({ namespace: 'stacks' }).isConnected).toBe(false)
    expect(latch.getAccount({ namespace: 'bip122' }).isConnected).toBe(false)
  })

  it('a Stacks/Bitcoin wallet picked in the Connect list connects Bitcoin too, so Bitcoin is no dead end', async () => {
    const { latch } = await renderMultiWalletApp({ only: 'metamask' })
    act(() => latch.router.push('AllWallets'))
    const all = await findView('AllWallets')
    fireEvent.click(
      await within(all).findByRole('button', { name: new RegExp(`^${WALLETS.leatherStx.name}`) }),
    )
    await vi.waitFor(() =>
      expect(latch.getAccount({ namespace: 'bip122' }).address).toBe(WALLETS.leatherBtc.address),
    )
    expect(latch.getAccount({ namespace: 'stacks' }).address).toBe(WALLETS.leatherStx.address)
    expect(latch.getAccount({ namespace: 'eip155' }).address).toBe(WALLETS.metamask.address)
  })

  it('Bitcoin & Stacks follows the multi-wallet rule like every family: with it off, adding a second wallet says "Multi-Wallet Not Enabled"', async () => {
    const { latch } = await renderMultiWalletApp({ multiWallet: false })
    const view = await findView('ProfileWallets')
    const btc = family(view, 'Bitcoin & Stacks')
    expect(within(btc).queryByRole('button', { name: 'Change wallet: Bitcoin & Stacks' })).toBeNull()
    fireEvent.click(within(btc).getByRole('button', { name: 'Add wallet: Bitcoin & Stacks' }))
    await within(view.closest('[role="dialog"]') as HTMLElement).findByText('Multi-Wallet Not Enabled')
    expect(latch.getState().router.view).toBe('ProfileWallets')
  })

  it('with the app option multiWallet: false a second EVM wallet replaces the first, and only one shows', async () => {
    await renderMultiWalletApp({ multiWallet: false })
    const view = await findView('ProfileWallets')
    const evm = family(view, 'EVM')
    expect(within(evm).getAllByRole('listitem')).toHaveLength(1)
    expect(row(evm, WALLETS.rabby.id)?.getAttribute('aria-current')).toBe('true')
    expect(view.querySelector('[data-latch-profile-recent]')).toBeNull()
    fireEvent.click(within(evm).getByRole('button', { name: 'Add wallet: EVM' }))
    await within(view.closest('[role="dialog"]') as HTMLElement).findByText('Multi-Wallet Not Enabled')
  })

  it('a family with no wallet says so and its "Add wallet" opens Connect even with multi-wallet off', async () => {
    const { latch } = await renderMultiWalletApp({ multiWallet: false, only: 'metamask' })
    const view = await findView('ProfileWallets')
    expect(within(family(view, 'Solana')).getByText('No Solana wallet connected')).toBeTruthy()
    fireEvent.click(within(view).getByRole('button', { name: 'Add wallet: Solana' }))
    await findView('Connect')
    expect(latch.getState().alerts.current).toBeUndefined()
    expect(latch.getAccount({ namespace: 'eip155' }).address).toBe(WALLETS.metamask.address)
  })
})

describe("the Account view's wallet switcher", () => {
  it('shows the active wallet and opens ProfileWallets from a keyboard-reachable button', async () => {
    const { latch } = await renderMultiWalletApp()
    act(() => latch.chains.setActiveNamespace('eip155'))
    act(() => latch.router.push('Account'))
    const account = await findView('Account')
    const switcher = within(account).getByRole('button', { name: 'Connected with Rabby Switch wallet' })
    expect(switcher.tagName).toBe('BUTTON')
    fireEvent.click(switcher)
    await findView('ProfileWallets')
  })
})

describe('Account with several wallets', () => {
  it('Disconnect names the wallet it ends, says the others stay, and "Disconnect all" beside it ends them all', async () => {
    const { latch } = await renderMultiWalletApp()
    act(() => latch.router.push('Account'))
    const account = await findView('Account')
    expect(within(account).getByText('Your other wallets stay connected.')).toBeTruthy()
    fireEvent.click(within(account).getByRole('button', { name: 'Disconnect Rabby' }))
    // the next wallet becomes the one shown, and its button names it
    const next = await vi.waitFor(() => {
      const view = document.querySelector<HTMLElement>('[data-latch-view="Account"]')!
      expect(within(view).getByRole('button', { name: 'Disconnect MetaMask' })).toBeTruthy()
      return view
    })
    expect(latch.connections.list().some((c) => c.connectorId === WALLETS.rabby.id)).toBe(false)
    fireEvent.click(within(next).getByRole('button', { name: 'Disconnect all' }))
    await vi.waitFor(() => expect(latch.connections.list()).toEqual([]))
  })
})
