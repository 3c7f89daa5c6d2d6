import { ConnectionError, createMemoryStore, createStorage, MESSAGES } from '@latch/core'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createEvmAdapter } from './createEvmAdapter'
import { evmAdapter } from './evmAdapter'

const context = (win: Window | undefined) => ({
  networks: [],
  storage: createStorage(createMemoryStore()),
  getWindow: () => win,
})

describe('evmAdapter without a wallet', () => {
  it('creating it touches no window and starts nothing', () => {
    const adapter = evmAdapter()
    expect(adapter.namespace).toBe('eip155')
    expect(adapter.getConnectors()).toEqual([])
    expect(adapter.siwx?.namespace).toBe('eip155')
  })

  it('declares before loading exactly the capabilities of the adapter it loads (core reads them at once)', () => {
    const capabilities = (adapter: ReturnType<typeof evmAdapter>) => ({
      send: adapter.send !== undefined,
      estimateFee: adapter.estimateFee !== undefined,
      accountData: adapter.accountData !== undefined,
      nfts: adapter.accountData?.getNfts !== undefined,
      siwx: adapter.siwx !== undefined,
    })
    expect(capabilities(evmAdapter())).toEqual(capabilities(createEvmAdapter()))
  })

  it('initialises on the server (no window) with no connectors and no error', async () => {
    const adapter = evmAdapter()
    await adapter.init(context(undefined))
    expect(adapter.getConnectors()).toEqual([])
    expect(await adapter.reconnect({ connectorId: 'io.metamask' })).toBeNull()
  })

  it('reports connectors as they are announced, and connect to a missing one fails with "Failed to connect"', async () => {
    const win = new EventTarget() as unknown as Window
    const adapter = evmAdapter({ discoveryTimeoutMs: 0 })
    const seen: string[][] = []
    adapter.subscribe((e) => {
      if (e.type === 'connectorsChanged') seen.push(e.connectors.map((c) => c.id))
    })
    await adapter.init(context(win))
    // a stand-in provider: discovery never calls it
    const provider = { request: async () => null }
    const info = { uuid: 'u', name: 'W', icon: 'data:,', rdns: 'dev.latch.w' }
    win.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: { info, provider } }))
    expect(seen).toEqual([['dev.latch.w']])
    const error = await adapter.connect({ connectorId: 'io.other' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ConnectionError)
    expect((error as ConnectionError).shortMessage).toBe(MESSAGES.failedToConnect)
    expect(await adapter.reconnect({ connectorId: 'io.other' })).toBeNull()
    adapter.destroy?.()
  })

  it('a wallet the user disconnected stays silenced on reload even when the stored list holds a malformed entry', async () => {
    const win = new EventTarget() as unknown as Window
    const kv = createMemoryStore()
    kv.setItem('@latch/evm.silenced', JSON.stringify({ v: 1, d: [42, 'dev.latch.w', 'x'.repeat(10_000)] }))
    const adapter = evmAdapter({ discoveryTimeoutMs: 0 })
    await adapter.init({ networks: [], storage: createStorage(kv), getWindow: () => win })
    // an authorised wallet: it would restore silently if it were not silenced
    const asked: string[] = []
    const provider = {
      request: async ({ method }: { method: string }) => {
        asked.push(method)
        return method === 'eth_accounts' ? ['0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'] : '0x1'
      },
    }
    const info = { uuid: 'u', name: 'W', icon: 'data:,', rdns: 'dev.latch.w' }
    win.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: { info, provider } }))
    expect(await adapter.reconnect({ connectorId: 'dev.latch.w' })).toBeNull()
    expect(asked).toEqual([])
  })
})

describe('evmAdapter on a reload', () => {
  const ACCOUNT = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'
  const OTHER = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
  /** A wallet that announces itself when asked (EIP-6963), records what it is asked, and tells of changes. */
  function announcingWallet(win: Window, rdns: string, accounts: string[], name = 'W') {
    const asked: string[] = []
    const listeners = new Map<string, Set<(...args: never[]) => void>>()
    const provider = {
      request: async ({ method }: { method: string }) => {
        asked.push(method)
        return method === 'eth_accounts' ? [...accounts] : '0x1'
      },
      on: (event: string, listener: (...args: never[]) => void) => {
        listeners.set(event, (listeners.get(event) ?? new Set()).add(listener))
      },
      removeListener: (event: string, listener: (...args: never[]) => void) => {
        listeners.get(event)?.delete(listener)
      },
    }
    const announce = () =>
      win.dispatchEvent(
        new CustomEvent('eip6963:announceProvider', {
          detail: { info: { uuid: `u-${name}`, name, icon: 'data:,', rdns }, provider },
        }),
      )
    win.addEventListener('eip6963:requestProvider', announce)
    const emit = (event: string, value: unknown) => {
      for (const listener of listeners.get(event) ?? []) (listener as (v: unknown) => void)(value)
    }
    return { provider, asked, emit, listeners }
  }
  const reloadContext = (win: Window, stored: string[], kv = createMemoryStore()) => ({
    networks: [],
    storage: createStorage(kv),
    getWindow: () => win,
    restoring: true,
    storedConnectors: stored,
  })

  it("asks the stored wallet its no-prompt checks at init, before the adapter's code has loaded, and the restore reads those answers", async () => {
    const win = new EventTarget() as unknown as Window
    const wallet = announcingWallet(win, 'dev.latch.w', [ACCOUNT])
    const adapter = evmAdapter({ discoveryTimeoutMs: 0 })
    const initialised = adapter.init(reloadContext(win, ['dev.latch.w']))
    // asked in the turn after init, while the adapter's code is still loading
    await Promise.resolve()
    expect(wallet.asked).toEqual(['eth_chainId', 'eth_accounts'])
    await initialised
    const restored = await adapter.reconnect({ connectorId: 'dev.latch.w' })
    expect(restored?.accounts.map((a) => a.address.toLowerCase())).toEqual([ACCOUNT])
    expect(restored?.caipNetworkId).toBe('eip155:1')
    // one round trip: the restore asked nothing more
    expect(wallet.asked).toEqual(['eth_chainId', 'eth_accounts'])
    // the early answers are taken once: a later restore asks the wallet
    adapter.destroy?.()
  })

  it("reads the wallet's account list as checksummed addresses, dropping what is not one; a balance for an address one case typo away from the connected account is refused before any RPC", async () => {
    const win = new EventTarget() as unknown as Window
    const checksummed = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
    const typo = '0xF39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
    const list = [typo, 'not an address', 42, ACCOUNT, OTHER.toUpperCase().replace('0X', '0x')]
    announcingWallet(win, 'dev.latch.w', list as string[])
    const adapter = evmAdapter({ discoveryTimeoutMs: 0 })
    await adapter.init(reloadContext(win, ['dev.latch.w']))
    const restored = await adapter.reconnect({ connectorId: 'dev.latch.w' })
    expect(restored?.accounts.map((a) => a.address)).toEqual([
      checksummed,
      '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    ])
    const network = {
      caipNetworkId: 'eip155:1',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    } as unknown as Parameters<NonNullable<typeof adapter.getBalance>>[0]['network']
    const error = await adapter.getBalance?.({ address: typo, network }).catch((e: unknown) => e)
    expect(error).toMatchObject({ code: 'INVALID_ADDRESS' })
    adapter.destroy?.()
  })

  it('an account change the wallet tells of before the restore makes the early answers stale: the restore asks again and shows the new account', async () => {
    const win = new EventTarget() as unknown as Window
    const accounts = [ACCOUNT]
    const wallet = announcingWallet(win, 'dev.latch.w', accounts)
    const adapter = evmAdapter({ discoveryTimeoutMs: 0 })
    await adapter.init(reloadContext(win, ['dev.latch.w']))
    accounts[0] = OTHER
    wallet.emit('accountsChanged', [OTHER])
    const restored = await adapter.reconnect({ connectorId: 'dev.latch.w' })
    expect(restored?.accounts.map((a) => a.address.toLowerCase())).toEqual([OTHER])
    expect(wallet.asked).toEqual(['eth_chainId', 'eth_accounts', 'eth_chainId', 'eth_accounts'])
    adapter.destroy?.()
  })

  it('asks no wallet that is not stored, none the user silenced, and nothing without a stored connection', async () => {
    const win = new EventTarget() as unknown as Window
    const stored = announcingWallet(win, 'dev.latch.stored', [ACCOUNT], 'S')
    const other = announcingWallet(win, 'dev.latch.other', [ACCOUNT], 'O')
    const kv = createMemoryStore()
    kv.setItem('@latch/evm.silenced', JSON.stringify({ v: 1, d: ['dev.latch.stored'] }))
    const silenced = evmAdapter({ discoveryTimeoutMs: 0 })
    await silenced.init(reloadContext(win, ['dev.latch.stored'], kv))
    expect(await silenced.reconnect({ connectorId: 'dev.latch.stored' })).toBeNull()
    silenced.destroy?.()
    const fresh = evmAdapter({ discoveryTimeoutMs: 0 })
    await fresh.init(context(win))
    fresh.destroy?.()
    expect(stored.asked).toEqual([])
    expect(other.asked).toEqual([])
  })

  it('a lookalike announcing the stored rdns is never the one whose answers the restore reads; stop() leaves no listener on the wallets', async () => {
    const win = new EventTarget() as unknown as Window
    const real = announcingWallet(win, 'dev.latch.w', [ACCOUNT])
    // an announcement the discovery refuses (no uuid): the first-load probe asks it, nothing reads it
    const lookalike = {
      asked: [] as string[],
      request: async ({ method }: { method: string }) => {
        lookalike.asked.push(method)
        return method === 'eth_accounts' ? [OTHER] : '0x1'
      },
    }
    win.addEventListener('eip6963:requestProvider', () =>
      win.dispatchEvent(
        new CustomEvent('eip6963:announceProvider', {
          detail: { info: { name: 'W', icon: 'data:,', rdns: 'dev.latch.w' }, provider: lookalike },
        }),
      ),
    )
    const adapter = evmAdapter({ discoveryTimeoutMs: 0 })
    await adapter.init(reloadContext(win, ['dev.latch.w']))
    const restored = await adapter.reconnect({ connectorId: 'dev.latch.w' })
    expect(restored?.accounts.map((a) => a.address.toLowerCase())).toEqual([ACCOUNT])
    adapter.destroy?.()
    // the probe's change listeners are gone; the connection's own are removed by destroy
    expect([...(real.listeners.get('accountsChanged') ?? [])]).toEqual([])
  })

  /** A reload context with the stored address, recording what the probe tells the instance. */
  const confirmingContext = (win: Window, stored: string[], storedAddress: string | undefined) => {
    const told: boolean[] = []
    return {
      told,
      context: {
        ...reloadContext(win, stored),
        storedAddress,
        confirmStoredAddress: (yes: boolean) => void told.push(yes),
      },
    }
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

  it("confirms the stored address only on a stored wallet's own eth_accounts answer starting with it (in any case), before the restore's code is needed; another account, a malformed or missing stored address, or a wallet not stored confirm nothing", async () => {
    const CHECKSUMMED = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
    const cases: [accounts: string[], stored: string | undefined, rdns: string, confirmed: boolean[]][] = [
      [[ACCOUNT], CHECKSUMMED, 'dev.latch.w', [true]],
      [[CHECKSUMMED.toUpperCase().replace('0X', '0x')], CHECKSUMMED, 'dev.latch.w', [true]],
      [[OTHER, ACCOUNT], CHECKSUMMED, 'dev.latch.w', []],
      [[], CHECKSUMMED, 'dev.latch.w', []],
      [[ACCOUNT], `${CHECKSUMMED}00`, 'dev.latch.w', []],
      [[ACCOUNT], 'not an address', 'dev.latch.w', []],
      [[ACCOUNT], undefined, 'dev.latch.w', []],
      [[ACCOUNT], CHECKSUMMED, 'dev.latch.other', []],
    ]
    for (const [accounts, stored, rdns, confirmed] of cases) {
      const win = new EventTarget() as unknown as Window
      announcingWallet(win, rdns, accounts)
      const { told, context } = confirmingContext(win, ['dev.latch.w'], stored)
      const adapter = evmAdapter({ discoveryTimeoutMs: 0 })
      void adapter.init(context)
      await settle()
      expect(told).toEqual(confirmed)
      adapter.destroy?.()
    }
    // a wallet answering with something that is not a list of strings confirms nothing either
    const win = new EventTarget() as unknown as Window
    const hostile = { request: async () => [{ toLowerCase: () => ACCOUNT }] }
    win.addEventListener('eip6963:requestProvider', () =>
      win.dispatchEvent(
        new CustomEvent('eip6963:announceProvider', {
          detail: { info: { uuid: 'u', name: 'W', icon: 'data:,', rdns: 'dev.latch.w' }, provider: hostile },
        }),
      ),
    )
    const { told, context } = confirmingContext(win, ['dev.latch.w'], CHECKSUMMED)
    const adapter = evmAdapter({ discoveryTimeoutMs: 0 })
    void adapter.init(context)
    await settle()
    expect(told).toEqual([])
    adapter.destroy?.()
  })

  it('the wallet switching accounts (and telling it) at any moment after init: the stored address is shown only while the wallet holds it (an answer given before a switch it told of never confirms it), and the restore shows the account it holds', async () => {
    const ACCOUNTS = [ACCOUNT, OTHER, '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc']
    // each step: switch to an account, telling the wallet's listeners; let one microtask run (an
    // answer computed but not yet delivered); or let everything settle
    const step = fc.oneof(fc.constantFrom('tick' as const, 'settle' as const), fc.integer({ min: 0, max: 2 }))
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 8 }), fc.boolean(), async (steps, restore) => {
        const win = new EventTarget() as unknown as Window
        const accounts = [ACCOUNT]
        const wallet = announcingWallet(win, 'dev.latch.w', accounts)
        const { told, context } = confirmingContext(win, ['dev.latch.w'], ACCOUNT)
        const adapter = evmAdapter({ discoveryTimeoutMs: 0 })
        const initialised = adapter.init(context)
        const shown = () => told.at(-1) === true
        let switched = false
        for (const next of steps) {
          if (next === 'settle') await settle()
          else if (next === 'tick') await Promise.resolve()
          else {
            switched = true
            accounts[0] = ACCOUNTS[next] as string
            wallet.emit('accountsChanged', [...accounts])
          }
          // never the stored address while the wallet holds another
          if (shown()) expect(accounts[0]).toBe(ACCOUNT)
        }
        await settle()
        // with no switch the wallet's first answer confirms it; after one, only an answer asked
        // since (the discovery's announcement is asked again) and holding it does
        if (!switched) expect(shown()).toBe(true)
        if (shown()) expect(accounts[0]).toBe(ACCOUNT)
        if (restore) {
          await initialised
          const restored = await adapter.reconnect({ connectorId: 'dev.latch.w' })
          expect(restored?.accounts.map((a) => a.address.toLowerCase())).toEqual([accounts[0]])
        }
        adapter.destroy?.()
      }),
      { numRuns: 100 },
    )
  })

  it('the wallet switching accounts (and telling it) at any moment between init and the restore: the restore always shows the account the wallet holds when it restores', async () => {
    const ACCOUNTS = [ACCOUNT, OTHER, '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc']
    // each step: switch to an account, telling the wallet's listeners; or let the code and answers settle
    const step = fc.oneof(fc.constant('settle' as const), fc.integer({ min: 0, max: 2 }))
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 6 }), fc.boolean(), async (steps, awaitInit) => {
        const win = new EventTarget() as unknown as Window
        const accounts = [ACCOUNT]
        const wallet = announcingWallet(win, 'dev.latch.w', accounts)
        const adapter = evmAdapter({ discoveryTimeoutMs: 0 })
        const initialised = adapter.init(reloadContext(win, ['dev.latch.w']))
        if (awaitInit) await initialised
        for (const next of steps) {
          if (next === 'settle') await new Promise((resolve) => setTimeout(resolve, 0))
          else {
            accounts[0] = ACCOUNTS[next] as string
            wallet.emit('accountsChanged', [...accounts])
          }
        }
        await initialised
        const restored = await adapter.reconnect({ connectorId: 'dev.latch.w' })
        expect(restored?.accounts.map((a) => a.address.toLowerCase())).toEqual([accounts[0]])
        adapter.destroy?.()
      }),
      { numRuns: 100 },
    )
  })
})
