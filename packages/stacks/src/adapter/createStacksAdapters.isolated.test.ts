import { createLatch, createMemoryStore, type KeyValueStore } from '@latch/core'
import { createTestWbipWallet } from '@latch/testing/stacks'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { defineBitcoinNetwork, defineStacksNetwork } from '../networks/stacksNetworks'
import { createStacksDiscovery } from '../wallets/createStacksDiscovery'
import { buildStacksAdapters } from './buildStacksAdapters'
import { createStacksAdapters } from './createStacksAdapters'
import { loadWalletSession } from './loadWalletSession'

// The real modules, each factory counted: which of the Stacks code a page has built so far.
vi.mock(import('../wallets/createStacksDiscovery'), async (real) => {
  const module = await real()
  return { ...module, createStacksDiscovery: vi.fn(module.createStacksDiscovery) }
})
vi.mock(import('./loadWalletSession'), async (real) => {
  const module = await real()
  return { ...module, loadWalletSession: vi.fn(module.loadWalletSession) }
})
vi.mock(import('./buildStacksAdapters'), async (real) => {
  const module = await real()
  return { ...module, buildStacksAdapters: vi.fn(module.buildStacksAdapters) }
})

/** Test networks; their API URLs are never fetched. */
const networks = [
  defineStacksNetwork('testnet', 'http://127.0.0.1:9/unused'),
  defineBitcoinNetwork('testnet', 'http://127.0.0.1:9/unused'),
]

/** A page (an EventTarget as `window`: Node has no DOM) with Leather installed, and an app on it. */
function app(kv: KeyValueStore = createMemoryStore()) {
  const win = new EventTarget()
  vi.stubGlobal('window', win)
  const leather = createTestWbipWallet({ flavour: 'leather' })
  leather.install(win as unknown as Record<string, unknown>)
  const adapters = createStacksAdapters()
  const latch = createLatch({ adapters: [adapters.stacks, adapters.bip122], networks, storage: kv })
  const listed = (chain: 'stacks' | 'bip122') =>
    latch
      .getState()
      .connections.connectors.filter((c) => c.chain === chain)
      .map((c) => `${c.name}${c.installed ? '+' : ''}`)
  return { kv, leather, latch, listed, ...adapters }
}

describe('createStacksAdapters on a page: one wallet discovery at mount, the rest of the code on use', () => {
  beforeEach(() => {
    vi.clearAllMocks()
  })
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('a visitor with nothing stored builds only the discovery at mount, whose wallets both namespaces list; ready() builds the session and the adapters over that discovery, and Leather connects for both with one prompt', async () => {
    const { latch, leather, listed, stacks } = app()
    const unmount = latch.mount()
    await vi.waitFor(() => expect(listed('bip122')).toEqual(['Leather+', 'Xverse', 'Asigna', 'Fordefi']))
    expect(listed('stacks')).toEqual(['Leather+', 'Xverse', 'Asigna'])
    expect(stacks.getProvider?.('LeatherProvider')).toBe(leather.provider)
    expect(createStacksDiscovery).toHaveBeenCalledTimes(1)
    expect(loadWalletSession).not.toHaveBeenCalled()
    expect(buildStacksAdapters).not.toHaveBeenCalled()

    await latch.ready()
    expect(loadWalletSession).toHaveBeenCalledTimes(1)
    expect(buildStacksAdapters).toHaveBeenCalledTimes(1)
    const discovery = vi.mocked(createStacksDiscovery).mock.results[0]!.value
    expect(vi.mocked(buildStacksAdapters).mock.calls[0]![2]).toBe(discovery)
    expect(vi.mocked(loadWalletSession).mock.calls[0]![0]).toBe(discovery)

    await latch.connect({ namespace: 'stacks', connectorId: 'LeatherProvider' })
    await latch.connect({ namespace: 'bip122', connectorId: 'LeatherProvider' })
    expect(latch.getAccount({ namespace: 'bip122' }).address).toBe(leather.accounts.btcPaymentAddress)
    expect(leather.calls.map((c) => c.method)).toEqual(['getAddresses'])
    expect(createStacksDiscovery).toHaveBeenCalledTimes(1)
    unmount()
  })

  it("a click's connect loads the code itself: both adapters start with it, so the other namespace's typed call reaches the wallet on the app's network", async () => {
    const { latch, leather, listed, bip122 } = app()
    const unmount = latch.mount()
    await vi.waitFor(() => expect(listed('stacks')).toContain('Leather+'))
    expect(buildStacksAdapters).not.toHaveBeenCalled()

    await latch.connect({ namespace: 'stacks', connectorId: 'LeatherProvider' })
    expect(latch.getAccount({ namespace: 'stacks' }).address).toBe(leather.accounts.stxAddress)
    // a testnet recipient: the Bitcoin adapter's testnet network reached the session
    const bob = createTestWbipWallet({ flavour: 'xverse' }).accounts.btcPaymentAddress
    await expect(
      bip122.call('sendTransfer', { recipients: [{ address: bob, amount: 1_000n }] }),
    ).resolves.toMatchObject({ txid: expect.any(String) })
    expect(leather.calls.map((c) => c.method)).toEqual(['getAddresses', 'sendTransfer'])
    expect(loadWalletSession).toHaveBeenCalledTimes(1)
    expect(buildStacksAdapters).toHaveBeenCalledTimes(1)
    expect(createStacksDiscovery).toHaveBeenCalledTimes(1)
    unmount()
  })

  it('a stored connection builds the adapters at mount and restores silently on reload', async () => {
    const first = app()
    const unmountFirst = first.latch.mount()
    await first.latch.connect({ namespace: 'stacks', connectorId: 'LeatherProvider' })
    unmountFirst()
    vi.clearAllMocks()

    const reload = app(first.kv)
    reload.latch.mount()
    await vi.waitFor(() => expect(reload.latch.getAccount({ namespace: 'stacks' }).status).toBe('connected'))
    expect(reload.latch.getAccount({ namespace: 'stacks' }).address).toBe(first.leather.accounts.stxAddress)
    expect(buildStacksAdapters).toHaveBeenCalledTimes(1)
    expect(createStacksDiscovery).toHaveBeenCalledTimes(1)
    // silent: the reloaded page's wallet was never asked
    expect(reload.leather.calls).toEqual([])
    expect(reload.listed('stacks')).toEqual(['Leather+', 'Xverse', 'Asigna'])
  })

  it("the session's own calls before the adapters' code loads use the app's storage and networks, which the discovery's start handed it at mount", async () => {
    const first = app()
    first.latch.mount()
    await vi.waitFor(() => expect(first.listed('stacks')).toContain('Leather+'))
    await first.session.connect('LeatherProvider')
    const bob = createTestWbipWallet({ flavour: 'xverse' }).accounts.btcPaymentAddress
    // a testnet recipient passes the checks: the session has the app's Bitcoin testnet
    await expect(
      first.session.request('sendTransfer', { recipients: [{ address: bob, amount: 1_000n }] }),
    ).resolves.toMatchObject({ txid: expect.any(String) })
    expect(buildStacksAdapters).not.toHaveBeenCalled()

    // the app's storage: a reload's session restores the wallet silently, its adapters still unloaded
    const reload = app(first.kv)
    reload.latch.mount()
    await vi.waitFor(() => expect(reload.listed('stacks')).toContain('Leather+'))
    const addresses = await reload.session.restore('LeatherProvider')
    expect(addresses?.find((a) => a.symbol === 'STX')?.address).toBe(first.leather.accounts.stxAddress)
    expect(reload.leather.calls).toEqual([])
    expect(buildStacksAdapters).not.toHaveBeenCalled()
  })
})
