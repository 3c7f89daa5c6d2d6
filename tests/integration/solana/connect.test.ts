import {
  type AdapterEvent,
  createMemoryStore,
  createStorage,
  MethodNotSupportedError,
  UserRejectedRequestError,
} from '@latch/core'
import { decodeBase58, encodeBase58, solanaAdapter, solanaDevnet } from '@latch/solana'
import { createSolanaTestWallet } from '@latch/testing/solana'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type SolanaWorld, startSolanaWorld } from './solanaWorld'

describe('Solana adapter: connecting a Wallet Standard wallet', () => {
  let world: SolanaWorld | undefined
  afterEach(async () => {
    vi.useRealTimers()
    await world?.stop()
    world = undefined
  })

  it('lists a wallet registered before the app as an installed walletStandard connector', async () => {
    world = await startSolanaWorld()
    expect(world.adapter.getConnectors()).toEqual([
      expect.objectContaining({
        id: 'Latch Test Wallet',
        type: 'walletStandard',
        chain: 'solana',
        installed: true,
      }),
    ])
  })

  it('lists a wallet that registers after the app and reports connectorsChanged', async () => {
    world = await startSolanaWorld()
    const events: AdapterEvent[] = []
    world.adapter.subscribe((e) => events.push(e))
    createSolanaTestWallet({ name: 'Late Wallet' }).register(world.window)
    expect(world.adapter.getConnectors().map((c) => c.name)).toEqual(['Latch Test Wallet', 'Late Wallet'])
    expect(events.at(-1)?.type).toBe('connectorsChanged')
  })

  it('connects and returns the wallet account on the localnet CAIP-2 network', async () => {
    world = await startSolanaWorld()
    const result = await world.adapter.connect({ connectorId: 'Latch Test Wallet' })
    expect(result.accounts[0]?.address).toBe(world.test.address)
    expect(result.caipNetworkId).toBe(`solana:${world.rpc.genesisHash.slice(0, 32)}`)
  })

  it('normalises a rejected connection to the user-rejected error (4001)', async () => {
    world = await startSolanaWorld()
    world.test.control.rejectNext('connect')
    const error = await world.adapter.connect({ connectorId: 'Latch Test Wallet' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(error).toMatchObject({ code: 4001, shortMessage: 'User rejected the request' })
  })

  it('restores an authorised session on reload silently, without a wallet prompt', async () => {
    world = await startSolanaWorld()
    await world.adapter.connect({ connectorId: 'Latch Test Wallet' })
    const reloaded = solanaAdapter({ restoreWaitMs: 0 })
    reloaded.init({
      networks: [world.network],
      storage: createStorage(createMemoryStore()),
      getWindow: () => world?.window as unknown as Window,
    })
    const restored = await reloaded.reconnect({ connectorId: 'Latch Test Wallet' })
    expect(restored?.accounts[0]?.address).toBe(world.test.address)
    expect(world.test.control.prompts).toEqual(['connect'])
  })

  it('restores nothing (null, no prompt) once the user revoked the app in the wallet', async () => {
    world = await startSolanaWorld()
    await world.adapter.connect({ connectorId: 'Latch Test Wallet' })
    world.test.control.revoke()
    await world.adapter.disconnect({ connectorId: 'Latch Test Wallet' })
    expect(await world.adapter.reconnect({ connectorId: 'Latch Test Wallet' })).toBeNull()
    expect(world.test.control.prompts).toEqual(['connect'])
  })

  it('waits for a wallet that registers late after a reload before restoring', async () => {
    vi.useFakeTimers()
    world = await startSolanaWorld({ restoreWaitMs: 1000 })
    const late = createSolanaTestWallet({ name: 'Slow Extension', authorized: true })
    const pending = world.adapter.reconnect({ connectorId: 'Slow Extension' })
    await vi.advanceTimersByTimeAsync(300)
    late.register(world.window)
    expect((await pending)?.accounts[0]?.address).toBe(late.address)

    const missing = world.adapter.reconnect({ connectorId: 'Never Installed' })
    await vi.advanceTimersByTimeAsync(1000)
    expect(await missing).toBeNull()
  })

  it('disconnects idempotently and reports one disconnect event', async () => {
    world = await startSolanaWorld()
    await world.adapter.connect({ connectorId: 'Latch Test Wallet' })
    const events: AdapterEvent[] = []
    world.adapter.subscribe((e) => events.push(e))
    await world.adapter.disconnect({ connectorId: 'Latch Test Wallet' })
    await world.adapter.disconnect({ connectorId: 'Latch Test Wallet' })
    expect(events).toEqual([{ type: 'disconnect', connectorId: 'Latch Test Wallet' }])
    expect(world.test.wallet.accounts).toEqual([])
  })

  it('reports account changes and a disconnect made from the wallet side', async () => {
    world = await startSolanaWorld()
    await world.adapter.connect({ connectorId: 'Latch Test Wallet' })
    const events: AdapterEvent[] = []
    world.adapter.subscribe((e) => events.push(e))
    const next = world.test.control.switchAccount()
    world.test.control.disconnect()
    expect(events).toEqual([
      {
        type: 'accountsChanged',
        connectorId: 'Latch Test Wallet',
        accounts: [expect.objectContaining({ address: next })],
      },
      { type: 'disconnect', connectorId: 'Latch Test Wallet' },
    ])
  })

  it('answers raw solana_signMessage requests (base58 in, base58 signature out) and refuses unknown methods', async () => {
    world = await startSolanaWorld()
    await world.adapter.connect({ connectorId: 'Latch Test Wallet' })
    const message = encodeBase58(new TextEncoder().encode('raw'))
    const result = (await world.adapter.request({
      connectorId: 'Latch Test Wallet',
      method: 'solana_signMessage',
      params: { message },
    })) as { signature: string }
    expect(decodeBase58(result.signature)).toHaveLength(64)
    await expect(
      world.adapter.request({ connectorId: 'Latch Test Wallet', method: 'solana_signIn' }),
    ).rejects.toBeInstanceOf(MethodNotSupportedError)
  })

  it('switches a connection to another configured Solana network and reports chainChanged', async () => {
    world = await startSolanaWorld()
    const adapter = solanaAdapter({ restoreWaitMs: 0 })
    adapter.init({
      networks: [world.network, solanaDevnet],
      storage: createStorage(createMemoryStore()),
      getWindow: () => world?.window as unknown as Window,
    })
    const connected = await adapter.connect({ connectorId: 'Latch Test Wallet' })
    expect(connected.caipNetworkId).toBe(world.network.caipNetworkId)
    const events: AdapterEvent[] = []
    adapter.subscribe((e) => events.push(e))
    await adapter.switchNetwork({ connectorId: 'Latch Test Wallet', network: solanaDevnet })
    expect(events).toEqual([
      {
        type: 'chainChanged',
        connectorId: 'Latch Test Wallet',
        caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      },
    ])
    adapter.destroy?.()
  })

  it('does nothing when switching to the already active network, and refuses a network the app did not configure', async () => {
    world = await startSolanaWorld()
    await world.adapter.connect({ connectorId: 'Latch Test Wallet' })
    const events: AdapterEvent[] = []
    world.adapter.subscribe((e) => events.push(e))
    await world.adapter.switchNetwork({ connectorId: 'Latch Test Wallet', network: world.network })
    expect(events).toEqual([])
    const other = { ...world.network, id: 'x'.repeat(32), caipNetworkId: `solana:${'x'.repeat(32)}` as const }
    await expect(
      world.adapter.switchNetwork({ connectorId: 'Latch Test Wallet', network: other }),
    ).rejects.toThrow('Unsupported chain')
  })
})
