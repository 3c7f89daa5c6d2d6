import { describe, expect, it } from 'vitest'
import { createLatch } from '../instance/createLatch'
import { createMemoryAdapter, testConnector, testNetworks } from '../testing/memoryAdapter'
import {
  selectConnectedNamespaces,
  selectModalFrame,
  selectNetwork,
  selectTokenBalance,
} from './viewSelectors'

function world() {
  const evm = createMemoryAdapter({
    namespace: 'eip155',
    connectors: [testConnector('eip155', 'io.metamask')],
  })
  const sol = createMemoryAdapter({ namespace: 'solana', connectors: [testConnector('solana', 'phantom')] })
  const latch = createLatch({
    adapters: [evm.adapter, sol.adapter],
    networks: [testNetworks.ethereum, testNetworks.sepolia, testNetworks.solana],
  })
  return latch
}

describe('snapshot selectors', () => {
  it('selectConnectedNamespaces lists the namespaces with a live connection, or those on one connector', async () => {
    const latch = world()
    expect(selectConnectedNamespaces(latch.getState())).toEqual([])
    await latch.connect({ namespace: 'solana', connectorId: 'phantom' })
    expect(selectConnectedNamespaces(latch.getState())).toEqual(['solana'])
    expect(selectConnectedNamespaces(latch.getState(), 'phantom')).toEqual(['solana'])
    expect(selectConnectedNamespaces(latch.getState(), 'io.metamask')).toEqual([])
  })

  it('selectNetwork finds a network by id, else the active network of the namespace', () => {
    const latch = world()
    const snap = latch.getState()
    expect(selectNetwork(snap, testNetworks.sepolia.caipNetworkId)?.name).toBe(testNetworks.sepolia.name)
    expect(selectNetwork(snap, undefined, 'solana')?.caipNetworkId).toBe(testNetworks.solana.caipNetworkId)
    expect(selectNetwork(snap, 'eip155:999999')).toBeUndefined()
  })

  it('selectModalFrame shows a rehearsal as embedded and open, and keeps unchanged parts of the snapshot', async () => {
    const latch = world()
    expect(selectModalFrame(latch.getState())).toMatchObject({
      open: false,
      embedded: false,
      canGoBack: false,
    })
    expect(selectModalFrame(latch.getState(), true)).toMatchObject({ open: true, embedded: true })
    await latch.open({ view: 'Networks' })
    const before = selectModalFrame(latch.getState())
    latch.events.track('SEND_INITIATED')
    const after = selectModalFrame(latch.getState())
    expect(after).not.toBe(before)
    expect(
      Object.keys(after).every((key) =>
        Object.is(after[key as keyof typeof after], before[key as keyof typeof before]),
      ),
    ).toBe(true)
  })
})

describe('selectTokenBalance', () => {
  it('finds a token balance by contract address in any case, on the given network only', () => {
    const usdc = {
      address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
      chainId: 'eip155:1',
      symbol: 'USDC',
    }
    const state = { accountData: { tokenBalances: [usdc] } }
    expect(selectTokenBalance(state, usdc.address.toLowerCase(), 'eip155:1')).toBe(usdc)
    expect(selectTokenBalance(state, usdc.address.toUpperCase())).toBe(usdc)
    expect(selectTokenBalance(state, usdc.address, 'eip155:11155111')).toBeUndefined()
  })

  it('a Solana mint is found only in its own letter case: two mints differing in case are two tokens', () => {
    const network = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
    const upper = { address: 'MintAbCdEfGh1111111111111111111111111111111', chainId: network, symbol: 'UP' }
    const lower = { address: 'mintabcdefgh1111111111111111111111111111111', chainId: network, symbol: 'LOW' }
    const state = { accountData: { tokenBalances: [upper, lower] } }
    expect(selectTokenBalance(state, lower.address, network)).toBe(lower)
    expect(selectTokenBalance(state, lower.address)).toBe(lower)
    expect(selectTokenBalance(state, upper.address)).toBe(upper)
    expect(selectTokenBalance(state, 'MINTABCDEFGH1111111111111111111111111111111')).toBeUndefined()
  })
})
