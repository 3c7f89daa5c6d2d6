import { createLatch, createMemoryStore, lazyChainAdapter, type RouterView } from '@latch/core'
import { createMemoryAdapter, testConnector, testNetworks } from '@latch/core/testing'
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { RouteButton } from '../../components/RouteButton'
import { WalletRow } from '../../components/WalletRow'
import { LatchContext } from '../../hooks/LatchContext'
import { ConnectButton } from '../../modal/ConnectButton'
import { ModalRoot } from '../../modal/ModalRoot'
import { LatchProvider } from '../../provider/LatchProvider'
import { createViewCache } from '../../viewCache/createViewCache'
import { ViewCacheContext } from '../../viewCache/ViewCacheContext'
import { viewCacheOf } from './viewCacheOf'
import { viewLoaders } from './viewLoaders'

afterEach(cleanup)

const newLatch = () => {
  const wallet = createMemoryAdapter({ namespace: 'eip155' })
  return createLatch({ adapters: [wallet.adapter], networks: [testNetworks.ethereum] })
}

const modal = () => document.querySelector('[role="dialog"] [data-latch-modal]')

/**
 * An instance whose adapter starts its wallet discovery alone at mount (nothing to restore), with
 * `load` counting the loads of the adapter's own code.
 */
const discoveryFirstLatch = () => {
  const memory = createMemoryAdapter({ namespace: 'eip155' })
  const load = vi.fn(async () => memory.adapter)
  const discovery = { start: () => {}, stop: () => {}, connectors: () => [], provider: () => undefined }
  const adapter = lazyChainAdapter({ namespace: 'eip155', discovery: async () => discovery }, load)
  return { latch: createLatch({ adapters: [adapter], networks: [testNetworks.ethereum] }), load }
}

describe('views load on their own, per instance', () => {
  it("the idle prefetch loads the view a disconnected open shows (Connect), and not the other views' chunk", async () => {
    const latch = newLatch()
    render(<LatchProvider latch={latch} />)
    const views = viewCacheOf(latch)
    await waitFor(() => expect(views.get('Connect')).toBeDefined(), { timeout: 3_000 })
    // Give a load of the other chunk every chance to land before looking.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(views.loaded()).toEqual(['Connect'])
    expect(views.get('Account')).toBeUndefined()
    // The strings are the plain English Connect shows: the formats come with the other views.
    await waitFor(() => expect(latch.i18n.peek()?.t('title.connect')).toBe('Connect Wallet'))
    expect(() => latch.i18n.peek()?.formatNumber('1')).toThrow(
      expect.objectContaining({ code: 'STRINGS_NOT_LOADED' }),
    )
    // Another instance has its own record: nothing is shared through the module.
    expect(viewCacheOf(newLatch()).loaded()).toEqual([])
  })

  it('hovering the connect button loads the frame and the view the open shows: Connect when disconnected, Account when connected', async () => {
    const latch = newLatch()
    render(
      <LatchProvider latch={latch} modal={false}>
        <ConnectButton />
      </LatchProvider>,
    )
    const views = viewCacheOf(latch)
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Connect Wallet' }))
    await waitFor(() => expect(views.loaded()).toEqual(['Connect']))

    const connected = newLatch()
    cleanup()
    render(
      <LatchProvider latch={connected} modal={false}>
        <ConnectButton />
      </LatchProvider>,
    )
    await act(() => connected.connect({ namespace: 'eip155', connectorId: 'injected' }))
    fireEvent.pointerEnter(document.querySelector('[data-latch-connect-button]') as Element)
    await waitFor(() => expect(viewCacheOf(connected).get('Account')).toBeDefined())
    expect(viewCacheOf(connected).get('Connect')).toBeUndefined()
    // Account's code comes with the whole translator: its balance shows formatted at once.
    expect(connected.i18n.peek()?.formatNumber('1234.5')).toBe('1,234.50')
  })

  it('a navigation to a view whose code is not loaded keeps the previous view, header included, until it has loaded, then shows it', async () => {
    const latch = newLatch()
    // The other views' chunk (the help view's, and the one the open modal loads when idle) arrives
    // when the test says so; Connect loads as in the page.
    let arrive = () => {}
    const gate = new Promise<void>((resolve) => (arrive = resolve))
    const loaderOf = viewLoaders(latch)
    const others = () => gate.then(() => loaderOf('WhatIsAWallet')())
    const views = createViewCache((view) => (view === 'Connect' ? loaderOf(view) : others))
    await latch.i18n.load()
    render(
      <LatchContext.Provider value={latch}>
        <ViewCacheContext.Provider value={views}>
          <ModalRoot />
        </ViewCacheContext.Provider>
      </LatchContext.Provider>,
    )
    await act(() => latch.open())
    await screen.findByRole('dialog', { name: 'Connect Wallet' })

    await act(async () => {
      latch.router.push('WhatIsAWallet')
      await new Promise((resolve) => setTimeout(resolve, 50))
    })

    // The router has moved on; the modal still shows Connect, never an empty body.
    expect(latch.getState().router.view).toBe('WhatIsAWallet')
    expect(modal()?.getAttribute('data-view')).toBe('Connect')
    expect(document.querySelector('[data-latch-body] [data-latch-view="Connect"]')).not.toBeNull()
    expect(screen.getByRole('dialog', { name: 'Connect Wallet' })).toBeDefined()

    act(() => arrive())
    await screen.findByRole('dialog', { name: 'What is a wallet?' })
    expect(modal()?.getAttribute('data-view')).toBe('WhatIsAWallet')
    expect(document.querySelector('[data-latch-view="WhatIsAWallet"]')).not.toBeNull()
    expect(document.querySelector('[data-latch-view="Connect"]')).toBeNull()

    // Back to a loaded view: at once.
    await act(async () => latch.router.goBack())
    expect(modal()?.getAttribute('data-view')).toBe('Connect')
  })

  it('an app that offers email and social login finds them in the first frame of Connect: their code loads with the view', async () => {
    const wallet = createMemoryAdapter({ namespace: 'eip155' })
    const latch = createLatch({
      adapters: [wallet.adapter],
      networks: [testNetworks.ethereum],
      features: { email: true, socials: ['google'] },
    })
    render(<LatchProvider latch={latch} />)
    const views = viewCacheOf(latch)
    await waitFor(() => expect(views.get('Connect')).toBeDefined(), { timeout: 3_000 })
    // Every Connect view the modal ever draws has them: no frame shows Connect without its logins.
    const drawn: boolean[] = []
    const observer = new MutationObserver(() => {
      const shown = document.querySelector('[role="dialog"] [data-latch-view="Connect"]')
      if (shown) drawn.push(shown.querySelector('[data-latch-email-form]') !== null)
    })
    observer.observe(document.body, { childList: true, subtree: true })
    await act(() => latch.open())
    observer.disconnect()
    expect(drawn.length).toBeGreaterThan(0)
    expect(drawn.every(Boolean)).toBe(true)
    const connect = document.querySelector('[role="dialog"] [data-latch-view="Connect"]') as HTMLElement
    expect(connect.querySelector('[data-latch-email-form] input[type="email"]')).not.toBeNull()
    expect(within(connect).getByRole('button', { name: 'Continue with Google' })).toBeDefined()
    expect(views.loaded()).toEqual(['Connect'])
  })

  it("once the modal is open on its first view, the other views' code loads when the browser is idle, with no navigation", async () => {
    const latch = newLatch()
    render(<LatchProvider latch={latch} />)
    const views = viewCacheOf(latch)
    await waitFor(() => expect(views.get('Connect')).toBeDefined(), { timeout: 3_000 })
    expect(views.get('Account')).toBeUndefined()
    await act(() => latch.open())
    await screen.findByRole('dialog', { name: 'Connect Wallet' })
    await waitFor(() => expect(views.get('AllWallets')).toBeDefined(), { timeout: 3_000 })
    expect(views.get('Account')).toBeDefined()
    expect(latch.getState().router.view).toBe('Connect')
  })

  it("a reload's restore is not competed with: the idle prefetch waits until it has settled, then loads the view the open shows (Account)", async () => {
    const storage = createMemoryStore()
    const walletOf = () =>
      createMemoryAdapter({
        namespace: 'eip155',
        connectors: [testConnector('eip155', 'io.metamask')],
        accounts: { 'io.metamask': [{ address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' }] },
        authorized: ['io.metamask'],
      })
    const first = createLatch({ adapters: [walletOf().adapter], networks: [testNetworks.ethereum], storage })
    await first.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
    // the reload: its restore waits until the test lets it go
    const wallet = walletOf()
    let letRestore = () => {}
    const held = new Promise<void>((resolve) => (letRestore = resolve))
    const reconnect = wallet.adapter.reconnect
    wallet.adapter.reconnect = (params) => held.then(() => reconnect(params))
    const latch = createLatch({ adapters: [wallet.adapter], networks: [testNetworks.ethereum], storage })
    render(<LatchProvider latch={latch} />)
    const views = viewCacheOf(latch)
    await waitFor(() => expect(latch.getState().connections.status.eip155).toBe('reconnecting'))
    // well past the idle prefetch's moment (no requestIdleCallback here: 200 ms after mount)
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)))
    expect(views.loaded()).toEqual([])
    letRestore()
    await act(() => latch.ready())
    expect(latch.getState().connections.status.eip155).toBe('connected')
    await waitFor(() => expect(views.get('Account')).toBeDefined(), { timeout: 3_000 })
  })

  it('the code a connect runs loads once the modal is open and the browser idle, never before the click (nothing to restore)', async () => {
    const { latch, load } = discoveryFirstLatch()
    render(<LatchProvider latch={latch} />)
    await waitFor(() => expect(viewCacheOf(latch).get('Connect')).toBeDefined(), { timeout: 3_000 })
    // the idle prefetch has run: the modal's code and the opening view, not the adapter's
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(load).not.toHaveBeenCalled()
    await act(() => latch.open())
    await screen.findByRole('dialog', { name: 'Connect Wallet' })
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1), { timeout: 3_000 })
  })

  it('hovering a wallet row loads the code its connect runs, so the pick reaches the wallet inside the click', async () => {
    const { latch, load } = discoveryFirstLatch()
    await latch.i18n.load()
    render(
      <LatchContext.Provider value={latch}>
        <WalletRow id="io.metamask" name="MetaMask" onSelect={() => {}} />
      </LatchContext.Provider>,
    )
    expect(load).not.toHaveBeenCalled()
    fireEvent.pointerEnter(screen.getByRole('button', { name: /MetaMask/ }))
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1))
  })

  it.each([
    ['pointerEnter', fireEvent.pointerEnter],
    ['focus', fireEvent.focus],
    ['pointerDown', fireEvent.pointerDown],
  ] as const)("a RouteButton loads its view's code on %s, before the click", async (_, intent) => {
    const latch = newLatch()
    const requested: RouterView[] = []
    const loaderOf = viewLoaders(latch)
    const views = createViewCache((view) => {
      requested.push(view)
      return loaderOf(view)
    })
    render(
      <LatchContext.Provider value={latch}>
        <ViewCacheContext.Provider value={views}>
          <RouteButton view="Networks" hook="network-button">
            Network
          </RouteButton>
        </ViewCacheContext.Provider>
      </LatchContext.Provider>,
    )
    expect(requested).toEqual([])
    intent(screen.getByRole('button', { name: 'Network' }))
    expect(requested).toEqual(['Networks'])
    await waitFor(() => expect(views.get('Networks')).toBeDefined())
    // Nothing was navigated: only the code was loaded.
    expect(latch.getState().router.view).toBe('Connect')
  })
})
