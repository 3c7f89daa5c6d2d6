import { type Connector, createLatch, createMemoryStore } from '@latch/core'
import { createMemoryAdapter, testConnector, testNetworks } from '@latch/core/testing'
import { act, cleanup, render, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LatchProvider } from '../../provider/LatchProvider'
import { findView } from '../email/testing/renderAuthApp'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'

const metamask: Connector = {
  ...testConnector('eip155', 'io.metamask'),
  name: 'MetaMask',
  rdns: 'io.metamask',
}

async function openGetWallet(families: { eip155?: Connector[]; solana?: Connector[]; stacks?: Connector[] }) {
  const adapters = Object.entries(families).map(
    ([namespace, connectors]) =>
      createMemoryAdapter({ namespace: namespace as 'eip155' | 'solana' | 'stacks', connectors }).adapter,
  )
  const networks = { eip155: testNetworks.ethereum, solana: testNetworks.solana, stacks: testNetworks.stacks }
  const latch = createLatch({
    adapters,
    networks: Object.keys(families).map((ns) => networks[ns as keyof typeof networks]),
    storage: createMemoryStore(),
  })
  render(<LatchProvider latch={latch}>{null}</LatchProvider>)
  await act(async () => {
    await latch.ready()
    await latch.open({ view: 'GetWallet' })
  })
  const view = await findView('GetWallet')
  // the store links load in their own chunk
  await within(view).findAllByRole('link')
  return view
}

/** Each family's heading and its links as [name, link host]. */
function offers(view: HTMLElement) {
  return [...view.querySelectorAll('[data-latch-get-wallet-family]')].map((section) => [
    section.querySelector('h3')?.textContent,
    within(section as HTMLElement)
      .getAllByRole('link')
      .map((a) => [
        a.querySelector('[data-latch-wallet-name]')?.textContent,
        new URL(a.getAttribute('href') ?? '').hostname,
      ]),
  ])
}

describe('GetWallet: install links for a visitor with no wallet', () => {
  it("lists each of the app's families with its wallets' extension-store links on a desktop, leaving out the installed wallet and offering each wallet once", async () => {
    const view = await openGetWallet({ eip155: [metamask], solana: [] })
    const chrome = 'chromewebstore.google.com'
    expect(offers(view)).toEqual([
      [
        'EVM',
        [
          ['Coinbase Wallet', chrome],
          ['Rabby Wallet', chrome],
          ['Trust Wallet', chrome],
          ['Rainbow', chrome],
        ],
      ],
      [
        'Solana',
        [
          ['Phantom', chrome],
          ['Solflare', chrome],
          ['Backpack', chrome],
        ],
      ],
    ])
    // each link opens the store in a new tab, telling it nothing of this page
    for (const link of within(view).getAllByRole('link')) {
      expect(link.getAttribute('target')).toBe('_blank')
      expect(link.getAttribute('rel')).toBe('noopener noreferrer')
    }
    expect(within(view).getByText('Install one, then come back to connect.')).toBeTruthy()
  })

  it('on a phone, links to the App Store, with no family heading when the app has one family', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE)
    const view = await openGetWallet({ eip155: [] })
    expect(view.querySelector('h3')).toBeNull()
    const links = within(view).getAllByRole('link')
    expect(links.map((a) => a.textContent)).toEqual([
      'MetaMaskInstall',
      'Coinbase WalletInstall',
      'Trust WalletInstall',
      'RainbowInstall',
    ])
    expect(links[0]?.getAttribute('href')).toBe('https://apps.apple.com/app/id1438144202')
  })

  it('says so when this browser already has every wallet it would offer', async () => {
    const installed = ['Leather', 'Xverse', 'Asigna', 'Fordefi'].map((name) => ({
      ...testConnector('stacks', `${name}Provider`),
      name,
    }))
    const latch = createLatch({
      adapters: [createMemoryAdapter({ namespace: 'stacks', connectors: installed }).adapter],
      networks: [testNetworks.stacks],
      storage: createMemoryStore(),
    })
    render(<LatchProvider latch={latch}>{null}</LatchProvider>)
    await act(async () => {
      await latch.ready()
      await latch.open({ view: 'GetWallet' })
    })
    const view = await findView('GetWallet')
    expect(await within(view).findByText('This browser already has a wallet for this app.')).toBeTruthy()
    expect(within(view).queryAllByRole('link')).toEqual([])
  })
})
