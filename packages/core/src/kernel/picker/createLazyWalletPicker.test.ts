import { describe, expect, it } from 'vitest'
import { createLatch } from '../../instance/createLatch'
import { UserCanceledError } from '../../shared/errors/errors'
import { createMemoryAdapter, testConnector, testNetworks } from '../../testing/memoryAdapter'

function setup() {
  const stacks = createMemoryAdapter({
    namespace: 'stacks',
    connectors: [
      testConnector('stacks', 'AsignaProvider', false),
      testConnector('stacks', 'LeatherProvider'),
    ],
  })
  return createLatch({ adapters: [stacks.adapter], networks: [testNetworks.stacks] })
}

describe('wallet picker before its pick code has loaded', () => {
  it('a pick asked before ready() opens its view once the code has loaded and resolves with the chosen wallet', async () => {
    const latch = setup()
    latch.mount()
    // no pick is waiting yet: a choice settles nothing
    expect(latch.picker.choose('LeatherProvider')).toBeUndefined()
    const picked = latch.picker.pick('stacks')
    await expect.poll(() => latch.getState().router.view).toBe('WalletPicker')
    expect(latch.getState().modal.open).toBe(true)
    latch.picker.choose('LeatherProvider')
    await expect(picked).resolves.toMatchObject({ id: 'LeatherProvider', installed: true })
  })

  it('after ready() a pick opens its view in the same turn, and cancel closes it with a user-canceled error', async () => {
    const latch = setup()
    latch.mount()
    await latch.ready()
    const canceled = latch.picker.pick('stacks')
    expect(latch.getState().router).toMatchObject({
      view: 'WalletPicker',
      data: { pickerNamespace: 'stacks' },
    })
    latch.picker.cancel()
    await expect(canceled).rejects.toBeInstanceOf(UserCanceledError)
    expect(latch.getState().modal.open).toBe(false)
  })
})
