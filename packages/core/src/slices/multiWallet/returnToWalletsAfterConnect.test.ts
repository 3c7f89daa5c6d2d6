import { describe, expect, it } from 'vitest'
import { createLatch } from '../../instance/createLatch'
import { createMemoryAdapter, testConnector, testNetworks } from '../../testing/memoryAdapter'
import { returnToWalletsAfterConnect } from './returnToWalletsAfterConnect'

async function setup() {
  const evm = createMemoryAdapter({
    namespace: 'eip155',
    connectors: [testConnector('eip155', 'io.metamask'), testConnector('eip155', 'io.rabby')],
  })
  const latch = createLatch({ adapters: [evm.adapter], networks: [testNetworks.ethereum] })
  latch.mount()
  await latch.ready()
  await latch.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
  latch.open({ view: 'ProfileWallets' })
  return latch
}

describe('returnToWalletsAfterConnect: "Add wallet" ends on ProfileWallets', () => {
  it('a connect started from ProfileWallets goes back to it and keeps the modal open', async () => {
    const latch = await setup()
    returnToWalletsAfterConnect(latch)
    latch.router.push('Connect', { namespace: 'eip155' })
    await latch.connect({ namespace: 'eip155', connectorId: 'io.rabby' })
    expect(latch.getState().modal.open).toBe(true)
    expect(latch.getState().router.view).toBe('ProfileWallets')
  })

  it('once the visitor left ProfileWallets, a connect closes the modal as usual', async () => {
    const latch = await setup()
    returnToWalletsAfterConnect(latch)
    latch.router.reset('Connect')
    await new Promise((resolve) => setTimeout(resolve, 0))
    await latch.connect({ namespace: 'eip155', connectorId: 'io.rabby' })
    expect(latch.getState().modal.open).toBe(false)
  })
})
