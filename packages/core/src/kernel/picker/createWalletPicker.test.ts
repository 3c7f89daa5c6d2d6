import { describe, expect, it } from 'vitest'
import { createLatch } from '../../instance/createLatch'
import { UserCanceledError } from '../../shared/errors/errors'
import { createMemoryAdapter, testConnector, testNetworks } from '../../testing/memoryAdapter'

async function setup() {
  const stacks = createMemoryAdapter({
    namespace: 'stacks',
    connectors: [
      testConnector('stacks', 'AsignaProvider', false),
      testConnector('stacks', 'LeatherProvider'),
    ],
  })
  const latch = createLatch({ adapters: [stacks.adapter], networks: [testNetworks.stacks] })
  latch.mount()
  await latch.ready()
  return latch
}

describe('Stacks/Bitcoin wallet picker (SPEC §2)', () => {
  it('lists the wallets with installed ones marked (and first)', async () => {
    const latch = await setup()
    expect(latch.picker.getWallets('stacks').map((w) => [w.id, w.installed])).toEqual([
      ['LeatherProvider', true],
      ['AsignaProvider', false],
    ])
  })

  it('opens the WalletPicker view and resolves with the chosen wallet', async () => {
    const latch = await setup()
    const picked = latch.picker.pick('stacks')
    expect(latch.getState().router).toMatchObject({
      view: 'WalletPicker',
      data: { pickerNamespace: 'stacks' },
    })
    latch.picker.choose('LeatherProvider')
    await expect(picked).resolves.toMatchObject({ id: 'LeatherProvider', installed: true })
  })

  it('asked from the open modal, it is one more view: Back returns to where the visitor was', async () => {
    const latch = await setup()
    latch.open({ view: 'Networks' })
    void latch.picker.pick('stacks').catch(() => undefined)
    expect(latch.getState().router).toMatchObject({
      view: 'WalletPicker',
      history: ['Networks', 'WalletPicker'],
    })
    latch.router.goBack()
    expect(latch.getState().router.view).toBe('Networks')
    expect(latch.getState().modal.open).toBe(true)
  })

  it('Escape or cancel closes it with a user-canceled error (-31001)', async () => {
    const latch = await setup()
    const canceled = latch.picker.pick('stacks')
    latch.picker.cancel()
    await expect(canceled).rejects.toBeInstanceOf(UserCanceledError)
    await expect(canceled).rejects.toMatchObject({ code: -31001 })
    expect(latch.getState().modal.open).toBe(false)

    const escaped = latch.picker.pick('stacks')
    latch.close()
    await expect(escaped).rejects.toMatchObject({ code: -31001 })
  })
})
