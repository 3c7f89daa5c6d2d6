import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import { MethodNotSupportedError } from '../shared/errors/errors'
import { createMemoryStore, createStorage } from '../shared/storage/createStorage'
import { createEd25519SiwxVerifier, createTestAccount } from '../slices/siwx/testing/ed25519SiwxVerifier'
import { createMemoryAdapter, testConnector, testNetworks } from '../testing/memoryAdapter'
import type { AccountDataSource } from './AccountDataSource'
import type { AdapterDiscovery } from './adapterDiscovery'
import { type LazyChainAdapterShape, lazyChainAdapter } from './lazyChainAdapter'
import type { SiwxMessageData } from './siwxTypes'
import type { AdapterContext, AdapterEvent, ChainAdapter, SendParameters } from './types'

const context = (networks = [testNetworks.solana]): AdapterContext => ({
  networks,
  storage: createStorage(createMemoryStore()),
  getWindow: () => undefined,
})

const phantom = testConnector('solana', 'Phantom')

/** A load the test releases by hand, counting its calls. */
function heldLoad(adapter: ChainAdapter) {
  let release: () => void = () => {}
  const gate = new Promise<void>((resolve) => {
    release = resolve
  })
  const load = vi.fn(async () => {
    await gate
    return adapter
  })
  return { load, release }
}

function lazyMemory(shape: Partial<LazyChainAdapterShape> = {}) {
  const memory = createMemoryAdapter({ namespace: 'solana', connectors: [phantom] })
  const { load, release } = heldLoad(memory.adapter)
  const adapter = lazyChainAdapter({ namespace: 'solana', ...shape }, load)
  return { memory, load, release, adapter }
}

const sendParams: SendParameters = {
  connectorId: 'Phantom',
  network: testNetworks.solana,
  from: 'solana-Phantom-address',
  to: 'solana-Phantom-address',
  amount: 1n,
  token: { symbol: 'SOL', decimals: 9 },
}

const ISSUED_AT = new Date().toISOString()
const signInData = (accountAddress: string): SiwxMessageData => ({
  accountAddress,
  chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  domain: 'app.example',
  uri: 'https://app.example',
  version: '1',
  nonce: 'n0nce1234abc',
  issuedAt: ISSUED_AT,
})

describe('lazyChainAdapter (a chain adapter whose code loads with init)', () => {
  it('loads nothing until init: namespace, capabilities, listeners and the known connectors answer without the code', () => {
    const { load, adapter } = lazyMemory({
      send: true,
      estimateFee: true,
      accountData: { nfts: false },
      siwx: true,
      connectors: () => [phantom],
      getProvider: (id) => (id === 'Phantom' ? 'provider known up front' : undefined),
    })
    const off = adapter.subscribe(() => {})
    off()
    expect(adapter.namespace).toBe('solana')
    expect(adapter.getConnectors()).toEqual([phantom])
    expect(adapter.getProvider?.('Phantom')).toBe('provider known up front')
    expect(typeof adapter.send).toBe('function')
    expect(typeof adapter.estimateFee).toBe('function')
    expect(adapter.accountData && 'getNfts' in adapter.accountData).toBe(false)
    expect(adapter.siwx?.namespace).toBe('solana')
    expect(load).not.toHaveBeenCalled()
  })

  it('declares only the capabilities its shape names, and lists no connector before loading by default', () => {
    const { adapter } = lazyMemory({ accountData: true })
    expect(adapter.send).toBeUndefined()
    expect(adapter.estimateFee).toBeUndefined()
    expect(adapter.siwx).toBeUndefined()
    expect(adapter.accountData && 'getNfts' in adapter.accountData).toBe(true)
    expect(adapter.getConnectors()).toEqual([])
  })

  it('resolves init only after the loaded adapter’s own (async) init, then lists the loaded adapter’s connectors', async () => {
    const { memory, load, release, adapter } = lazyMemory()
    let finishInit: () => void = () => {}
    const innerInit = memory.adapter.init.bind(memory.adapter)
    memory.adapter.init = (ctx) =>
      new Promise<void>((resolve) => {
        innerInit(ctx)
        finishInit = resolve
      })
    let done = false
    const started = Promise.resolve(adapter.init(context())).then(() => {
      done = true
    })
    expect(load).toHaveBeenCalledTimes(1)
    release()
    await vi.waitFor(() => expect(memory.calls.map((c) => c.method)).toContain('init'))
    await Promise.resolve()
    expect(done).toBe(false)
    finishInit()
    await started
    expect(adapter.getConnectors()).toEqual([phantom])
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('hands the loaded adapter’s events to listeners that subscribed before it loaded, until they unsubscribe', async () => {
    const { memory, release, adapter } = lazyMemory()
    const seen: AdapterEvent[] = []
    const off = adapter.subscribe((event) => seen.push(event))
    release()
    await adapter.init(context())
    const event: AdapterEvent = { type: 'disconnect', connectorId: 'Phantom' }
    memory.emit(event)
    expect(seen).toEqual([event])
    off()
    memory.emit(event)
    expect(seen).toHaveLength(1)
  })

  it('does not start the loaded adapter when destroy came while its code loaded, and starts it on a later init', async () => {
    const { memory, release, adapter } = lazyMemory()
    const first = adapter.init(context())
    adapter.destroy?.()
    release()
    await first
    expect(memory.calls.map((c) => c.method)).not.toContain('init')
    await adapter.init(context())
    expect(memory.calls.filter((c) => c.method === 'init')).toHaveLength(1)
  })

  it('starts the loaded adapter once, with the newest context, when a second init came while its code loaded', async () => {
    const { memory, release, adapter } = lazyMemory()
    const stale = adapter.init(context([testNetworks.solana]))
    const fresh = adapter.init(context([testNetworks.solana, testNetworks.ethereum]))
    release()
    await Promise.all([stale, fresh])
    // the memory adapter records the number of networks it was started with
    expect(memory.calls.filter((c) => c.method === 'init')).toEqual([{ method: 'init', params: 2 }])
  })

  it('once loaded, reaches the wallet in the same turn (a prompt stays inside the user’s click)', async () => {
    const { memory, release, adapter } = lazyMemory()
    release()
    await adapter.init(context())
    const connecting = adapter.connect({ connectorId: 'Phantom' })
    expect(memory.calls.at(-1)).toEqual({ method: 'connect', params: { connectorId: 'Phantom' } })
    void adapter.request({ connectorId: 'Phantom', method: 'getAccounts' })
    expect(memory.calls.at(-1)).toEqual({ method: 'getAccounts', params: undefined })
    await expect(connecting).resolves.toMatchObject({ accounts: [{ address: 'solana-Phantom-address' }] })
  })

  it('loads the code for a call made before init, then answers it', async () => {
    const { memory, load, release, adapter } = lazyMemory()
    const balance = adapter.getBalance({ address: 'solana-Phantom-address', network: testNetworks.solana })
    expect(load).toHaveBeenCalledTimes(1)
    release()
    await expect(balance).resolves.toEqual({ value: 0n, decimals: 9, symbol: 'SOL' })
    expect(memory.calls.map((c) => c.method)).toEqual(['getBalance'])
  })

  it('rejects (never throws) with a typed, clear error when the shape declares a capability the loaded adapter lacks', async () => {
    const { release, adapter } = lazyMemory({ send: true, estimateFee: true, accountData: true, siwx: true })
    release()
    await adapter.init(context())
    const sending = adapter.send?.(sendParams)
    await expect(sending).rejects.toThrow('The loaded solana adapter has no send')
    await expect(sending).rejects.toBeInstanceOf(MethodNotSupportedError)
    await expect(adapter.estimateFee?.(sendParams)).rejects.toThrow(
      'The loaded solana adapter has no estimateFee',
    )
    await expect(
      adapter.accountData?.getActivity({ address: 'a', network: testNetworks.solana }),
    ).rejects.toThrow('The loaded solana adapter has no accountData')
    await expect(adapter.siwx?.formatMessage(signInData('a'))).rejects.toThrow(
      'The loaded solana adapter has no siwx',
    )
  })

  it('sends, estimates and reads account data through the loaded adapter’s own', async () => {
    const memory = createMemoryAdapter({ namespace: 'solana', connectors: [phantom] })
    const reads: string[] = []
    const accountData: AccountDataSource = {
      getTokenBalances: async () => {
        reads.push('tokens')
        return []
      },
      getActivity: async () => {
        reads.push('activity')
        return { items: [] }
      },
    }
    Object.assign(memory.adapter, {
      send: async () => ({ hash: 'sig-1' }),
      estimateFee: async () => 5000n,
      accountData,
    })
    const adapter = lazyChainAdapter(
      { namespace: 'solana', send: true, estimateFee: true, accountData: { nfts: false } },
      async () => memory.adapter,
    )
    await adapter.init(context())
    await expect(adapter.send?.(sendParams)).resolves.toEqual({ hash: 'sig-1' })
    await expect(adapter.estimateFee?.(sendParams)).resolves.toBe(5000n)
    await adapter.accountData?.getTokenBalances({ address: 'a', network: testNetworks.solana })
    await adapter.accountData?.getActivity({ address: 'a', network: testNetworks.solana })
    expect(reads).toEqual(['tokens', 'activity'])
  })

  it('signs in with the verifier the loaded adapter has at the time of use, also when it replaced it in init', async () => {
    const memory = createMemoryAdapter({ namespace: 'solana', connectors: [phantom] })
    const real = createEd25519SiwxVerifier('solana')
    // a verifier before init that formats a different text: the adapter sets its real one in init
    memory.adapter.siwx = { ...real, formatMessage: () => 'before init' }
    const innerInit = memory.adapter.init.bind(memory.adapter)
    memory.adapter.init = (ctx) => {
      innerInit(ctx)
      memory.adapter.siwx = real
    }
    const adapter = lazyChainAdapter({ namespace: 'solana', siwx: true }, async () => memory.adapter)
    // the sign-in preloads its code ahead of the click, here before the adapter has started
    await adapter.siwx?.preload?.()
    await adapter.init(context())
    const account = createTestAccount()
    const message = await adapter.siwx?.formatMessage(signInData(account.address))
    expect(message).toBe(real.formatMessage(signInData(account.address)))
    const session = {
      data: signInData(account.address),
      message: message ?? '',
      signature: await account.signMessage(message ?? ''),
    }
    await expect(adapter.siwx?.verify(session)).resolves.toBe(true)
    await expect(adapter.siwx?.parseMessage(message ?? '')).resolves.toEqual(signInData(account.address))
  })

  describe('with a discovery of its own (the adapter code loads on first use)', () => {
    /** A discovery that reports the wallets the test says it found; the page's window is a token. */
    function fakeDiscovery() {
      let onChange: ((connectors: readonly (typeof phantom)[]) => void) | undefined
      let found: (typeof phantom)[] = []
      const log: string[] = []
      const contexts: (AdapterContext | undefined)[] = []
      const discovery: AdapterDiscovery = {
        start(_target, report, context) {
          log.push('start')
          contexts.push(context)
          onChange = report
        },
        stop() {
          log.push('stop')
          onChange = undefined
        },
        connectors: () => found,
        provider: (id) => (found.some((c) => c.id === id) ? { announced: id } : undefined),
      }
      const announce = (connector: typeof phantom) => {
        found = [...found, connector]
        onChange?.(found)
      }
      return { discovery, log, contexts, announce }
    }
    const pageContext = (): AdapterContext => ({ ...context(), getWindow: () => ({}) as Window })

    function setup() {
      const memory = createMemoryAdapter({ namespace: 'solana', connectors: [phantom] })
      const fake = fakeDiscovery()
      const received: (AdapterDiscovery | undefined)[] = []
      const load = vi.fn(async (discovery?: AdapterDiscovery) => {
        received.push(discovery)
        return memory.adapter
      })
      const adapter = lazyChainAdapter({ namespace: 'solana', discovery: async () => fake.discovery }, load)
      return { memory, fake, load, received, adapter }
    }

    it("init starts the discovery alone, handing it init's context: its wallets are listed and reported, and no adapter code loads", async () => {
      const { fake, load, adapter } = setup()
      const events: AdapterEvent[] = []
      adapter.subscribe((event) => events.push(event))
      const started = pageContext()
      await adapter.init(started)
      expect(fake.log).toEqual(['start'])
      expect(fake.contexts[0]).toBe(started)
      fake.announce(phantom)
      expect(adapter.getConnectors()).toEqual([phantom])
      expect(adapter.getProvider?.('Phantom')).toEqual({ announced: 'Phantom' })
      expect(events).toEqual([{ type: 'connectorsChanged', connectors: [phantom] }])
      expect(load).not.toHaveBeenCalled()
    })

    it("the first call loads the adapter's code with the running discovery, started with init's context before the call reaches it", async () => {
      const { fake, load, received, memory, adapter } = setup()
      await adapter.init(pageContext())
      fake.announce(phantom)
      const connection = await adapter.connect({ connectorId: 'Phantom' })
      expect(connection.accounts.length).toBeGreaterThan(0)
      expect(load).toHaveBeenCalledTimes(1)
      expect(received).toEqual([fake.discovery])
      expect(memory.calls.map((c) => c.method)).toEqual(['init', 'connect'])
      // from now on the loaded adapter answers
      expect(adapter.getConnectors()).toEqual(memory.adapter.getConnectors())
    })

    it('preload loads and starts the code once; destroy stops the discovery and a new init starts the loaded adapter again', async () => {
      const { fake, load, memory, adapter } = setup()
      await adapter.init(pageContext())
      await adapter.preload?.()
      await adapter.preload?.()
      expect(load).toHaveBeenCalledTimes(1)
      expect(memory.calls.map((c) => c.method)).toEqual(['init'])
      adapter.destroy?.()
      expect(fake.log).toEqual(['start', 'stop'])
      await adapter.init(pageContext())
      expect(memory.calls.map((c) => c.method)).toEqual(['init', 'destroy', 'init'])
      expect(fake.log).toEqual(['start', 'stop'])
    })

    it("a preload that overtook the discovery's own load: init lists the loaded adapter's wallets, also while the adapter's init still runs", async () => {
      const { memory, fake, received } = setup()
      let releaseDiscovery: () => void = () => {}
      const held = new Promise<void>((resolve) => {
        releaseDiscovery = resolve
      })
      const innerInit = memory.adapter.init.bind(memory.adapter)
      let finishInit: () => void = () => {}
      memory.adapter.init = (ctx) =>
        new Promise<void>((resolve) => {
          innerInit(ctx)
          finishInit = resolve
        })
      const adapter = lazyChainAdapter(
        { namespace: 'solana', discovery: () => held.then(() => fake.discovery) },
        async (discovery) => {
          received.push(discovery)
          return memory.adapter
        },
      )
      const starting = adapter.init(pageContext())
      void adapter.preload?.()
      await vi.waitFor(() => expect(memory.calls.map((c) => c.method)).toEqual(['init']))
      releaseDiscovery()
      await starting
      // the discovery alone never started: the adapter's code runs its own
      expect(fake.log).toEqual([])
      expect(received).toEqual([undefined])
      expect(adapter.getConnectors()).toEqual([phantom])
      expect(adapter.getProvider?.('Phantom')).toBe(memory.adapter.getProvider?.('Phantom'))
      finishInit()
    })

    it("with a stored connection to restore, init loads and starts the adapter's code at once, not the discovery alone", async () => {
      const { fake, load, received, memory, adapter } = setup()
      await adapter.init({ ...pageContext(), restoring: true })
      expect(load).toHaveBeenCalledTimes(1)
      expect(received).toEqual([undefined])
      expect(memory.calls.map((c) => c.method)).toEqual(['init'])
      expect(fake.log).toEqual([])
      expect(adapter.getConnectors()).toEqual(memory.adapter.getConnectors())
    })

    it('a destroy while the discovery loads leaves it unstarted; code loaded before init starts with init', async () => {
      const { fake, memory, adapter } = setup()
      const starting = adapter.init(pageContext())
      adapter.destroy?.()
      await starting
      expect(fake.log).toEqual([])
      await adapter.preload?.()
      expect(memory.calls).toEqual([])
      await adapter.init(pageContext())
      expect(memory.calls.map((c) => c.method)).toEqual(['init'])
      expect(fake.log).toEqual([])
    })
  })

  it('any interleaving of init (a restore waiting for the page to paint, or not), destroy, preload, a wallet call and the loads leaves the adapter started with the last context and no discovery running after a destroy; no call reaches it unstarted, and an init that settles as the current one lists the wallets found (property)', async () => {
    const ops = fc.constantFrom(
      'init',
      'initRestoring',
      'initAfterPaint',
      'destroy',
      'preload',
      'call',
      'tick',
      'tick',
    )
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), fc.array(ops, { minLength: 1, maxLength: 10 }), async (s, steps) => {
        const memory = createMemoryAdapter({ namespace: 'solana', connectors: [phantom] })
        let current: AdapterContext | undefined
        let lifecycle: { kind: 'none' | 'init' | 'destroy'; context?: AdapterContext } = { kind: 'none' }
        const unstartedCalls: string[] = []
        const { init, destroy, disconnect } = memory.adapter
        // the loaded adapter's own init settles later (as a restore's checks do)
        memory.adapter.init = (ctx) => {
          lifecycle = { kind: 'init', context: ctx }
          init.call(memory.adapter, ctx)
          return s.schedule(Promise.resolve())
        }
        memory.adapter.destroy = () => {
          lifecycle = { kind: 'destroy' }
          destroy?.call(memory.adapter)
        }
        memory.adapter.disconnect = (params) => {
          if (current && (lifecycle.kind !== 'init' || lifecycle.context !== current))
            unstartedCalls.push(lifecycle.kind)
          return disconnect.call(memory.adapter, params)
        }
        let running = false
        const discovery: AdapterDiscovery = {
          start: () => {
            running = true
          },
          stop: () => {
            running = false
          },
          // the page's wallet, found once the discovery runs
          connectors: () => (running ? [phantom] : []),
          provider: () => undefined,
        }
        const load = vi.fn(() => s.schedule(Promise.resolve(memory.adapter)))
        const unlisted: string[] = []
        const adapter = lazyChainAdapter(
          { namespace: 'solana', discovery: () => s.schedule(Promise.resolve(discovery)) },
          load,
        )
        const page = (restoring: boolean, painted?: Promise<void>): AdapterContext => ({
          ...context(),
          getWindow: () => ({}) as Window,
          restoring,
          // a reload's restore waits for the page's paint, which comes at any point of the run
          ...(painted ? { painted } : {}),
        })
        const pending: Promise<unknown>[] = []
        for (const step of steps) {
          if (step === 'init' || step === 'initRestoring' || step === 'initAfterPaint') {
            const started = page(
              step !== 'init',
              step === 'initAfterPaint' ? s.schedule(Promise.resolve()) : undefined,
            )
            current = started
            pending.push(
              Promise.resolve(adapter.init(started)).then(() => {
                // settled as the current init: the page's wallets are listed (the discovery's or the
                // loaded adapter's), whichever of the two loads came first
                if (current === started && adapter.getConnectors().length === 0) unlisted.push(step)
              }),
            )
          } else if (step === 'destroy') {
            current = undefined
            adapter.destroy?.()
          } else if (step === 'preload') pending.push(adapter.preload?.() ?? Promise.resolve())
          else if (step === 'call') pending.push(adapter.disconnect({ connectorId: 'Phantom' }))
          else if (s.count() > 0) await s.waitOne()
        }
        await s.waitAll()
        await Promise.allSettled(pending)
        expect(unstartedCalls).toEqual([])
        expect(unlisted).toEqual([])
        if (current === undefined) {
          expect(running).toBe(false)
          expect(lifecycle.kind).not.toBe('init')
        } else if (load.mock.calls.length > 0) expect(lifecycle).toEqual({ kind: 'init', context: current })
      }),
      { numRuns: 300 },
    )
  })
})
