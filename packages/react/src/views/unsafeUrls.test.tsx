import {
  type CaipNetwork,
  type ChainAdapter,
  type Connector,
  createLatch,
  createMemoryStore,
  type KeyValueStore,
} from '@latch/core'
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { LatchProvider } from '../provider/LatchProvider'

afterEach(cleanup)

const local: CaipNetwork = {
  id: '31337',
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  name: 'Local',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
}

const SCRIPT_LINK = 'javascript:alert(document.cookie)//'
const HTML_ICON = 'data:text/html,<script>alert(1)</script>'
const UNSAFE = /^\s*(javascript|vbscript|data:text|data:application|file)/i

/** Every href and src the modal rendered. */
function renderedUrls(root: ParentNode = document) {
  return [
    ...[...root.querySelectorAll('[href]')].map((el) => el.getAttribute('href') ?? ''),
    ...[...root.querySelectorAll('[src]')].map((el) => el.getAttribute('src') ?? ''),
  ]
}

// Wallets announced by the page: their icons come from whatever script announced them. Nothing
// connects in this test.
function announcing(connectors: Connector[]): ChainAdapter {
  const none = () => Promise.reject(new Error('not used'))
  return {
    namespace: 'eip155',
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

async function openModal(storage: KeyValueStore, connectors: Connector[] = []) {
  const latch = createLatch({ adapters: [announcing(connectors)], networks: [local], storage })
  render(<LatchProvider latch={latch}>{null}</LatchProvider>)
  await act(async () => {
    latch.mount()
    await latch.ready()
    await latch.open({ view: 'Connect' })
  })
  const dialog = await screen.findByRole('dialog', { name: 'Connect Wallet' }, { timeout: 5_000 })
  return { latch, dialog }
}

// openModal waits up to 5 s for the dialog on a loaded machine: each test's limit covers it
describe('no javascript: link or data:text/html icon ever reaches an href or src', {
  timeout: 15_000,
}, () => {
  it('an announced wallet icon that is HTML is not rendered as an image source', async () => {
    const { dialog } = await openModal(createMemoryStore(), [
      {
        id: 'dev.evil',
        type: 'announced',
        name: 'Evil Wallet',
        chain: 'eip155',
        installed: true,
        imageUrl: HTML_ICON,
      },
      {
        id: 'dev.js',
        type: 'announced',
        name: 'Js Wallet',
        chain: 'eip155',
        installed: true,
        imageUrl: SCRIPT_LINK,
      },
    ])
    expect(within(dialog).getByRole('button', { name: /Evil Wallet/ })).toBeTruthy()
    expect(renderedUrls().filter((url) => UNSAFE.test(url))).toEqual([])
  })

  it('a stored recent wallet with script links and an HTML icon shows, and opens, without them', async () => {
    const storage = createMemoryStore()
    const planted = {
      id: 'planted',
      name: 'Planted Wallet',
      chains: ['eip155:31337'],
      image_url: HTML_ICON,
      mobile_link: SCRIPT_LINK,
      desktop_link: 'vbscript:msgbox(1)',
      webapp_link: SCRIPT_LINK,
    }
    storage.setItem('@latch/recentWallets', JSON.stringify({ v: 1, d: [planted] }))
    const { dialog } = await openModal(storage)
    const row = within(dialog).getByRole('button', { name: /Planted Wallet/ })
    expect(renderedUrls().filter((url) => UNSAFE.test(url))).toEqual([])
    act(() => {
      fireEvent.click(row)
    })
    await screen.findByText('Planted Wallet is not installed in this browser')
    expect(renderedUrls().filter((url) => UNSAFE.test(url))).toEqual([])
  })

  it('a chosen wallet pushed with unsafe links shows only its safe ones', async () => {
    const { latch } = await openModal(createMemoryStore())
    act(() =>
      latch.router.push('ConnectingWalletConnect', {
        wallet: {
          id: 'pushed',
          name: 'Pushed Wallet',
          imageUrl: HTML_ICON,
          desktopLink: SCRIPT_LINK,
          webappLink: 'https://app.pushed.example',
        },
      }),
    )
    await screen.findByText('Pushed Wallet is not installed in this browser')
    const links = screen.getAllByRole('link').map((a) => a.getAttribute('href'))
    expect(links).toEqual(['https://app.pushed.example'])
    expect(renderedUrls().filter((url) => UNSAFE.test(url))).toEqual([])
  })
})
