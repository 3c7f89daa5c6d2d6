import { describe, expect, it } from 'vitest'
import type { CaipNetworkId } from '../../../shared/networks/types'
import { walletChainCue } from './walletChainCue'

const net = (caipNetworkId: CaipNetworkId) => ({ caipNetworkId })
const FOUR = [
  net('eip155:1'),
  net('eip155:10'),
  net('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'),
  net('stacks:1'),
  net('bip122:000000000019d6689c085ae165831e93'),
]
const cue = (chains: string[], networks: { caipNetworkId: CaipNetworkId }[] = FOUR) =>
  walletChainCue({ id: 'w', chains }, networks).map((n) => n.caipNetworkId)

describe('the chain cue of a wallet row', () => {
  it('in an app of several families, shows the first network of each family the wallet serves, its home family first, then in the app’s order', () => {
    expect(cue(['eip155:1', 'eip155:8453'])).toEqual(['eip155:1'])
    // then the app's order
    expect(cue(['stacks:1', 'bip122:000000000019d6689c085ae165831e93', 'eip155:1'])).toEqual([
      'stacks:1',
      'eip155:1',
      'bip122:000000000019d6689c085ae165831e93',
    ])
    // a family the app does not configure is never shown, nor taken as the home family
    expect(cue(['sui:mainnet', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'eip155:1'])).toEqual([
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      'eip155:1',
    ])
  })

  it('in an app of one family, and for WalletConnect (which pairs with every family), shows none', () => {
    expect(cue(['eip155:1'], [net('eip155:1'), net('eip155:10')])).toEqual([])
    expect(
      walletChainCue(
        { id: 'walletConnect', chains: ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] },
        FOUR,
      ),
    ).toEqual([])
  })
})
