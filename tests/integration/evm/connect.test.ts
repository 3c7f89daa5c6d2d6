import { type AdapterEvent, MESSAGES, UserRejectedRequestError } from '@latch/core'
import { evmAdapter } from '@latch/evm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type EvmWorld, fakePage, startEvmWorld, walletFor } from './evmWorld'

let world: EvmWorld
beforeAll(async () => {
  world = await startEvmWorld({ second: false })
})
afterAll(async () => {
  await world?.stop()
})

describe('EVM connect, restore and disconnect on the dev chain', () => {
  it('discovers two announced wallets, one connector each, and connects the chosen one', async () => {
    const { win, storage } = fakePage()
    const a = walletFor(world.chain, 0, 'dev.latch.a')
    const b = walletFor(world.chain, 2, 'dev.latch.b')
    a.announce(win)
    b.announce(win)
    const adapter = evmAdapter()
    await adapter.init({ networks: [world.network], storage, getWindow: () => win })
    const connectors = adapter.getConnectors()
    expect(connectors.map((c) => [c.id, c.type, c.installed])).toEqual([
      ['dev.latch.a', 'announced', true],
      ['dev.latch.b', 'announced', true],
    ])
    const result = await adapter.connect({ connectorId: 'dev.latch.b' })
    expect(result.accounts[0]?.address).toBe(world.chain.accounts[2]!.address)
    expect(result.caipNetworkId).toBe('eip155:31337')
    expect(b.authorized).toBe(true)
    expect(a.authorized).toBe(false)
    expect(a.calls).toEqual([])
  })

  it('restores silently after a reload with eth_accounts, never eth_requestAccounts', async () => {
    const page = fakePage()
    const wallet = walletFor(world.chain, 0, 'dev.latch.a')
    wallet.announce(page.win)
    const first = evmAdapter()
    await first.init({ networks: [world.network], storage: page.storage, getWindow: () => page.win })
    await first.connect({ connectorId: 'dev.latch.a' })
    // reload: a new adapter instance over the same storage and the same (still authorising) wallet
    const reloaded = fakePage(page.kv)
    wallet.announce(reloaded.win)
    const second = evmAdapter()
    await second.init({ networks: [world.network], storage: reloaded.storage, getWindow: () => reloaded.win })
    const before = wallet.calls.length
    const restored = await second.reconnect({ connectorId: 'dev.latch.a' })
    expect(restored?.accounts[0]?.address).toBe(world.chain.accounts[0]!.address)
    expect(wallet.calls.slice(before).map((c) => c.method)).not.toContain('eth_requestAccounts')
  })

  it('restores nothing, and asks only the two reads that never prompt, once the wallet no longer authorises the app', async () => {
    const { win, storage } = fakePage()
    const wallet = walletFor(world.chain, 0, 'dev.latch.a')
    wallet.announce(win)
    const adapter = evmAdapter()
    await adapter.init({ networks: [world.network], storage, getWindow: () => win })
    expect(await adapter.reconnect({ connectorId: 'dev.latch.a' })).toBeNull()
    // asked together, one round trip: the chain id is any page's to read (EIP-1193)
    expect(wallet.calls.map((c) => c.method).sort()).toEqual(['eth_accounts', 'eth_chainId'])
  })

  it('a cancelled connect yields the normalised 4001 error and is remembered: no restore, no prompt', async () => {
    const { win, storage } = fakePage()
    const wallet = walletFor(world.chain, 0, 'dev.latch.a', { authorized: true })
    wallet.announce(win)
    const adapter = evmAdapter()
    await adapter.init({ networks: [world.network], storage, getWindow: () => win })
    wallet.rejectNext({ method: 'eth_requestAccounts' })
    const error = await adapter.connect({ connectorId: 'dev.latch.a' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect((error as UserRejectedRequestError).code).toBe(4001)
    expect((error as UserRejectedRequestError).meta.walletCode).toBe(4001)
    const calls = wallet.calls.length
    expect(await adapter.reconnect({ connectorId: 'dev.latch.a' })).toBeNull()
    expect(wallet.calls.length).toBe(calls)
    // an explicit connect clears the memory
    await adapter.connect({ connectorId: 'dev.latch.a' })
    expect(await adapter.reconnect({ connectorId: 'dev.latch.a' })).not.toBeNull()
  })

  it('reports accountsChanged, chainChanged and disconnect from the wallet', async () => {
    const { win, storage } = fakePage()
    const wallet = walletFor(world.chain, 4, 'dev.latch.a', { chains: { 1: world.chain.url } })
    wallet.announce(win)
    const adapter = evmAdapter()
    await adapter.init({ networks: [world.network], storage, getWindow: () => win })
    const events: AdapterEvent[] = []
    adapter.subscribe((e) => events.push(e))
    await adapter.connect({ connectorId: 'dev.latch.a' })
    wallet.switchAccount(world.chain.accounts[5]!.address)
    wallet.switchChain(1)
    wallet.disconnect()
    expect(events).toEqual([
      {
        type: 'accountsChanged',
        connectorId: 'dev.latch.a',
        accounts: [
          { address: world.chain.accounts[5]!.address, type: 'eoa' },
          { address: world.chain.accounts[4]!.address, type: 'eoa' },
        ],
      },
      { type: 'chainChanged', connectorId: 'dev.latch.a', caipNetworkId: 'eip155:1' },
      { type: 'disconnect', connectorId: 'dev.latch.a' },
    ])
  })

  it('disconnect is idempotent, stops events, and a reload does not restore', async () => {
    const page = fakePage()
    const wallet = walletFor(world.chain, 0, 'dev.latch.a')
    wallet.announce(page.win)
    const adapter = evmAdapter()
    await adapter.init({ networks: [world.network], storage: page.storage, getWindow: () => page.win })
    const events: AdapterEvent[] = []
    adapter.subscribe((e) => events.push(e))
    await adapter.connect({ connectorId: 'dev.latch.a' })
    await adapter.disconnect({ connectorId: 'dev.latch.a' })
    await adapter.disconnect({ connectorId: 'dev.latch.a' })
    wallet.switchAccount(world.chain.accounts[1]!.address)
    expect(events).toEqual([])
    const reloaded = evmAdapter()
    await reloaded.init({ networks: [world.network], storage: page.storage, getWindow: () => page.win })
    expect(await reloaded.reconnect({ connectorId: 'dev.latch.a' })).toBeNull()
  })

  it('connects a legacy window.ethereum wallet as "injected" when nothing announces', async () => {
    const { win, storage } = fakePage()
    const wallet = walletFor(world.chain, 0, 'dev.latch.legacy')
    ;(win as Window & { ethereum?: unknown }).ethereum = wallet.provider
    const adapter = evmAdapter()
    await adapter.init({ networks: [world.network], storage, getWindow: () => win })
    expect(adapter.getConnectors().map((c) => [c.id, c.type])).toEqual([['injected', 'injected']])
    const result = await adapter.connect({ connectorId: 'injected' })
    expect(result.accounts[0]?.address).toBe(world.chain.accounts[0]!.address)
  })

  it('never connects through another wallet: an unknown connector fails with "Failed to connect"', async () => {
    const { win, storage } = fakePage()
    const wallet = walletFor(world.chain, 0, 'dev.latch.a')
    wallet.announce(win)
    ;(win as Window & { ethereum?: unknown }).ethereum = wallet.provider
    const adapter = evmAdapter()
    await adapter.init({ networks: [world.network], storage, getWindow: () => win })
    await expect(adapter.connect({ connectorId: 'io.metamask' })).rejects.toThrow(MESSAGES.failedToConnect)
    await expect(adapter.connect({ connectorId: 'injected' })).rejects.toThrow(MESSAGES.failedToConnect)
    expect(wallet.calls).toEqual([])
  })
})
