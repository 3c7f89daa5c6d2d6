import { describe, expect, it } from 'vitest'
import { createLatch } from '../../instance/createLatch'
import { createMemoryAdapter, testConnector, testNetworks } from '../../testing/memoryAdapter'

function setup() {
  const evm = createMemoryAdapter({
    namespace: 'eip155',
    connectors: [testConnector('eip155', 'io.metamask'), testConnector('eip155', 'io.rabby')],
    accounts: { 'io.metamask': [{ address: '0xAAA' }] },
  })
  return createLatch({ adapters: [evm.adapter], networks: [testNetworks.ethereum] })
}

describe('latch.wallets before and after its list code loads', () => {
  it('before mount getWallets() is empty; mount loads the list, ready() waits for it, and then it answers in the same turn', async () => {
    const latch = setup()
    expect(latch.wallets.getWallets()).toEqual([])
    expect(latch.wallets.getChosenWalletId()).toBeUndefined()
    latch.mount()
    await latch.ready()
    const names = latch.wallets.getWallets().map((w) => w.id)
    expect(names).toEqual(expect.arrayContaining(['io.metamask', 'io.rabby']))
  })

  it('a list read before it loaded fills in: subscribers are told when it arrives', async () => {
    const latch = setup()
    const lists: number[] = []
    const stop = latch.subscribe(() => lists.push(latch.wallets.getWallets().length))
    latch.mount()
    await latch.ready()
    stop()
    expect(lists.at(-1)).toBeGreaterThanOrEqual(2)
  })
})
