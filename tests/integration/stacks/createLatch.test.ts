import { createLatch } from '@latch/core'
import { createStacksAdapters } from '@latch/stacks'
import { createTestWbipWallet } from '@latch/testing/stacks'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { bitcoinTestnet, stacksTestnet } from './setupStacksWorld'

describe('createLatch with the Stacks and Bitcoin adapters', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('lists the wallets on mount, connects Leather for both namespaces with one prompt, and a disconnect clears both', async () => {
    // A page: an EventTarget as `window` (Node has no DOM) with Leather installed, Xverse not.
    const win = new EventTarget()
    vi.stubGlobal('window', win)
    const leather = createTestWbipWallet({ flavour: 'leather' })
    leather.install(win as unknown as Record<string, unknown>)
    const { stacks, bip122 } = createStacksAdapters()
    const latch = createLatch({ adapters: [stacks, bip122], networks: [stacksTestnet, bitcoinTestnet] })
    const unmount = latch.mount()
    await latch.ready()
    const listed = latch.getState().connections.connectors.filter((c) => c.chain === 'stacks')
    expect(listed.map((c) => [c.name, c.installed])).toEqual([
      ['Leather', true],
      ['Xverse', false],
      ['Asigna', false],
    ])

    await latch.connect({ namespace: 'stacks', connectorId: 'LeatherProvider' })
    expect(latch.getAccount({ namespace: 'stacks' }).address).toBe(leather.accounts.stxAddress)
    await latch.connect({ namespace: 'bip122', connectorId: 'LeatherProvider' })
    expect(latch.getAccount({ namespace: 'bip122' }).address).toBe(leather.accounts.btcPaymentAddress)
    expect(leather.calls.map((c) => c.method)).toEqual(['getAddresses'])

    await latch.disconnect({ namespace: 'stacks' })
    expect(latch.getAccount({ namespace: 'stacks' }).address).toBeUndefined()
    // One wallet serves both namespaces: disconnecting it ends the Bitcoin connection too.
    expect(latch.getAccount({ namespace: 'bip122' }).address).toBeUndefined()
    await expect(stacks.call('stx_signMessage', { message: 'x' })).rejects.toMatchObject({
      code: 'NOT_CONNECTED',
    })
    unmount()
  })

  it('AllWallets lists each Stacks/Bitcoin wallet once, merged with its bundled entry, installed ones marked', async () => {
    const win = new EventTarget()
    vi.stubGlobal('window', win)
    createTestWbipWallet({ flavour: 'leather' }).install(win as unknown as Record<string, unknown>)
    const { stacks, bip122 } = createStacksAdapters()
    const latch = createLatch({ adapters: [stacks, bip122], networks: [stacksTestnet, bitcoinTestnet] })
    const unmount = latch.mount()
    await latch.ready()
    await latch.open({ view: 'AllWallets' })
    await vi.waitFor(() => expect(latch.getState().wallets.listing.length).toBeGreaterThan(0))
    const names = latch.wallets.getWallets().map((w) => w.name)
    for (const name of ['Leather', 'Xverse', 'Asigna', 'Fordefi'])
      expect(
        names.filter((n) => n === name),
        name,
      ).toHaveLength(1)
    const leather = latch.wallets.getWallets().find((w) => w.name === 'Leather')
    expect(leather?.installed).toBe(true)
    expect(latch.wallets.getWallets().find((w) => w.name === 'Xverse')?.installed).toBe(false)
    unmount()
  })
})
