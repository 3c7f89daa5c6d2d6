import { describe, expect, it } from 'vitest'
import { testConnector } from '../../../testing/memoryAdapter'
import { listingToRouterWallet } from './listingToRouterWallet'
import type { WalletListing } from './types'

const phantom: WalletListing = {
  id: 'phantom',
  name: 'Phantom',
  rdns: 'app.phantom',
  chains: ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
  mobile_link: 'phantom://',
  webapp_link: 'https://phantom.app',
}

describe('the wallet a picked listing entry opens the connecting views with', () => {
  it('connects through the installed connector of the active namespace first, with the entry’s links', () => {
    const evm = { ...testConnector('eip155', 'app.phantom'), rdns: 'app.phantom', name: 'Phantom' }
    const sol = { ...testConnector('solana', 'Phantom'), name: 'Phantom' }
    const wallet = listingToRouterWallet(phantom, [evm, sol], 'solana', 'https://img/phantom.png')
    expect(wallet).toEqual({
      id: 'phantom',
      name: 'Phantom',
      installed: true,
      imageUrl: 'https://img/phantom.png',
      rdns: 'app.phantom',
      connectorId: 'Phantom',
      connectorType: sol.type,
      namespace: 'solana',
      mobileLink: 'phantom://',
      webappLink: 'https://phantom.app',
    })
  })

  it('without an installed connector it is not installed and names no connector (the pairing view opens)', () => {
    const absent = { ...testConnector('eip155', 'app.phantom', false), rdns: 'app.phantom' }
    const wallet = listingToRouterWallet(phantom, [absent], 'eip155', undefined)
    expect(wallet.installed).toBe(false)
    expect(wallet.connectorId).toBeUndefined()
    expect(wallet.namespace).toBeUndefined()
  })
})
