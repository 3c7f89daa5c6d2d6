import { describe, expect, it } from 'vitest'
import { connectViewWallets } from './connectViewWallets'
import type { WalletListing } from './types'

const listed = (id: string, chain: string, installed?: boolean): WalletListing => ({
  id,
  name: id,
  chains: [chain],
  ...(installed === undefined ? {} : { installed }),
})

describe('the wallets the Connect view lists', () => {
  // five EVM wallets lead on an EVM-active app; the visitor has a Solana wallet installed
  const wallets = [
    listed('metamask', 'eip155:1'),
    listed('coinbase', 'eip155:1'),
    listed('rabby', 'eip155:1'),
    listed('okx', 'eip155:1'),
    listed('trust', 'eip155:1'),
    listed('zerion', 'eip155:1'),
    listed('phantom', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', true),
    listed('backpack', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'),
  ]

  it('shows the first five, then every installed or recent wallet that came later, in list order', () => {
    expect(connectViewWallets(wallets, 5, new Set()).map((w) => w.id)).toEqual([
      'metamask',
      'coinbase',
      'rabby',
      'okx',
      'trust',
      'phantom',
    ])
    expect(connectViewWallets(wallets, 5, new Set(['backpack'])).map((w) => w.id)).toEqual([
      'metamask',
      'coinbase',
      'rabby',
      'okx',
      'trust',
      'phantom',
      'backpack',
    ])
  })
})
