import { describe, expect, it } from 'vitest'
import { createLatch } from '../../instance/createLatch'
import { createMemoryAdapter, testNetworks } from '../../testing/memoryAdapter'

function setup() {
  const evm = createMemoryAdapter({ namespace: 'eip155', balance: 123_456_789_000_000_000_000n })
  const sol = createMemoryAdapter({ namespace: 'solana', balance: 2_000_000_001n })
  const latch = createLatch({
    adapters: [evm.adapter, sol.adapter],
    networks: [testNetworks.ethereum, testNetworks.solana],
  })
  return { latch, evm, sol }
}

describe('account state (SPEC §3)', () => {
  it('an account holds every SPEC field, set per namespace', async () => {
    const { latch } = setup()
    await latch.connect({ namespace: 'solana', connectorId: 'phantom' })
    await latch.account.refreshBalance('solana')
    const account = latch.getAccount({ namespace: 'solana' })
    expect(Object.keys(account)).toEqual(
      expect.arrayContaining([
        'caipAddress',
        'address',
        'balance',
        'balanceSymbol',
        'profileName',
        'profileImage',
        'user',
        'smartAccountDeployed',
        'preferredAccountType',
        'socialProvider',
        'tokenBalance',
        'currentTab',
        'addressLabels',
        'connectedWalletInfo',
      ]),
    )
    expect(account).toMatchObject({
      balance: '2.000000001',
      balanceSymbol: 'SOL',
      preferredAccountType: 'eoa',
    })
    expect(latch.getAccount({ namespace: 'eip155' }).address).toBeUndefined()
  })

  it('the account tab, address labels and other fields are set per namespace', async () => {
    const { latch } = setup()
    latch.account.setCurrentTab('activity')
    latch.account.setAddressLabel('0xabc', 'Treasury')
    latch.account.patch('solana', {
      profileName: 'alice.reown.id',
      socialProvider: 'google',
      smartAccountDeployed: true,
    })
    expect(latch.getAccount()).toMatchObject({
      currentTab: 'activity',
      addressLabels: { '0xabc': 'Treasury' },
    })
    expect(latch.getAccount({ namespace: 'solana' })).toMatchObject({
      currentTab: 'tokens',
      profileName: 'alice.reown.id',
      socialProvider: 'google',
      smartAccountDeployed: true,
    })
  })

  it('disconnect forgets the address and balance but keeps the chosen tab and labels', async () => {
    const { latch } = setup()
    await latch.connect({ namespace: 'eip155', connectorId: 'injected' })
    await latch.account.refreshBalance()
    latch.account.setCurrentTab('nfts')
    await latch.disconnect()
    expect(latch.getAccount()).toMatchObject({
      address: undefined,
      balance: undefined,
      connectedWalletInfo: undefined,
      currentTab: 'nfts',
    })
  })

  it('a failing balance read leaves the balance unknown and stops loading', async () => {
    const { latch, evm } = setup()
    evm.adapter.getBalance = () => Promise.reject(new Error('rpc down'))
    await latch.connect({ namespace: 'eip155', connectorId: 'injected' })
    await latch.account.refreshBalance()
    expect(latch.getAccount()).toMatchObject({ balance: undefined, balanceLoading: false })
  })
})
