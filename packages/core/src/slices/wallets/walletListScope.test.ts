import { describe, expect, it } from 'vitest'
import { testNetworks } from '../../testing/memoryAdapter'
import { walletListScope } from './walletListScope'

describe('walletListScope: the family a wallet list is limited to', () => {
  it('a list for a network of a family with no wallet (SwitchActiveChain) lists that family and carries the network on', () => {
    expect(walletListScope({ network: testNetworks.solana })).toEqual({
      only: 'solana',
      data: { network: testNetworks.solana },
    })
  })

  it('"Add wallet" of one family lists that namespace; a plain list is not limited', () => {
    expect(walletListScope({ namespace: 'eip155' })).toEqual({
      only: 'eip155',
      data: { namespace: 'eip155' },
    })
    expect(walletListScope({})).toEqual({ only: undefined, data: {} })
  })
})
