import { describe, expect, it } from 'vitest'
import { testNetworks } from '../../../testing/memoryAdapter'
import { offersWalletHelp } from './offersWalletHelp'

describe('offersWalletHelp: where the no-wallet help is offered', () => {
  it('on the plain Connect view only, not on a list for one family nor on another view', () => {
    expect(offersWalletHelp({ view: 'Connect', data: {} })).toBe(true)
    expect(offersWalletHelp({ view: 'Connect', data: { namespace: 'solana' } })).toBe(false)
    expect(offersWalletHelp({ view: 'Connect', data: { network: testNetworks.solana } })).toBe(false)
    expect(offersWalletHelp({ view: 'AllWallets', data: {} })).toBe(false)
    expect(offersWalletHelp({ view: 'Account', data: {} })).toBe(false)
  })
})
