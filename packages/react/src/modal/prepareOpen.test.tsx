import { type CaipNetwork, createLatch } from '@latch/core'
import { createMemoryAdapter } from '@latch/core/testing'
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LatchProvider } from '../provider/LatchProvider'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const local: CaipNetwork = {
  id: '31337',
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  name: 'Local',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
}

const walletRows = () =>
  document.querySelectorAll('[role="dialog"] [data-latch-view="Connect"] [data-latch-wallet]')

describe('preparing the open while the page is idle', () => {
  it('merges the bundled wallet list before the first click, with no request, so the first frame of the modal lists the wallets', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    const wallet = createMemoryAdapter({ namespace: 'eip155' })
    const latch = createLatch({ adapters: [wallet.adapter], networks: [local] })
    render(<LatchProvider latch={latch} />)
    await vi.waitFor(() => expect(latch.getState().wallets.listing.length).toBeGreaterThan(0), {
      timeout: 3_000,
    })
    expect(latch.getState().modal.open).toBe(false)
    // The open renders the list that is already there.
    await act(() => latch.open())
    await screen.findByRole('dialog', { name: 'Connect Wallet' })
    expect(walletRows().length).toBeGreaterThan(0)
    expect(fetchSpy).not.toHaveBeenCalled()
  })

  it('with a projectId it requests nothing before the first click: the hosted registry is fetched on intent only', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    const wallet = createMemoryAdapter({ namespace: 'eip155' })
    const latch = createLatch({ adapters: [wallet.adapter], networks: [local], projectId: 'p'.repeat(32) })
    render(<LatchProvider latch={latch} />)
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)))
    expect(fetchSpy).not.toHaveBeenCalled()
    expect(latch.getState().wallets.listing).toEqual([])
  })
})
