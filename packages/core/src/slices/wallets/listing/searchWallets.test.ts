import { describe, expect, it } from 'vitest'
import { searchWallets } from './searchWallets'

const wallets = [
  { id: '1', name: 'MetaMask', rdns: 'io.metamask', chains: [] },
  { id: '2', name: 'Trust Wallet', chains: [] },
  { id: '3', name: 'Leather', chains: [] },
  { id: '4', name: 'SafeMeta', chains: [] },
]

describe('searchWallets', () => {
  it('trims the search text and matches names case-insensitively, prefix matches first', () => {
    expect(searchWallets(wallets, '  meta  ').map((w) => w.id)).toEqual(['1', '4'])
  })

  it('matches rdns', () => {
    expect(searchWallets(wallets, 'io.meta').map((w) => w.id)).toEqual(['1'])
  })

  it('matches nothing for blank text', () => {
    expect(searchWallets(wallets, '   ')).toEqual([])
  })
})
