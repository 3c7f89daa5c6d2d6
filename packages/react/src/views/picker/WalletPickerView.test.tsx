import { type CaipNetwork, type ChainAdapter, type Connector, createLatch } from '@latch/core'
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { LatchProvider } from '../../provider/LatchProvider'

afterEach(cleanup)

const bitcoin: CaipNetwork = {
  id: '000000000933ea01ad0ee984209779ba',
  caipNetworkId: 'bip122:000000000933ea01ad0ee984209779ba',
  chainNamespace: 'bip122',
  name: 'Bitcoin Testnet',
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
}

const wallet = (id: string, name: string, installed: boolean): Connector => ({
  id,
  type: 'wbip',
  name,
  chain: 'bip122',
  installed,
})

// The page's wallets as a Bitcoin adapter discovers them: Leather installed; Asigna known but
// absent (the adapter lists it so the picker can offer its install link). Nothing connects here.
function discoveryOnly(connectors: Connector[]): ChainAdapter {
  const none = () => Promise.reject(new Error('not used'))
  return {
    namespace: 'bip122',
    init() {},
    getConnectors: () => connectors,
    connect: none,
    reconnect: async () => null,
    disconnect: async () => {},
    switchNetwork: async () => {},
    getBalance: none,
    signMessage: none,
    request: none,
    subscribe: () => () => {},
  }
}

// A Bitcoin adapter whose wallets approve every connect, recording what was asked.
function connecting(connectors: Connector[]) {
  const connects: { connectorId: string }[] = []
  const adapter: ChainAdapter = {
    ...discoveryOnly(connectors),
    async connect(params) {
      connects.push({ connectorId: params.connectorId })
      return { accounts: [{ address: `bc1q-${params.connectorId}` }], caipNetworkId: bitcoin.caipNetworkId }
    },
  }
  return { adapter, connects }
}

async function setup() {
  const latch = createLatch({
    adapters: [
      discoveryOnly([wallet('LeatherProvider', 'Leather', true), wallet('AsignaProvider', 'Asigna', false)]),
    ],
    networks: [bitcoin],
  })
  render(<LatchProvider latch={latch}>{null}</LatchProvider>)
  await act(() => latch.ready())
  let picked!: Promise<Connector>
  act(() => {
    picked = latch.picker.pick('bip122')
  })
  picked.catch(() => {})
  const dialog = await screen.findByRole('dialog', { name: 'Select Wallet' })
  return { latch, picked, dialog }
}

describe('WalletPickerView (SPEC §2: Stacks/Bitcoin wallet selection modal)', () => {
  it('marks only the installed wallets, lists them first, and offers install links for the others', async () => {
    const { dialog } = await setup()
    const rows = [...dialog.querySelectorAll('[data-latch-wallet-list] [data-latch-wallet]')]
    expect(rows.map((r) => [r.getAttribute('data-latch-wallet'), r.tagName])).toEqual([
      ['LeatherProvider', 'BUTTON'],
      ['XverseProviders.BitcoinProvider', 'A'],
      ['AsignaProvider', 'A'],
      ['FordefiProviders.UtxoProvider', 'A'],
    ])
    const leather = within(dialog).getByRole('button', { name: /^Leather/ })
    expect(leather.hasAttribute('data-installed')).toBe(true)
    // Asigna is discovered but not installed: a link, never an "Installed" row.
    expect(within(dialog).queryByRole('button', { name: /^Asigna/ })).toBeNull()
    expect(
      within(dialog)
        .getByRole('link', { name: /^Asigna/ })
        .getAttribute('href'),
    ).toBe('https://asigna.io')
  })

  it('choosing an installed wallet settles the pending pick with it', async () => {
    const { dialog, picked } = await setup()
    fireEvent.click(within(dialog).getByRole('button', { name: /^Leather/ }))
    await expect(picked).resolves.toMatchObject({ id: 'LeatherProvider', installed: true })
  })

  it('Cancel closes it and rejects the pending pick with the user-canceled error -31001', async () => {
    const { dialog, picked, latch } = await setup()
    act(() => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    })
    await expect(picked).rejects.toMatchObject({ code: -31001 })
    expect(latch.getState().modal.open).toBe(false)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('opened with no pending pick (a view launcher), choosing an installed wallet connects it directly', async () => {
    const bip122 = connecting([wallet('LeatherProvider', 'Leather', true)])
    const latch = createLatch({ adapters: [bip122.adapter], networks: [bitcoin] })
    render(<LatchProvider latch={latch}>{null}</LatchProvider>)
    await act(async () => {
      await latch.ready()
      await latch.open({ view: 'WalletPicker', namespace: 'bip122' })
    })
    const dialog = await screen.findByRole('dialog', { name: 'Select Wallet' })
    expect(bip122.connects).toEqual([])
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: /^Leather/ }))
    })
    expect(bip122.connects).toEqual([{ connectorId: 'LeatherProvider' }])
    await waitFor(() =>
      expect(latch.getAccount({ namespace: 'bip122' }).address).toBe('bc1q-LeatherProvider'),
    )
  })

  describe('install links fit the platform', () => {
    const agents = {
      android:
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
      iphone:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      chrome:
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
    }
    const original = Object.getOwnPropertyDescriptor(window.navigator, 'userAgent')
    afterEach(() => {
      if (original) Object.defineProperty(window.navigator, 'userAgent', original)
      else Reflect.deleteProperty(window.navigator, 'userAgent')
    })
    const xverseLinkOn = async (agent: string) => {
      Object.defineProperty(window.navigator, 'userAgent', { value: agent, configurable: true })
      const { dialog } = await setup()
      return within(dialog)
        .getByRole('link', { name: /^Xverse/ })
        .getAttribute('href')
    }

    it('Android gets the Google Play listing of Xverse, not the App Store', async () => {
      expect(await xverseLinkOn(agents.android)).toMatch(/^https:\/\/play\.google\.com\//)
    })

    it('an iPhone gets the App Store listing of Xverse', async () => {
      expect(await xverseLinkOn(agents.iphone)).toMatch(/^https:\/\/apps\.apple\.com\//)
    })

    it('a desktop browser gets the Chrome Web Store listing of Xverse', async () => {
      expect(await xverseLinkOn(agents.chrome)).toMatch(/^https:\/\/chromewebstore\.google\.com\//)
    })
  })
})
