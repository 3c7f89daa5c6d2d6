import { type AdapterEvent, UserRejectedRequestError } from '@latch/core'
import { evmAdapter } from '@latch/evm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devNetwork, type EvmWorld, fakePage, startEvmWorld, walletFor } from './evmWorld'

let world: EvmWorld
beforeAll(async () => {
  world = await startEvmWorld()
})
afterAll(async () => {
  await world?.stop()
})

async function connected(chains?: Record<number, string>) {
  const { win, storage } = fakePage()
  const wallet = walletFor(world.chain, 0, 'dev.latch.a', chains ? { chains } : {})
  wallet.announce(win)
  const adapter = evmAdapter()
  await adapter.init({ networks: [world.network, world.secondNetwork], storage, getWindow: () => win })
  const events: AdapterEvent[] = []
  adapter.subscribe((e) => events.push(e))
  await adapter.connect({ connectorId: 'dev.latch.a' })
  return { wallet, adapter, events }
}

describe('EVM network switching between two local chains', () => {
  it('switches to a second local chain the wallet knows with wallet_switchEthereumChain', async () => {
    const { wallet, adapter, events } = await connected({ 31338: world.second.url })
    await adapter.switchNetwork({ connectorId: 'dev.latch.a', network: world.secondNetwork })
    expect(wallet.chainId).toBe(31338)
    expect(wallet.calls.map((c) => c.method)).toContain('wallet_switchEthereumChain')
    expect(wallet.calls.map((c) => c.method)).not.toContain('wallet_addEthereumChain')
    expect(events).toEqual([
      { type: 'chainChanged', connectorId: 'dev.latch.a', caipNetworkId: 'eip155:31338' },
    ])
    // the wallet now reads from the second chain
    expect(await adapter.request({ connectorId: 'dev.latch.a', method: 'eth_chainId' })).toBe('0x7a6a')
  })

  it('adds an unknown chain with wallet_addEthereumChain (the app RPC URLs) after a 4902, then is on it', async () => {
    const { wallet, adapter } = await connected()
    await adapter.switchNetwork({ connectorId: 'dev.latch.a', network: world.secondNetwork })
    const add = wallet.calls.find((c) => c.method === 'wallet_addEthereumChain')
    expect(add?.params).toEqual([
      {
        chainId: '0x7a6a',
        chainName: 'Local 31338',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: [world.second.url],
      },
    ])
    expect(wallet.chainId).toBe(31338)
    expect(await adapter.request({ connectorId: 'dev.latch.a', method: 'eth_chainId' })).toBe('0x7a6a')
  })

  it('switching to the network the wallet is already on asks the wallet nothing', async () => {
    const { wallet, adapter, events } = await connected()
    await adapter.switchNetwork({ connectorId: 'dev.latch.a', network: world.network })
    expect(wallet.calls.map((c) => c.method)).not.toContain('wallet_switchEthereumChain')
    expect(events).toEqual([])
  })

  it('a rejected switch yields UserRejectedRequestError and leaves the chain unchanged', async () => {
    const { wallet, adapter } = await connected({ 31338: world.second.url })
    wallet.rejectNext({ method: 'wallet_switchEthereumChain' })
    await expect(
      adapter.switchNetwork({ connectorId: 'dev.latch.a', network: world.secondNetwork }),
    ).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(wallet.chainId).toBe(31337)
    expect(wallet.calls.map((c) => c.method)).not.toContain('wallet_addEthereumChain')
  })

  it('connect with a wanted network switches the wallet to it', async () => {
    const { win, storage } = fakePage()
    const wallet = walletFor(world.chain, 0, 'dev.latch.a', { chains: { 31338: world.second.url } })
    wallet.announce(win)
    const adapter = evmAdapter()
    await adapter.init({ networks: [world.network, devNetwork(world.second)], storage, getWindow: () => win })
    const result = await adapter.connect({ connectorId: 'dev.latch.a', caipNetworkId: 'eip155:31338' })
    expect(result.caipNetworkId).toBe('eip155:31338')
  })
})
