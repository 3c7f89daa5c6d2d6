import { afterEach, describe, expect, it, vi } from 'vitest'
import { testNetworks } from '../testing/memoryAdapter'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('zero hidden side effects', () => {
  it('importing the core and calling createLatch touch no window, storage or network', async () => {
    const touched: string[] = []
    const trap = new Proxy(
      {},
      {
        get(_, key) {
          touched.push(`window.${String(key)}`)
          throw new Error('window accessed')
        },
      },
    )
    vi.stubGlobal('window', trap)
    vi.stubGlobal('localStorage', trap)
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    vi.resetModules()
    const core = await import('../exports/index')
    const latch = core.createLatch({ adapters: [], networks: [testNetworks.ethereum] })
    latch.getState()
    expect(touched).toEqual([])
    expect(fetchSpy).not.toHaveBeenCalled()
  })

  it('mount() on the server (no window) keeps the memory storage and still works', async () => {
    const { createLatch } = await import('./createLatch')
    const latch = createLatch({ adapters: [], networks: [testNetworks.ethereum] })
    const stop = latch.mount()
    await latch.ready()
    await latch.open()
    expect(latch.getState().router.view).toBe('ConnectingWalletConnectBasic')
    stop()
  })

  it('mount() adopts window.localStorage when the app gave no storage', async () => {
    const items = new Map<string, string>()
    const localStorage = {
      getItem: (k: string) => items.get(k) ?? null,
      setItem: (k: string, v: string) => items.set(k, v),
      removeItem: (k: string) => items.delete(k),
    }
    const listeners: string[] = []
    vi.stubGlobal('window', {
      localStorage,
      navigator: { onLine: false },
      addEventListener: (type: string) => listeners.push(type),
      removeEventListener: () => {},
    })
    const { createLatch } = await import('./createLatch')
    const { createMemoryAdapter } = await import('../testing/memoryAdapter')
    const evm = createMemoryAdapter({ namespace: 'eip155' })
    const latch = createLatch({ adapters: [evm.adapter], networks: [testNetworks.ethereum] })
    latch.mount()
    await latch.connect({ namespace: 'eip155', connectorId: 'injected' })
    expect(items.get('@latch/connections')).toContain('injected')
    expect(latch.getState().chains.online).toBe(false)
    expect(listeners).toEqual(['online', 'offline'])
  })
})
