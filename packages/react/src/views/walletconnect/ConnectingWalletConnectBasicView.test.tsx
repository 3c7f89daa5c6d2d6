import {
  type ChainAdapter,
  type Connector,
  type ConnectResult,
  createLatch,
  MESSAGES,
  type PairingSource,
  type PairingSourceState,
  UserCanceledError,
} from '@latch/core'
import { testNetworks } from '@latch/core/testing'
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { LatchProvider } from '../../provider/LatchProvider'

afterEach(cleanup)

const ethereum = testNetworks.ethereum

const URI = 'wc:7f6e@2?relay-protocol=irn&symKey=58'

// A stand-in for the pairing connector, the adapter's typed `pairing` source: it cannot run here
// without a relay, and the real pairing path (relay stand-in, real clients on both ends) is proven
// in tests/e2e/walletconnect.test.ts. This test covers only what the view does with the source.
function fakePairing(options: { uriLater?: boolean } = {}) {
  const listeners = new Set<(state: PairingSourceState) => void>()
  let state: PairingSourceState = { status: 'idle', uri: undefined, uriExpiresAt: undefined }
  let pending: { resolve: (r: ConnectResult) => void; reject: (e: unknown) => void } | undefined
  const qrs: string[] = []
  let cancels = 0
  const set = (next: PairingSourceState) => {
    state = next
    for (const l of listeners) l(state)
  }
  const source: PairingSource = {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    cancel() {
      cancels += 1
      pending?.reject(new UserCanceledError())
      set({ status: 'idle', uri: undefined, uriExpiresAt: undefined })
    },
    async createQr(uri) {
      qrs.push(uri)
      return {
        svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><path d="M0 0h1v1H0z"/></svg>',
      }
    },
  }
  const connector: Connector = {
    id: 'walletConnect',
    type: 'walletConnect',
    name: 'WalletConnect',
    chain: 'eip155',
    installed: false,
  }
  const none = () => Promise.reject(new Error('not used'))
  const adapter: ChainAdapter = {
    namespace: 'eip155',
    init() {},
    getConnectors: () => [connector],
    getProvider: (id) => (id === 'walletConnect' ? source : undefined),
    pairing: source,
    connect: () =>
      new Promise<ConnectResult>((resolve, reject) => {
        pending = { resolve, reject }
        set({
          status: 'pairing',
          uri: options.uriLater ? undefined : URI,
          uriExpiresAt: Date.now() + 300_000,
        })
      }),
    reconnect: async () => null,
    disconnect: async () => {},
    switchNetwork: async () => {},
    getBalance: none,
    signMessage: none,
    request: none,
    subscribe: () => () => {},
  }
  return {
    adapter,
    qrs,
    cancels: () => cancels,
    showUri: () => set({ status: 'pairing', uri: URI, uriExpiresAt: Date.now() + 300_000 }),
    approve: (address: string) => pending?.resolve({ accounts: [{ address }], caipNetworkId: 'eip155:1' }),
    refuse: () => pending?.reject({ code: 4001, message: 'User rejected.' }),
  }
}

describe('ConnectingWalletConnectBasicView (SPEC §2: the basic wallet-connect screen on desktop)', () => {
  it('with no adapters and nothing connected, opening on desktop shows the basic screen, which says pairing is not set up', async () => {
    const latch = createLatch({ adapters: [], networks: [ethereum], isMobile: () => false })
    render(<LatchProvider latch={latch}>{null}</LatchProvider>)
    await act(async () => {
      await latch.ready()
      await latch.open()
    })
    const dialog = await screen.findByRole('dialog', { name: 'WalletConnect' })
    expect(latch.getState().router.view).toBe('ConnectingWalletConnectBasic')
    expect(within(dialog).getByText('Pairing with a phone wallet is not set up in this app.')).toBeTruthy()
    expect(dialog.querySelector('[data-latch-pairing-qr]')).toBeNull()
  })

  it('with manual pairing control, shows the pairing QR, the copy button and the registry wallets opening on the URI; approval connects', async () => {
    const pairing = fakePairing()
    const latch = createLatch({
      adapters: [pairing.adapter],
      networks: [ethereum],
      manualWalletConnect: true,
      isMobile: () => false,
    })
    render(<LatchProvider latch={latch}>{null}</LatchProvider>)
    await act(async () => {
      await latch.ready()
      await latch.open()
    })
    const dialog = await screen.findByRole('dialog', { name: 'WalletConnect' })
    expect(latch.getState().router.view).toBe('ConnectingWalletConnectBasic')
    const qr = await within(dialog).findByRole('img', { name: 'QR code to scan with your wallet' })
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/)
    // the generator was asked once on mount (so it loads beside the pairing), then for the URI
    expect(pairing.qrs.at(-1)).toBe(URI)
    expect(dialog.querySelector('[data-latch-pairing-uri]')?.getAttribute('data-latch-pairing-uri')).toBe(URI)
    expect(within(dialog).getByRole('button', { name: 'Copy link' })).toBeTruthy()
    // The bundled registry's MetaMask entry has the mobile link metamask://. The registry's wallets
    // load with the view, after the QR may already show.
    const metamask = await within(dialog).findByRole('link', { name: /MetaMask/ })
    expect(metamask.getAttribute('href')).toBe(`metamask://wc?uri=${encodeURIComponent(URI)}`)
    expect(dialog.querySelector('[data-latch-wallet-list] [data-latch-wallet="walletConnect"]')).toBeNull()
    expect(dialog.querySelector('[style]')).toBeNull()

    await act(async () => {
      pairing.approve('0x00000000000000000000000000000000000000a1')
    })
    await waitFor(() =>
      expect(latch.getAccount({ namespace: 'eip155' }).address).toBe(
        '0x00000000000000000000000000000000000000a1',
      ),
    )
    expect(latch.getState().modal.open).toBe(false)
  })

  it('a pairing the phone wallet refuses says "Connection rejected", the error once, what to do, and offers Try again', async () => {
    const pairing = fakePairing()
    const latch = createLatch({
      adapters: [pairing.adapter],
      networks: [ethereum],
      manualWalletConnect: true,
      isMobile: () => false,
    })
    render(<LatchProvider latch={latch}>{null}</LatchProvider>)
    await act(async () => {
      await latch.ready()
      await latch.open()
    })
    const dialog = await screen.findByRole('dialog', { name: 'WalletConnect' })
    await within(dialog).findByRole('img', { name: 'QR code to scan with your wallet' })
    await act(async () => {
      pairing.refuse()
    })
    const alert = await within(dialog).findByRole('alert')
    expect(alert.textContent).toBe(MESSAGES.userRejected)
    expect(within(dialog).getAllByText(MESSAGES.connectionRejected)).toHaveLength(1)
    expect(
      within(dialog).getByText(
        'Try again and approve the request in your wallet, or go back and choose another wallet.',
      ),
    ).toBeTruthy()
    expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeTruthy()
    expect(dialog.querySelector('[data-latch-toast]')).toBeNull()
  })

  it('closing the basic screen cancels the pairing: the connect rejects and nothing connects', async () => {
    const pairing = fakePairing()
    const latch = createLatch({
      adapters: [pairing.adapter],
      networks: [ethereum],
      manualWalletConnect: true,
      isMobile: () => false,
    })
    render(<LatchProvider latch={latch}>{null}</LatchProvider>)
    await act(async () => {
      await latch.ready()
      await latch.open()
    })
    const dialog = await screen.findByRole('dialog', { name: 'WalletConnect' })
    await within(dialog).findByRole('img', { name: 'QR code to scan with your wallet' })
    act(() => latch.close())
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(pairing.cancels()).toBe(1)
    expect(latch.getAccount({ namespace: 'eip155' }).isConnected).toBe(false)
  })

  it('before the URI exists the code’s frame is there with a placeholder, Copy link waits disabled, and the QR generator is already loading; the code replaces the placeholder in the same frame with the wallet’s logo', async () => {
    const pairing = fakePairing({ uriLater: true })
    const latch = createLatch({
      adapters: [pairing.adapter],
      networks: [ethereum],
      manualWalletConnect: true,
      isMobile: () => false,
    })
    render(<LatchProvider latch={latch}>{null}</LatchProvider>)
    await act(async () => {
      await latch.ready()
      await latch.open()
    })
    const dialog = await screen.findByRole('dialog', { name: 'WalletConnect' })
    const frame = dialog.querySelector('[data-latch-pairing-code]')
    expect(frame?.getAttribute('data-state')).toBe('loading')
    expect(frame?.textContent).toBe('Preparing the QR code…')
    const copy = within(dialog).getByRole('button', { name: 'Copy link' }) as HTMLButtonElement
    expect(copy.disabled).toBe(true)
    expect(dialog.querySelector('[data-latch-pairing-uri]')).toBeNull()
    await waitFor(() => expect(pairing.qrs.length).toBeGreaterThan(0))
    expect(pairing.qrs).not.toContain(URI)

    await act(async () => {
      pairing.showUri()
    })
    await within(dialog).findByRole('img', { name: 'QR code to scan with your wallet' })
    // the same frame holds the code, WalletConnect's logo on it
    expect(dialog.querySelector('[data-latch-pairing-code]')).toBe(frame)
    expect(frame?.getAttribute('data-state')).toBe('ready')
    expect(frame?.querySelector('[data-latch-pairing-logo]')).not.toBeNull()
    expect(copy.disabled).toBe(false)
  })
})
