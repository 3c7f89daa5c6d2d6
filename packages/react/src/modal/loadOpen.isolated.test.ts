import { type CaipNetwork, createLatch } from '@latch/core'
import { createMemoryAdapter, testConnector } from '@latch/core/testing'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

// The frame's chunk is held back (a slow network), so what starts without it can be seen; the
// Connect view's module is replaced by a marker that records its load.
const frame = vi.hoisted(() => ({ release: (): void => undefined }))
const loaded = vi.hoisted(() => ({ connectView: 0 }))
vi.mock(import('./loadModal'), () => ({
  loadModal: () =>
    new Promise<never>((resolve) => {
      frame.release = () => resolve({ loadOpeningView: () => Promise.resolve() } as never)
    }),
}))

/** The Connect view's stand-in. */
const renderNothing = () => null

// each test loads the modules afresh: a module imported once is not imported again
beforeEach(() => {
  vi.resetModules()
  loaded.connectView = 0
  vi.doMock(import('../views/connect/ConnectView'), () => {
    loaded.connectView += 1
    return { ConnectView: renderNothing } as never
  })
})
afterEach(() => {
  frame.release()
})
const loadOpenFresh = async () => (await import('./loadOpen')).loadOpen

const local: CaipNetwork = {
  id: '31337',
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  name: 'Local',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
}

describe('the loads a press starts (loadOpen)', () => {
  it("fetches the Connect view's code beside the frame's for a visitor not connected, not after the frame has loaded", async () => {
    const wallet = createMemoryAdapter({ namespace: 'eip155' })
    const latch = createLatch({ adapters: [wallet.adapter], networks: [local] })
    const loadOpen = await loadOpenFresh()
    const opening = loadOpen(latch)
    await vi.waitFor(() => expect(loaded.connectView).toBe(1))
    // the frame is still on its way: the view's code did not wait for it
    frame.release()
    await opening
  })

  it("leaves the Connect view's code alone for a connected visitor, whose modal opens on Account", async () => {
    const wallet = createMemoryAdapter({
      namespace: 'eip155',
      connectors: [testConnector('eip155', 'test-wallet')],
      accounts: { 'test-wallet': [{ address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' }] },
    })
    const latch = createLatch({ adapters: [wallet.adapter], networks: [local] })
    await latch.connect({ namespace: 'eip155', connectorId: 'test-wallet' })
    const loadOpen = await loadOpenFresh()
    const opening = loadOpen(latch)
    frame.release()
    await opening
    expect(loaded.connectView).toBe(0)
  })
})
