import { describe, expect, it } from 'vitest'
import type { AccountDataSource } from '../../../adapters/AccountDataSource'
import type { CaipNetwork } from '../../../shared/networks/types'
import { createWalletAssetsSource } from './createWalletAssetsSource'

const base: CaipNetwork = {
  id: '8453',
  caipNetworkId: 'eip155:8453',
  chainNamespace: 'eip155',
  name: 'Base',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
}
const usdc = {
  address: '0x833589fcd6edb6e08f4c7c32d4f71b54bda02913',
  balance: '0x1e8480',
  type: 'ERC20',
  metadata: {
    name: 'USD Coin',
    symbol: 'USDC',
    decimals: 6,
    price: 0.9999,
    iconUrl: 'http://127.0.0.1/usdc.svg',
    value: 1.9998,
  },
}
const eth = {
  address: '0x0',
  balance: '0xde0b6b3a7640000',
  type: 'NATIVE',
  metadata: { name: 'Ether', symbol: 'ETH', decimals: 18, price: 3000, iconUrl: '', value: 3000 },
}

// An embedded wallet cannot run in this test: this in-memory stand-in answers the two wallet
// methods the way one does and records what was asked.
function embeddedWallet(capabilities: unknown, assets: unknown) {
  const calls: string[] = []
  const request = async (method: string) => {
    calls.push(method)
    return method === 'wallet_getCapabilities' ? capabilities : assets
  }
  return { calls, request }
}

const fallback: AccountDataSource = {
  getTokenBalances: async ({ network }) => [
    {
      name: 'Fallback',
      symbol: 'FB',
      chainId: network.caipNetworkId,
      decimals: 18,
      quantity: { decimals: '18', numeric: '1' },
    },
  ],
  getActivity: async () => ({ items: [] }),
}
const params = { address: '0xabc', network: base }

describe('embedded wallet asset discovery (SPEC §5)', () => {
  it('uses wallet_getAssets when the wallet reports assetDiscovery support for the chain', async () => {
    const wallet = embeddedWallet(
      { '0x2105': { assetDiscovery: { supported: true } } },
      { '0x2105': [eth, usdc] },
    )
    const tokens = await createWalletAssetsSource({ request: wallet.request, fallback }).getTokenBalances(
      params,
    )
    expect(wallet.calls).toEqual(['wallet_getCapabilities', 'wallet_getAssets'])
    expect(tokens).toEqual([
      {
        name: 'Ether',
        symbol: 'ETH',
        chainId: 'eip155:8453',
        decimals: 18,
        quantity: { decimals: '18', numeric: '1' },
        price: '3000',
        value: '3000',
      },
      {
        name: 'USD Coin',
        symbol: 'USDC',
        chainId: 'eip155:8453',
        address: usdc.address,
        decimals: 6,
        quantity: { decimals: '6', numeric: '2' },
        price: '0.9999',
        value: '1.9998',
        iconUrl: 'http://127.0.0.1/usdc.svg',
      },
    ])
  })

  it('does not ask for assets when the chain lacks assetDiscovery support, and uses the fallback', async () => {
    const wallet = embeddedWallet({ '0x1': { assetDiscovery: { supported: true } } }, { '0x2105': [eth] })
    const tokens = await createWalletAssetsSource({ request: wallet.request, fallback }).getTokenBalances(
      params,
    )
    expect(wallet.calls).toEqual(['wallet_getCapabilities'])
    expect(tokens.map((t) => t.symbol)).toEqual(['FB'])
  })

  it('ignores an invalid wallet-assets response and uses the fallback', async () => {
    const wallet = embeddedWallet(
      { '0x2105': { assetDiscovery: { supported: true } } },
      { '0x2105': [{ ...usdc, balance: 5 }] },
    )
    const tokens = await createWalletAssetsSource({ request: wallet.request, fallback }).getTokenBalances(
      params,
    )
    expect(tokens.map((t) => t.symbol)).toEqual(['FB'])
  })

  it('ignores one invalid asset (decimals above 255, a non-hex balance, no symbol) and keeps the valid ones', async () => {
    const wallet = embeddedWallet(
      { '0x2105': { assetDiscovery: { supported: true } } },
      {
        '0x2105': [
          eth,
          { ...usdc, metadata: { ...usdc.metadata, symbol: 'BIG', decimals: 256 } },
          { ...usdc, balance: 'lots' },
          { ...usdc, metadata: { ...usdc.metadata, symbol: undefined } },
          { ...usdc, metadata: { ...usdc.metadata, symbol: 'HUGE', decimals: 1e9 } },
          usdc,
        ],
      },
    )
    const tokens = await createWalletAssetsSource({ request: wallet.request, fallback }).getTokenBalances(
      params,
    )
    expect(tokens.map((t) => [t.symbol, t.quantity.numeric])).toEqual([
      ['ETH', '1'],
      ['USDC', '2'],
    ])
  })

  it('ignores a wholly invalid response (no valid asset at all) and uses the fallback', async () => {
    const wallet = embeddedWallet(
      { '0x2105': { assetDiscovery: { supported: true } } },
      {
        '0x2105': [
          { ...usdc, metadata: { ...usdc.metadata, decimals: 300 } },
          { ...eth, metadata: { ...eth.metadata, decimals: 256 } },
        ],
      },
    )
    const tokens = await createWalletAssetsSource({ request: wallet.request, fallback }).getTokenBalances(
      params,
    )
    expect(tokens.map((t) => t.symbol)).toEqual(['FB'])
  })

  it('keeps an asset whose icon URL is unsafe, without the icon', async () => {
    const wallet = embeddedWallet(
      { '0x2105': { assetDiscovery: { supported: true } } },
      {
        '0x2105': [
          { ...usdc, metadata: { ...usdc.metadata, iconUrl: 'javascript:alert(document.cookie)' } },
          { ...eth, metadata: { ...eth.metadata, iconUrl: 'data:text/html,<script>alert(1)</script>' } },
        ],
      },
    )
    const tokens = await createWalletAssetsSource({ request: wallet.request, fallback }).getTokenBalances(
      params,
    )
    expect(tokens.map((t) => [t.symbol, t.iconUrl])).toEqual([
      ['USDC', undefined],
      ['ETH', undefined],
    ])
  })

  it('reads at most 1,000 assets of a chain, and no name or symbol longer than a token can have', async () => {
    const many = Array.from({ length: 5_000 }, (_, i) => ({
      ...usdc,
      metadata: { ...usdc.metadata, symbol: `T${i}` },
    }))
    many[1] = { ...usdc, metadata: { ...usdc.metadata, name: 'x'.repeat(10_000) } }
    const wallet = embeddedWallet({ '0x2105': { assetDiscovery: { supported: true } } }, { '0x2105': many })
    const tokens = await createWalletAssetsSource({ request: wallet.request, fallback }).getTokenBalances(
      params,
    )
    expect(tokens).toHaveLength(999)
    expect(tokens[1]?.symbol).toBe('T2')
  })
})
