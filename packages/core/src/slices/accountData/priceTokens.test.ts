import { describe, expect, it } from 'vitest'
import type { TokenBalance } from '../../adapters/AccountDataSource'
import { priceTokens } from './priceTokens'

const token = (symbol: string, numeric: string, address?: string, value?: string): TokenBalance => ({
  name: symbol,
  symbol,
  chainId: 'eip155:1',
  decimals: 6,
  quantity: { decimals: '6', numeric },
  ...(address ? { address } : {}),
  ...(value ? { value } : {}),
})

describe('priceTokens', () => {
  it('values unvalued tokens as quantity × price in exact decimals, matching addresses case-insensitively', async () => {
    const usdc = token('USDC', '250.255', '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48')
    const [priced] = await priceTokens([usdc], { '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48': '0.9998' })
    expect(priced).toMatchObject({ price: '0.9998', value: '250.204949' })
    const [big] = await priceTokens([token('BIG', '123456789012345678.123456', '0xb')], { '0xb': '3012.55' })
    expect(big?.value).toBe('371919749739141972630.8173728')
  })

  it('keeps values the source gave, native tokens, unpriced tokens, and ignores prices that are not plain decimals', async () => {
    const valued = token('DAI', '2', '0xd', '1.99')
    const native = token('ETH', '1')
    const unpriced = token('X', '5', '0xe')
    const hostile = token('H', '5', '0xf')
    const out = await priceTokens([valued, native, unpriced, hostile], { '0xd': '5', '0xf': '1e3' })
    expect(out).toEqual([valued, native, unpriced, hostile])
  })
})
