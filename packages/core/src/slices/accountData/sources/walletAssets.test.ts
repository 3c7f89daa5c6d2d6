import { describe, expect, it } from 'vitest'
import { parseWalletAssets, supportsAssetDiscovery } from './walletAssets'

const usdc = {
  address: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
  balance: '0xf4240',
  type: 'ERC20',
  metadata: { name: 'USD Coin', symbol: 'USDC', decimals: 6, price: 1, iconUrl: '', value: 1 },
}
const eth = { ...usdc, address: '0x0', balance: '0xde0b6b3a7640000', type: 'NATIVE' }

describe('wallet-assets response (SPEC §5)', () => {
  it('accepts an array of valid assets per chain', () => {
    expect(parseWalletAssets({ '0x1': [usdc, eth], '0x2105': [] })).toEqual({
      '0x1': [usdc, eth],
      '0x2105': [],
    })
  })

  it.each([
    ['not an object', 'nope'],
    ['a chain without an array', { '0x1': usdc }],
    ['a balance that is not hex', { '0x1': [{ ...usdc, balance: '1000000' }] }],
    ['an unknown type', { '0x1': [{ ...usdc, type: 'ERC721' }] }],
    ['decimals as a string', { '0x1': [{ ...usdc, metadata: { ...usdc.metadata, decimals: '6' } }] }],
    ['decimals above 255', { '0x1': [{ ...usdc, metadata: { ...usdc.metadata, decimals: 256 } }] }],
    ['a chain without an array beside valid ones', { '0x1': [eth], '0x2': 'none' }],
  ])('ignores a response with %s', (_label, value) => {
    expect(parseWalletAssets(value)).toBeUndefined()
  })

  it('drops an invalid asset and keeps its valid neighbours on every chain', () => {
    const noSymbol = { ...usdc, metadata: { ...usdc.metadata, symbol: undefined } }
    expect(parseWalletAssets({ '0x1': [eth, noSymbol], '0x2': [usdc, { address: 1 }] })).toEqual({
      '0x1': [eth],
      '0x2': [usdc],
    })
  })

  it('uses asset discovery only where the wallet reports assetDiscovery support for the chain', () => {
    const capabilities = {
      '0x1': { assetDiscovery: { supported: true } },
      '0x2105': { assetDiscovery: { supported: false } },
    }
    expect(supportsAssetDiscovery(capabilities, '0x1')).toBe(true)
    expect(supportsAssetDiscovery(capabilities, '0x2105')).toBe(false)
    expect(supportsAssetDiscovery(capabilities, '0xa')).toBe(false)
    expect(supportsAssetDiscovery(undefined, '0x1')).toBe(false)
  })
})
