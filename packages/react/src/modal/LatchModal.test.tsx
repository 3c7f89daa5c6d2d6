import { readFileSync } from 'node:fs'
import path from 'node:path'
import { type CaipNetwork, createLatch, type Latch, type SiwxConfig } from '@latch/core'
import { createMemoryAdapter } from '@latch/core/testing'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LatchProvider } from '../provider/LatchProvider'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

const local: CaipNetwork = {
  id: '31337',
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  name: 'Local',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
}

// The app's sign-in backend, reduced to "required, and no session yet": the part of the app the
// closing rule depends on. Nothing here is called by the close path except getRequired.
const requiredSignIn: SiwxConfig = {
  createMessage: () => Promise.reject(new Error('not used')),
  addSession: () => Promise.resolve(),
  getSessions: () => Promise.resolve([]),
  revokeSession: () => Promise.resolve(),
  setSessions: () => Promise.resolve(),
  getRequired: () => true,
}

function renderModal(latch: Latch) {
  return render(
    <LatchProvider latch={latch}>
      <button type="button" onClick={() => void latch.open()}>
        Open
      </button>
    </LatchProvider>,
  )
}

describe('LatchModal', () => {
  it('renders nothing until opened; with no adapters it opens on the basic WalletConnect view (SPEC §2)', async () => {
    const latch = createLatch({ adapters: [], networks: [local] })
    renderModal(latch)
    expect(screen.queryByRole('dialog')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Open' }))
    const dialog = await screen.findByRole('dialog', { name: 'WalletConnect' })
    expect(dialog.querySelector('[data-latch-view="ConnectingWalletConnectBasic"]')).not.toBeNull()
  })

  it('follows the router: push shows the view with a next transition and a back button, back uses prev', async () => {
    const latch = createLatch({ adapters: [], networks: [local] })
    renderModal(latch)
    await act(() => latch.open({ view: 'Connect' }))
    await screen.findByRole('dialog', { name: 'Connect Wallet' })
    act(() => latch.router.push('Networks'))
    await screen.findByRole('dialog', { name: 'Choose Network' })
    expect(document.querySelector('[data-latch-body]')?.getAttribute('data-transition')).toBe('next')
    fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    await screen.findByRole('dialog', { name: 'Connect Wallet' })
    expect(document.querySelector('[data-latch-body]')?.getAttribute('data-transition')).toBe('prev')
  })

  it('paints the first view of an open at once: no view transition or header fade until the view changes', async () => {
    const latch = createLatch({ adapters: [], networks: [local] })
    renderModal(latch)
    await act(() => latch.open({ view: 'Connect' }))
    await screen.findByRole('dialog', { name: 'Connect Wallet' })
    const transitions = () =>
      [...document.querySelectorAll('[data-latch-modal], [data-latch-body]')].map((element) =>
        element.getAttribute('data-transition'),
      )
    expect(transitions()).toEqual([null, null])
    act(() => latch.router.push('Networks'))
    await screen.findByRole('dialog', { name: 'Choose Network' })
    expect(transitions()).toEqual(['next', 'next'])
    fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    await screen.findByRole('dialog', { name: 'Connect Wallet' })
    expect(transitions()).toEqual(['prev', 'prev'])
    // A new open starts without a transition again.
    act(() => latch.close())
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await act(() => latch.open({ view: 'Networks' }))
    await screen.findByRole('dialog', { name: 'Choose Network' })
    expect(transitions()).toEqual([null, null])
  })

  it('the theme animates the header text and the view only on a view change, never the first view of an open', () => {
    const css = readFileSync(path.join(import.meta.dirname, '../theme/theme.css'), 'utf8')
    const animated = [...css.matchAll(/([^{}]+)\{([^}]*)\}/g)]
      .filter(([, , body]) => /animation\s*:/.test(body ?? ''))
      .flatMap(([, selectors]) => (selectors ?? '').split(',').map((s) => s.trim()))
      .filter((selector) => /\[data-latch-(title|body)\]/.test(selector))
    expect(animated.length).toBeGreaterThan(0)
    for (const selector of animated) expect(selector).toMatch(/\[data-transition/)
  })

  it('Escape closes through latch.close(): the modal state closes and the dialog goes away', async () => {
    const latch = createLatch({ adapters: [], networks: [local] })
    renderModal(latch)
    await act(() => latch.open())
    await screen.findByRole('dialog')
    act(() => {
      fireEvent.keyDown(document, { key: 'Escape' })
    })
    expect(latch.getState().modal.open).toBe(false)
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('a required sign-in without a session refuses Escape and outside clicks, shakes for 500 ms and offers no close button', async () => {
    const wallet = createMemoryAdapter({ namespace: 'eip155' })
    const latch = createLatch({ adapters: [wallet.adapter], networks: [local], siwx: requiredSignIn })
    renderModal(latch)
    await act(() => latch.open())
    await act(() => latch.connect({ namespace: 'eip155', connectorId: 'injected' }))
    const dialog = await screen.findByRole('dialog', { name: 'Sign In' })
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy()
    vi.useFakeTimers()
    act(() => {
      fireEvent.keyDown(document, { key: 'Escape' })
    })
    await act(() => vi.advanceTimersByTimeAsync(0))
    expect(latch.getState().modal.open).toBe(true)
    expect(dialog.hasAttribute('data-shake')).toBe(true)
    await act(() => vi.advanceTimersByTimeAsync(499))
    expect(dialog.hasAttribute('data-shake')).toBe(true)
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(dialog.hasAttribute('data-shake')).toBe(false)
    act(() => {
      fireEvent.pointerDown(document.querySelector('[data-latch-backdrop]')!)
    })
    await act(() => vi.advanceTimersByTimeAsync(0))
    expect(screen.getByRole('dialog', { name: 'Sign In' }).hasAttribute('data-shake')).toBe(true)
    expect(latch.getState().modal.open).toBe(true)
  })

  it('with nothing connected there is no sign-in to wait for: the sign-in view shows its close button and closes', async () => {
    const latch = createLatch({ adapters: [], networks: [local], siwx: requiredSignIn })
    renderModal(latch)
    await act(() => latch.open({ view: 'SIWXSignMessage' }))
    await screen.findByRole('dialog', { name: 'Sign In' })
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(latch.getState().modal.open).toBe(false)
  })
})
