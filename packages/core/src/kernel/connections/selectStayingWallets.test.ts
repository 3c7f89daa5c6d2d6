import { describe, expect, it } from 'vitest'
import { selectStayingWallets } from './selectStayingWallets'
import type { WalletConnection } from './types'

const connection = (namespace: 'eip155' | 'solana', connectorId: string, name: string, active: boolean) =>
  ({
    id: `${namespace}:${connectorId}`,
    namespace,
    connectorId,
    accounts: [],
    address: 'a',
    wallet: { name },
    active,
  }) satisfies WalletConnection

describe('wallets that stay connected', () => {
  it('lists every other connector once, active first, and none when the wallet is the only one', () => {
    const list = [
      connection('eip155', 'io.metamask', 'MetaMask', true),
      connection('solana', 'io.metamask', 'MetaMask', false),
      connection('eip155', 'io.rabby', 'Rabby', false),
      connection('solana', 'phantom', 'Phantom', true),
    ]
    expect(selectStayingWallets(list, 'io.metamask')).toEqual([
      { connectorId: 'phantom', name: 'Phantom' },
      { connectorId: 'io.rabby', name: 'Rabby' },
    ])
    expect(selectStayingWallets(list.slice(0, 2), 'io.metamask')).toEqual([])
  })
})
