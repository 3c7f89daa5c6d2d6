import { type CaipNetwork, createLatch } from '@latch/core'
import { createMemoryAdapter } from '@latch/core/testing'
import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LatchProvider } from '../provider/LatchProvider'
import { viewCacheOf } from '../views/loading/viewCacheOf'
import { warmUpModal } from './warmUpModal'

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

describe('warmUpModal', () => {
  it('renders the Connect view once in a hidden, inert host that leaves the page within the same task: nothing left in the page, focus and state untouched, no request', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    const wallet = createMemoryAdapter({ namespace: 'eip155' })
    const latch = createLatch({ adapters: [wallet.adapter], networks: [local] })
    render(
      <LatchProvider latch={latch} modal={false}>
        <button type="button">Connect</button>
      </LatchProvider>,
    )
    await latch.wallets.loadConnectView()
    // prepareOpen loads the strings with the modal's code before the rehearsal
    await latch.i18n.load()
    // ...and the Connect view's code
    await viewCacheOf(latch).load('Connect')
    const trigger = document.querySelector('button')!
    trigger.focus()
    const page = document.documentElement.outerHTML
    const state = JSON.stringify(latch.getState())
    const listed = vi.spyOn(latch.wallets, 'getConnectViewRows')
    // what the rehearsal put in the page while it ran (the browser lays it out then)
    const changes = new MutationObserver(() => {})
    changes.observe(document.body, { childList: true })

    warmUpModal(latch)

    const records = changes.takeRecords()
    changes.disconnect()
    const hosts = records.flatMap((record) => [...record.addedNodes]) as HTMLElement[]
    expect(hosts).toHaveLength(1)
    const host = hosts[0]!
    expect(records.flatMap((record) => [...record.removedNodes])).toEqual([host])
    expect(host.getAttribute('aria-hidden')).toBe('true')
    expect(host.hasAttribute('inert')).toBe(true)
    expect(host.style.visibility).toBe('hidden')
    expect(host.style.position).toBe('fixed')
    expect(host.style.pointerEvents).toBe('none')

    // The Connect view was rendered (it reads the wallet rows it shows)...
    expect(listed).toHaveBeenCalled()
    // ...and nothing of it is visible anywhere.
    expect(document.documentElement.outerHTML).toBe(page)
    expect(document.activeElement).toBe(trigger)
    expect(JSON.stringify(latch.getState())).toBe(state)
    expect(fetchSpy).not.toHaveBeenCalled()
  })

  it('does nothing while the modal is open or when the first view would not be Connect', async () => {
    const wallet = createMemoryAdapter({ namespace: 'eip155' })
    const latch = createLatch({ adapters: [wallet.adapter], networks: [local] })
    render(<LatchProvider latch={latch} modal={false} />)
    await viewCacheOf(latch).load('Connect')
    const listed = vi.spyOn(latch.wallets, 'getConnectViewRows')
    await latch.open({ view: 'Networks' })
    warmUpModal(latch)
    latch.close()
    // Connected, the modal opens on the Account view, which is not rehearsed.
    await latch.connect({ namespace: 'eip155', connectorId: 'injected' })
    expect(latch.getAccount().isConnected).toBe(true)
    warmUpModal(latch)
    expect(listed).not.toHaveBeenCalled()
  })
})
