import { describe, expect, it, vi } from 'vitest'
import { createMemoryAdapter, testConnector, testNetworks } from '../testing/memoryAdapter'
import { createLatch } from './createLatch'

// The real registry controller, its module's load counted.
const loaded = vi.hoisted(() => ({ controller: 0 }))
vi.mock(import('../slices/wallets/createWalletsController'), async (real) => {
  loaded.controller += 1
  return real()
})

describe("the wallet list's code at mount", () => {
  it("a mount fetches the registry controller's code with the wiring, before any open intent asks for the Connect view's list", async () => {
    const evm = createMemoryAdapter({
      namespace: 'eip155',
      connectors: [testConnector('eip155', 'io.metamask')],
    })
    const latch = createLatch({ adapters: [evm.adapter], networks: [testNetworks.ethereum] })
    latch.mount()
    // the wallet choice (the mount's preload) has listed the wallets: the controller came with it
    await vi.waitFor(() => expect(latch.wallets.getWallets().map((w) => w.id)).toContain('io.metamask'))
    expect(loaded.controller).toBe(1)
    expect(latch.getState().wallets.listing).toEqual([])
  })
})
