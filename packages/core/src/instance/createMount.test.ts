import fc from 'fast-check'
import { subscribe } from 'valtio/vanilla'
import { describe, expect, it, vi } from 'vitest'
import type { AdapterDiscovery } from '../adapters/adapterDiscovery'
import { lazyChainAdapter } from '../adapters/lazyChainAdapter'
import type { AdapterContext } from '../adapters/types'
import type { ConnectionStatus } from '../kernel/connections/types'
import { createMemoryStore } from '../shared/storage/createStorage'
import { createMemoryAdapter, testConnector, testNetworks } from '../testing/memoryAdapter'
import { createLatch } from './createLatch'

function app(storage = createMemoryStore(), authorized: string[] = ['io.metamask']) {
  const evm = createMemoryAdapter({
    namespace: 'eip155',
    connectors: [testConnector('eip155', 'io.metamask')],
    authorized,
  })
  const latch = createLatch({ adapters: [evm.adapter], networks: [testNetworks.ethereum], storage })
  return { latch, evm, storage }
}

/** An app whose EVM adapter loads its code lazily (`load` counts the loads), over `storage`. */
function lazyApp(storage = createMemoryStore()) {
  const evm = createMemoryAdapter({
    namespace: 'eip155',
    connectors: [testConnector('eip155', 'io.metamask')],
    authorized: ['io.metamask'],
  })
  const discovery: AdapterDiscovery = {
    start: () => undefined,
    stop: () => undefined,
    connectors: () => evm.adapter.getConnectors(),
    provider: () => undefined,
  }
  const load = vi.fn(async () => evm.adapter)
  const adapter = lazyChainAdapter({ namespace: 'eip155', discovery: async () => discovery }, load)
  const latch = createLatch({ adapters: [adapter], networks: [testNetworks.ethereum], storage })
  return { latch, load, storage, adapter }
}

describe('mount and restore', () => {
  it('createLatch touches no adapter, storage or window; mount() initialises the adapters', () => {
    const reads: string[] = []
    const store = createMemoryStore()
    const spyStore = {
      getItem: (k: string) => {
        reads.push(k)
        return store.getItem(k)
      },
      setItem: store.setItem,
      removeItem: store.removeItem,
    }
    const { latch, evm } = app(spyStore)
    expect(evm.calls).toEqual([])
    expect(reads).toEqual([])
    latch.mount()
    expect(evm.calls[0]?.method).toBe('init')
  })

  it('restores the previous connection on reload with status reconnecting, never a disconnected flash', async () => {
    const first = app()
    await first.latch.connect({ namespace: 'eip155', connectorId: 'io.metamask' })

    const reload = app(first.storage)
    const seen: (ConnectionStatus | undefined)[] = []
    // notify in sync: every single change is observed, none is batched away
    subscribe(
      reload.latch.state.connections,
      () => seen.push(reload.latch.state.connections.status.eip155),
      true,
    )
    reload.latch.mount()
    expect(reload.latch.getState().connections.status.eip155).toBe('reconnecting')
    await reload.latch.ready()
    expect(seen[0]).toBe('reconnecting')
    expect(seen).not.toContain('disconnected')
    expect(seen).not.toContain(undefined)
    expect(reload.latch.getAccount()).toMatchObject({
      status: 'connected',
      address: 'eip155-io.metamask-address',
    })
    expect(reload.evm.calls.find((c) => c.method === 'reconnect')?.params).toEqual({
      connectorId: 'io.metamask',
      caipNetworkId: 'eip155:1',
    })
  })

  it('a wallet that no longer authorises the app ends the restore disconnected and forgets it', async () => {
    const first = app()
    await first.latch.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
    const reload = app(first.storage, [])
    reload.latch.mount()
    await reload.latch.ready()
    expect(reload.latch.getAccount().status).toBe('disconnected')
    expect(first.storage.getItem('@latch/connections')).not.toContain('io.metamask')
  })

  it('without persisted connections mount() never shows reconnecting', async () => {
    const { latch } = app()
    latch.mount()
    expect(latch.getState().connections.status.eip155).toBeUndefined()
    await latch.ready()
    expect(latch.getAccount().status).toBe('disconnected')
  })

  /** A reload of `storage` whose adapter's `init` context is kept, to answer as a wallet would. */
  function reloadKeepingContext(storage: ReturnType<typeof createMemoryStore>) {
    const reload = app(storage)
    const contexts: AdapterContext[] = []
    const init = reload.evm.adapter.init
    reload.evm.adapter.init = (context) => {
      contexts.push(context)
      return init(context)
    }
    return { ...reload, contexts }
  }
  const ADDRESS = 'eip155-io.metamask-address'

  it("a reload hands the adapter the last active address as stored; the button's reconnecting address is it only while the adapter says a wallet confirms it, until the restore ends; a disconnect forgets it", async () => {
    const first = app()
    await first.latch.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
    const reload = reloadKeepingContext(first.storage)
    reload.latch.mount()
    const [context] = reload.contexts
    expect(context?.storedAddress).toBe(ADDRESS)
    const shown = () => reload.latch.getState().connections.reconnectingAddresses.eip155
    // nothing before the wallet's answer
    expect(shown()).toBeUndefined()
    context?.confirmStoredAddress?.(true)
    expect(shown()).toBe(ADDRESS)
    expect(reload.latch.getAccount()).toMatchObject({ status: 'reconnecting', isConnected: false })
    expect(reload.latch.getAccount().address).toBeUndefined()
    // the wallet told of a change: withdrawn
    context?.confirmStoredAddress?.(false)
    expect(shown()).toBeUndefined()
    context?.confirmStoredAddress?.(true)
    await reload.latch.ready()
    expect(reload.latch.getAccount()).toMatchObject({ status: 'connected', address: ADDRESS })
    expect(shown()).toBeUndefined()
    await reload.latch.disconnect()
    expect(first.storage.getItem('@latch/addresses')).not.toContain(ADDRESS)
    const again = reloadKeepingContext(first.storage)
    again.latch.mount()
    expect(again.contexts[0]?.storedAddress).toBeUndefined()
  })

  it('a confirmation from a mount already cleaned up shows nothing, and a restore that gets nothing back ends with none shown', async () => {
    const first = app()
    await first.latch.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
    const reload = reloadKeepingContext(first.storage)
    const stop = reload.latch.mount()
    stop()
    reload.latch.mount()
    reload.contexts[0]?.confirmStoredAddress?.(true)
    expect(reload.latch.getState().connections.reconnectingAddresses.eip155).toBeUndefined()
    // the wallet confirmed, then forgot the site before the restore asked it
    reload.contexts[1]?.confirmStoredAddress?.(true)
    expect(reload.latch.getState().connections.reconnectingAddresses.eip155).toBe(ADDRESS)
    reload.evm.disconnectInWallet('io.metamask')
    await reload.latch.ready()
    expect(reload.latch.getAccount().status).toBe('disconnected')
    expect(reload.latch.getState().connections.reconnectingAddresses.eip155).toBeUndefined()
  })

  it('the wallet confirming and withdrawing the stored address at any moment of the restore, which succeeds or finds the wallet gone: it is shown only while reconnecting and last confirmed, and never once the restore has ended', async () => {
    // each step: the wallet confirms, or withdraws (it told of a change); one microtask runs; or
    // everything settles (the restore may end)
    const step = fc.constantFrom('confirm' as const, 'withdraw' as const, 'tick' as const, 'settle' as const)
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 10 }), fc.boolean(), async (steps, forgotten) => {
        const first = app()
        await first.latch.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
        const reload = reloadKeepingContext(first.storage)
        if (forgotten) reload.evm.disconnectInWallet('io.metamask')
        reload.latch.mount()
        const context = reload.contexts[0]
        const state = () => reload.latch.getState().connections
        let confirmed = false
        for (const next of steps) {
          if (next === 'confirm' || next === 'withdraw') {
            confirmed = next === 'confirm'
            context?.confirmStoredAddress?.(confirmed)
          } else if (next === 'tick') await Promise.resolve()
          else await new Promise((resolve) => setTimeout(resolve, 0))
          const shown = state().reconnectingAddresses.eip155
          if (shown !== undefined) {
            expect(state().status.eip155).toBe('reconnecting')
            expect(confirmed).toBe(true)
            expect(shown).toBe(ADDRESS)
          }
        }
        await reload.latch.ready()
        // a late confirmation changes nothing once the restore has ended
        context?.confirmStoredAddress?.(true)
        expect(state().reconnectingAddresses.eip155).toBeUndefined()
        expect(state().status.eip155).toBe(forgotten ? 'disconnected' : 'connected')
      }),
      { numRuns: 60 },
    )
  })

  it('a stored address that is not a string of sensible length is not handed to the adapter, and writing one namespace keeps the others well formed', async () => {
    for (const stored of [42, '', 'x'.repeat(10_000), { address: ADDRESS }]) {
      const first = app()
      await first.latch.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
      first.storage.setItem('@latch/addresses', JSON.stringify({ v: 1, d: { eip155: stored } }))
      const reload = reloadKeepingContext(first.storage)
      reload.latch.mount()
      expect(reload.contexts[0]?.storedAddress).toBeUndefined()
      await reload.latch.ready()
      // the restore writes the address it restored; a malformed other namespace is dropped
      first.storage.setItem(
        '@latch/addresses',
        JSON.stringify({ v: 1, d: { eip155: ADDRESS, solana: stored } }),
      )
      await reload.latch.disconnect()
      expect(JSON.parse(first.storage.getItem('@latch/addresses') ?? '')).toEqual({ v: 1, d: {} })
    }
  })

  it('stored data with no connector id worth restoring never shows reconnecting', async () => {
    const storage = createMemoryStore()
    storage.setItem(
      '@latch/connections',
      JSON.stringify({ v: 1, d: { eip155: [42, '', 'x'.repeat(10_000)] } }),
    )
    const { latch, evm } = app(storage)
    latch.mount()
    expect(latch.getState().connections.status.eip155).toBeUndefined()
    await latch.ready()
    expect(evm.calls.filter((c) => c.method === 'reconnect')).toEqual([])
    expect(latch.getAccount().status).toBe('disconnected')
  })

  it('restores what was stored at mount: a wallet connected while the restore loads is not asked again', async () => {
    const storage = createMemoryStore()
    const { latch, evm } = app(storage, ['io.metamask', 'io.rabby'])
    latch.mount()
    await latch.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
    await latch.ready()
    expect(evm.calls.filter((c) => c.method === 'reconnect')).toEqual([])
    expect(latch.getAccount().status).toBe('connected')
  })

  it('mount() is idempotent and its cleanup unsubscribes and destroys the adapters', async () => {
    const { latch, evm } = app()
    const stop = latch.mount()
    expect(latch.mount()).toBe(stop)
    await latch.ready()
    expect(latch.getState().connections.connectors.map((c) => c.id)).toEqual(['io.metamask'])
    stop()
    expect(evm.calls.at(-1)?.method).toBe('destroy')
    evm.emit({ type: 'connectorsChanged', connectors: [] })
    expect(latch.getState().connections.connectors).toHaveLength(1)
  })

  it('restores at most 10 stored connectors per namespace, each once, however many the storage holds', async () => {
    const storage = createMemoryStore()
    const ids = ['io.metamask', 'io.metamask', ...Array.from({ length: 50_000 }, (_, i) => `w${i % 25_000}`)]
    storage.setItem('@latch/connections', JSON.stringify({ v: 1, d: { eip155: ids } }))
    const { latch, evm } = app(storage)
    latch.mount()
    await latch.ready()
    const reconnects = evm.calls
      .filter((c) => c.method === 'reconnect')
      .map((c) => (c.params as { connectorId: string }).connectorId)
    expect(reconnects).toHaveLength(10)
    expect(new Set(reconnects).size).toBe(10)
    expect(latch.getAccount()).toMatchObject({ status: 'connected', address: 'eip155-io.metamask-address' })
  })

  it('restores the valid stored connectors past a malformed id or an unknown namespace', async () => {
    const storage = createMemoryStore()
    storage.setItem(
      '@latch/connections',
      JSON.stringify({ v: 1, d: { eip155: [42, 'x'.repeat(10_000), '', 'io.metamask'], future: ['a'] } }),
    )
    const { latch, evm } = app(storage)
    const contexts: AdapterContext[] = []
    const init = evm.adapter.init.bind(evm.adapter)
    evm.adapter.init = (context) => {
      contexts.push(context)
      return init(context)
    }
    latch.mount()
    // the adapter is told at init which wallets the restore will ask (its no-prompt checks can start then)
    expect(contexts.map((c) => [c.restoring, c.storedConnectors])).toEqual([[true, ['io.metamask']]])
    await latch.ready()
    expect(evm.calls.filter((c) => c.method === 'reconnect').map((c) => c.params)).toEqual([
      { connectorId: 'io.metamask', caipNetworkId: 'eip155:1' },
    ])
    expect(latch.getAccount().status).toBe('connected')
  })

  it('makes the stored active connector active again; a foreign or malformed one (or none, as written before) leaves the first stored one active', async () => {
    const restore = async (active: unknown) => {
      const storage = createMemoryStore()
      storage.setItem(
        '@latch/connections',
        JSON.stringify({ v: 1, d: { eip155: ['io.rabby', 'io.metamask'] } }),
      )
      if (active !== undefined)
        storage.setItem('@latch/activeConnectors', JSON.stringify({ v: 1, d: active }))
      const { latch } = app(storage, ['io.metamask', 'io.rabby'])
      latch.mount()
      await latch.ready()
      return latch.connections.list().map((c) => `${c.connectorId}${c.active ? '*' : ''}`)
    }
    expect(await restore({ eip155: 'io.metamask' })).toEqual(['io.rabby', 'io.metamask*'])
    expect(await restore({ eip155: 'io.evil' })).toEqual(['io.rabby*', 'io.metamask'])
    expect(await restore({ eip155: ['io.metamask'] })).toEqual(['io.rabby*', 'io.metamask'])
    expect(await restore('junk')).toEqual(['io.rabby*', 'io.metamask'])
    expect(await restore(undefined)).toEqual(['io.rabby*', 'io.metamask'])
  })

  it("a stored connection's restore goes first: the wallet list's code loads once it has settled, and at once for a visitor with nothing stored", async () => {
    const first = app()
    await first.latch.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
    const reload = app(first.storage)
    let answer: () => void = () => undefined
    const answered = new Promise<void>((resolve) => {
      answer = resolve
    })
    const reconnect = reload.evm.adapter.reconnect.bind(reload.evm.adapter)
    reload.evm.adapter.reconnect = (params) => answered.then(() => reconnect(params))
    reload.latch.mount()
    // the wallet has not answered: nothing else the mount starts loads beside the restore
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(reload.latch.wallets.getWallets()).toEqual([])
    answer()
    await reload.latch.ready()
    expect(reload.latch.getAccount().status).toBe('connected')
    expect(reload.latch.wallets.getWallets().map((w) => w.id)).toContain('io.metamask')

    const fresh = app()
    fresh.latch.mount()
    await vi.waitFor(() => expect(fresh.latch.wallets.getWallets().map((w) => w.id)).toContain('io.metamask'))
  })

  it("a visitor with nothing stored loads the adapter's discovery alone at mount and lists its wallets; ready() and a stored connection load the adapter's code", async () => {
    const fresh = lazyApp()
    fresh.latch.mount()
    await vi.waitFor(() =>
      expect(fresh.latch.getState().connections.connectors.map((c) => c.id)).toEqual(['io.metamask']),
    )
    expect(fresh.load).not.toHaveBeenCalled()
    await fresh.latch.ready()
    expect(fresh.load).toHaveBeenCalledTimes(1)
    await fresh.latch.connect({ namespace: 'eip155', connectorId: 'io.metamask' })

    const reload = lazyApp(fresh.storage)
    reload.latch.mount()
    // the stored connection: the adapter's code starts loading with init, and the connection comes back
    expect(reload.load).toHaveBeenCalledTimes(1)
    await vi.waitFor(() => expect(reload.latch.getAccount().status).toBe('connected'))
    expect(reload.load).toHaveBeenCalledTimes(1)
  })

  it("a reload in a page on screen asks nothing of the restore's, adapter's or instance's code until the mount's turn has painted; a call meanwhile loads it at once, and ready() waits for the restore", async () => {
    // a page's window: its frames run when the test says; no requestIdleCallback (the next task then)
    const frames: (() => void)[] = []
    const page = {
      document: { visibilityState: 'visible' },
      navigator: { onLine: true },
      requestAnimationFrame: (run: () => void) => frames.push(run),
      setTimeout: (run: () => void, ms?: number) => setTimeout(run, ms),
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }
    vi.stubGlobal('window', page)
    try {
      const before = lazyApp()
      before.latch.mount()
      await before.latch.ready()
      await before.latch.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
      // nothing stored: no frame awaited
      expect(frames).toHaveLength(0)

      const reload = lazyApp(before.storage)
      reload.latch.mount()
      expect(reload.latch.getAccount().status).toBe('reconnecting')
      expect(frames).toHaveLength(1)
      await new Promise((resolve) => setTimeout(resolve, 20))
      expect(reload.load).not.toHaveBeenCalled()
      expect(reload.latch.getAccount().status).toBe('reconnecting')
      for (const run of frames.splice(0)) run()
      await vi.waitFor(() => expect(reload.latch.getAccount().status).toBe('connected'))
      expect(reload.load).toHaveBeenCalledTimes(1)

      // a call before the frame (ready(), which preloads the connect code) loads the adapter's code
      // at once; ready() still resolves only once the restore, after the frame, has finished
      const again = lazyApp(before.storage)
      again.latch.mount()
      let ready = false
      void again.latch.ready().then(() => {
        ready = true
      })
      await vi.waitFor(() => expect(again.load).toHaveBeenCalledTimes(1))
      await new Promise((resolve) => setTimeout(resolve, 20))
      expect(ready).toBe(false)
      expect(again.latch.getAccount().status).toBe('reconnecting')
      for (const run of frames.splice(0)) run()
      await vi.waitFor(() => expect(ready).toBe(true))
      expect(again.latch.getAccount().status).toBe('connected')
      expect(again.load).toHaveBeenCalledTimes(1)
    } finally {
      vi.unstubAllGlobals()
    }
  })
})
