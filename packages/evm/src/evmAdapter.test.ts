import { ConnectionError, createMemoryStore, createStorage, MESSAGES } from '@latch/core'
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
