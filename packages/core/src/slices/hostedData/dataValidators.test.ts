import { describe, expect, it } from 'vitest'
import type { TokenBalance } from '../../adapters/AccountDataSource'
import { isActivityItem, isTokenBalance } from './dataValidators'

const eth: TokenBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:1',
  decimals: 18,
  quantity: { decimals: '18', numeric: '1.5' },
  price: '3000.10',
  value: '4500.15',
}

describe('data API validators', () => {
  it('accepts a token balance with decimal strings and rejects floats or malformed amounts', () => {
    expect(isTokenBalance(eth)).toBe(true)
    expect(isTokenBalance({ ...eth, price: 3000.1 })).toBe(false)
    expect(isTokenBalance({ ...eth, quantity: { decimals: '18', numeric: '1e3' } })).toBe(false)
    expect(isTokenBalance({ ...eth, chainId: '1' })).toBe(false)
    expect(isTokenBalance({ ...eth, decimals: 1.5 })).toBe(false)
  })

  it('accepts a history item with id, metadata.minedAt, metadata.chain and transfers (SPEC §3)', () => {
    const item = {
      id: 'tx',
      metadata: { minedAt: 1, chain: 'eip155:1', status: 'confirmed', hash: '0x1' },
      transfers: [{ direction: 'in', symbol: 'ETH', amount: '0.1', from: '0xa', to: '0xb' }],
    }
    expect(isActivityItem(item)).toBe(true)
    expect(isActivityItem({ ...item, metadata: { ...item.metadata, minedAt: '1' } })).toBe(false)
    expect(isActivityItem({ ...item, transfers: [{ ...item.transfers[0], direction: 'sideways' }] })).toBe(
      false,
    )
  })
})
