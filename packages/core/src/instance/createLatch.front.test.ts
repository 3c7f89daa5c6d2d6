import fc from 'fast-check'
import { snapshot } from 'valtio/vanilla'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { RouterView } from '../kernel/router/views'
import { createMemoryStore } from '../shared/storage/createStorage'
import { createMemoryAdapter, testConnector, testNetworks } from '../testing/memoryAdapter'

// Each test imports the core anew: the instance's code (a chunk of its own) has not loaded yet, as
// on a page's first load.
beforeEach(() => {
  vi.resetModules()
})

async function freshCore() {
  const [{ createLatch }, code] = await Promise.all([import('./createLatch'), import('./instanceCode')])
  return { createLatch, isLoaded: () => code.loadedInstanceCode() !== undefined }
}

function evmApp(
  createLatch: Awaited<ReturnType<typeof freshCore>>['createLatch'],
  storage = createMemoryStore(),
) {
  const evm = createMemoryAdapter({
    namespace: 'eip155',
    connectors: [testConnector('eip155', 'io.metamask')],
    authorized: ['io.metamask'],
  })
  const latch = createLatch({
    adapters: [evm.adapter],
    networks: [testNetworks.ethereum, testNetworks.sepolia],
    storage,
  })
  return { latch, evm, storage }
}

describe('createLatch before its code has loaded', () => {
  it('answers the state and the synchronous reads at once, and loads nothing for them', async () => {
    const { createLatch, isLoaded } = await freshCore()
    const { latch } = evmApp(createLatch)
    expect(latch.getAccount()).toMatchObject({
      namespace: 'eip155',
      status: 'disconnected',
      isConnected: false,
    })
    expect(latch.getNetwork()?.caipNetworkId).toBe(testNetworks.ethereum.caipNetworkId)
    expect(latch.chains.getActiveNetwork('eip155')?.caipNetworkId).toBe(testNetworks.ethereum.caipNetworkId)
    expect(latch.chains.getNetworks('eip155').map((n) => n.caipNetworkId)).toEqual([
      testNetworks.ethereum.caipNetworkId,
      testNetworks.sepolia.caipNetworkId,
    ])
    expect(latch.connections.list()).toEqual([])
    expect(latch.connections.getConnectorStatus('eip155', 'io.metamask')).toBe('disconnected')
    expect(latch.connections.getConnectMethodOrder()).toEqual(['email', 'social', 'wallet'])
    expect(latch.options.isMultiWalletEnabled()).toBe(true)
    expect(latch.send.check()).toEqual({ ready: false })
    expect(latch.getProvider('eip155')).toBeUndefined()
    expect(latch.getState().router.view).toBe('Connect')
    // the instance is no thenable, and has only its own members
    expect((latch as unknown as { then?: unknown }).then).toBeUndefined()
    expect((latch.router as unknown as { then?: unknown }).then).toBeUndefined()
    expect((latch as unknown as { nothing?: unknown }).nothing).toBeUndefined()
    expect('router' in latch && 'sendCalls' in latch && !('nothing' in latch)).toBe(true)
    await Promise.resolve()
    expect(isLoaded()).toBe(false)
  })

  it('runs the calls asked before it loaded once it has, in order, with their arguments as they were asked', async () => {
    const { createLatch, isLoaded } = await freshCore()
    const { latch } = evmApp(createLatch)
    const data = { switchToChain: 'eip155' as const, navigateTo: 'Networks' as const }
    latch.router.push('Networks')
    latch.router.push('WhatIsAWallet')
    latch.router.goBack()
    latch.router.push('SwitchActiveChain', data)
    data.navigateTo = 'Account' as never
    // nothing has run yet: the code is loading
    expect(latch.getState().router.view).toBe('Connect')
    expect(isLoaded()).toBe(false)
    await latch.ready()
    expect(latch.getState().router.history).toEqual(['Connect', 'Networks', 'SwitchActiveChain'])
    expect(latch.getState().router.data).toMatchObject({ switchToChain: 'eip155', navigateTo: 'Networks' })
    // once loaded, a call runs in the caller's turn
    latch.router.push('Networks')
    expect(latch.getState().router.view).toBe('Networks')
  })

  it("settles an async action's promise with the action's own result", async () => {
    const { createLatch } = await freshCore()
    const { latch } = evmApp(createLatch)
    const refused = latch.switchNetwork('eip155:999999')
    const opened = latch.open()
    await expect(refused).rejects.toMatchObject({ name: 'ValidationError' })
    await expect(opened).resolves.toBeUndefined()
    expect(latch.getState().modal.open).toBe(true)
  })

  it('subscribes a listener asked for before the code loaded once it has, unless it was stopped first', async () => {
    const { createLatch } = await freshCore()
    const { latch } = evmApp(createLatch)
    const kept: string[] = []
    const dropped: string[] = []
    latch.watchEvents((event) => kept.push(event.event))
    const stop = latch.watchEvents((event) => dropped.push(event.event))
    stop()
    await latch.open()
    expect(kept).toContain('MODAL_OPEN')
    expect(dropped).toEqual([])
  })

  it('mount starts the adapters at once: a stored connection shows reconnecting and its wallet is asked before the code has loaded', async () => {
    const first = await freshCore()
    const storage = createMemoryStore()
    const before = evmApp(first.createLatch, storage)
    await before.latch.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
    vi.resetModules()

    const { createLatch, isLoaded } = await freshCore()
    const { latch, evm } = evmApp(createLatch, storage)
    latch.mount()
    expect(isLoaded()).toBe(false)
    expect(latch.getAccount().status).toBe('reconnecting')
    expect(evm.calls[0]?.method).toBe('init')
    await latch.ready()
    expect(latch.getAccount()).toMatchObject({ status: 'connected', isConnected: true })
    expect(latch.connections.list().map((c) => c.connectorId)).toEqual(['io.metamask'])
  })

  it('a mount cleaned up before the code loaded records nothing the adapters found afterwards', async () => {
    const { createLatch } = await freshCore()
    const kept = evmApp(createLatch)
    kept.latch.mount()
    await kept.latch.ready()
    expect(kept.latch.connections.getConnectors('eip155').map((c) => c.id)).toEqual(['io.metamask'])

    vi.resetModules()
    const fresh = await freshCore()
    const { latch } = evmApp(fresh.createLatch)
    const stop = latch.mount()
    stop()
    await latch.ready()
    expect(latch.connections.getConnectors('eip155')).toEqual([])
  })

  it('over any sequence of router changes and any moment the code arrives, ends where an instance with its code loaded ends', async () => {
    const views: RouterView[] = ['Networks', 'WhatIsAWallet', 'AllWallets', 'Connect']
    const step = fc.oneof(
      fc.record({ kind: fc.constant('push' as const), view: fc.constantFrom(...views) }),
      fc.record({ kind: fc.constant('replace' as const), view: fc.constantFrom(...views) }),
      fc.record({ kind: fc.constant('goBack' as const) }),
    )
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 12 }), fc.nat(), async (steps, at) => {
        vi.resetModules()
        const { createLatch } = await freshCore()
        const subject = evmApp(createLatch).latch
        const arrival = at % (steps.length + 1)
        const apply = (latch: typeof subject, list: typeof steps) => {
          for (const s of list) {
            if (s.kind === 'goBack') latch.router.goBack()
            else latch.router[s.kind](s.view)
          }
        }
        apply(subject, steps.slice(0, arrival))
        await subject.ready()
        apply(subject, steps.slice(arrival))
        // the same module graph has the code now: this instance runs every call at once
        const reference = evmApp(createLatch).latch
        apply(reference, steps)
        await subject.ready()
        expect(snapshot(subject.state.router)).toEqual(snapshot(reference.state.router))
        expect(subject.getState().modal.open).toBe(reference.getState().modal.open)
      }),
      { numRuns: 40 },
    )
  })
})
