import { connect, cookieToInitialState, createStorage, getAccount, reconnect, version } from '@wagmi/core'
import { describe, expect, it, vi } from 'vitest'
import { evmWorldPerSuite, pickWalletInModal, wagmiApp, wagmiConfigFor } from './wagmiWorld'

const world = evmWorldPerSuite()

/** A key-value store standing in for the page's cookies or localStorage; `raw` is what it holds. */
function pageStorage() {
  const raw = new Map<string, string>()
  const storage = createStorage({
    storage: {
      getItem: (key) => raw.get(key) ?? null,
      setItem: (key, value) => void raw.set(key, value),
      removeItem: (key) => void raw.delete(key),
    },
  })
  return { raw, storage }
}

/** The page's storage as one Cookie header, as the server gets it. */
const cookieHeader = (raw: Map<string, string>) =>
  [...raw].map(([key, value]) => `${key}=${value}`).join('; ')

/** wagmi's store as an earlier version (or RainbowKit) left it: a connection with `address`. */
function staleStore(address: string) {
  const connector = { id: 'latch', name: 'Latch', type: 'latch', uid: 'old' }
  return JSON.stringify({
    state: {
      connections: { __type: 'Map', value: [['old', { accounts: [address], chainId: 31337, connector }]] },
      chainId: 31337,
      current: 'old',
    },
    // wagmi versions its store by its major version
    version: Number.parseInt(version, 10),
  })
}

describe('createLatchWagmiConfig: wagmi keeps no address a wallet has not confirmed', () => {
  it("after a connect through Latch wagmi shows the address, and the page's storage holds no wagmi connection for a server render", async () => {
    const app = await wagmiApp(world(), 0)
    const { raw, storage } = pageStorage()
    const config = wagmiConfigFor(world(), app.latch, storage, true)
    await Promise.all([connect(config, { connector: config.connectors[0]! }), pickWalletInModal(app.latch)])
    const address = world().chain.accounts[0]!.address
    expect(getAccount(config).address).toBe(address)
    await vi.waitFor(() => expect(raw.get('wagmi.recentConnectorId')).toBe('"latch"'))
    expect(raw.has('wagmi.store')).toBe(false)
    expect(cookieHeader(raw).toLowerCase()).not.toContain(address.slice(2).toLowerCase())
    // what wagmi's cookieToInitialState gives the server render of this visitor: nothing to show
    expect(cookieToInitialState(config, cookieHeader(raw))).toBeUndefined()
    // nor from the cookie RainbowKit's wagmi config left, holding the visitor's address
    const stale = `wagmi.store=${staleStore(address)}`
    expect(cookieToInitialState(config, stale)).toBeUndefined()
    app.unmount()
  })

  it('a wagmi store left with an address is not read and is removed; after a reload wagmi shows the account Latch restored', async () => {
    const app = await wagmiApp(world(), 0)
    const { raw, storage } = pageStorage()
    raw.set('wagmi.store', staleStore(world().chain.accounts[5]!.address))
    const config = wagmiConfigFor(world(), app.latch, storage, true)
    expect(raw.has('wagmi.store')).toBe(false)
    // what WagmiProvider does on mount with `ssr: true` (its store's persist API is not in wagmi's types)
    const store = config._internal.store as unknown as { persist: { rehydrate: () => Promise<void> } }
    await store.persist.rehydrate()
    // what wagmi's reconnect (on mount) sets first, while it waits for Latch's restore
    config.setState((state) => ({ ...state, status: 'reconnecting' }))
    expect(config.state.connections.size).toBe(0)
    expect(getAccount(config).address).toBeUndefined()
    await app.latch.connect({ namespace: 'eip155', connectorId: 'dev.latch.a' })
    await reconnect(config)
    expect(getAccount(config).status).toBe('connected')
    expect(getAccount(config).address).toBe(world().chain.accounts[0]!.address)
    app.unmount()
  })
})
