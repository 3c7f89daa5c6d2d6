import { describe, expect, it } from 'vitest'
import type { CaipNetworkId } from '../../../shared/networks/types'
import { connectViewRows } from './connectViewRows'
import type { WalletListing } from './types'

const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const listed = (id: string, chains: string[], installed?: boolean): WalletListing => ({
  id,
  name: id,
  chains,
  ...(installed === undefined ? {} : { installed }),
})
const net = (caipNetworkId: CaipNetworkId) => ({ caipNetworkId })
const THREE = [net('eip155:1'), net(SOLANA), net('stacks:1')]
// six installed EVM wallets crowd the first rows
const evm = ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => listed(id, ['eip155:1'], true))
const wallets = [...evm, listed('phantom', [SOLANA, 'eip155:1']), listed('leather', ['stacks:1'])]
const none = new Set<string>()

describe('the Connect view of an app of several families', () => {
  it('adds the first wallet of each family the first rows leave out, each row with its chain cue', () => {
    const rows = connectViewRows(wallets, { count: 5, recentIds: none, networks: THREE, only: undefined })
    expect(rows.map((r) => r.wallet.id)).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'phantom', 'leather'])
    expect(rows.find((r) => r.wallet.id === 'phantom')?.cue.map((n) => n.caipNetworkId)).toEqual([
      SOLANA,
      'eip155:1',
    ])
  })

  it('adds no row and no cue in an app of one family, nor for "Add wallet" of one family', () => {
    const one = connectViewRows(wallets, {
      count: 5,
      recentIds: none,
      networks: [net('eip155:1')],
      only: undefined,
    })
    expect(one.map((r) => r.wallet.id)).toEqual(['a', 'b', 'c', 'd', 'e', 'f'])
    expect(one.every((r) => r.cue.length === 0)).toBe(true)
    const add = connectViewRows(wallets, { count: 5, recentIds: none, networks: THREE, only: 'stacks' })
    expect(add.map((r) => [r.wallet.id, r.cue.length])).toEqual([['leather', 0]])
  })
})
