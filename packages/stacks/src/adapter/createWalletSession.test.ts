import { createMemoryStore, createStorage } from '@latch/core'
import { createTestWbipWallet } from '@latch/testing/stacks'
import { describe, expect, it, vi } from 'vitest'
import type { StacksWalletTransport } from '../request/StacksWalletTransport'
import { createWalletSession } from './createWalletSession'
import type { WalletSessionEvent } from './walletSessionEvent'

const pairing = (): StacksWalletTransport => ({
  dialect: 'leather',
  supportedMethods: async () => ['getAddresses'],
  request: async () => ({ addresses: [] }),
})

describe('createWalletSession (the front the page holds; the session loads at mount)', () => {
  it('answers "nothing connected" before loading and refuses a check with NOT_CONNECTED', () => {
    const session = createWalletSession()
    expect(session.getConnectedWalletIds()).toEqual([])
    expect(session.getConnectedWalletId()).toBeUndefined()
    expect(session.getAddresses('LeatherProvider')).toEqual([])
    expect(session.getProvider('LeatherProvider')).toBeUndefined()
    expect(() => session.assertConnected('LeatherProvider', 'stx_signMessage')).toThrow(
      expect.objectContaining({ name: 'ConnectionError', code: 'NOT_CONNECTED' }),
    )
  })

  it('hands the loaded session the window, storage, pairing wallets and listeners given before it loaded', async () => {
    const win: Record<string, unknown> = {}
    const wallet = createTestWbipWallet({ flavour: 'leather' })
    wallet.install(win)
    const session = createWalletSession()
    session.init({ getWindow: () => win, storage: createStorage(createMemoryStore()) })
    session.addExternalWallet({
      descriptor: { id: 'walletConnect', name: 'Mobile', icon: 'data:,' },
      transport: pairing(),
    })
    const removed = session.addExternalWallet({
      descriptor: { id: 'gone', name: 'Gone', icon: 'data:,' },
      transport: pairing(),
    })
    removed()
    expect(session.listWallets().map((w) => w.descriptor.id)).toEqual(['walletConnect'])
    const events: WalletSessionEvent[] = []
    session.subscribe((event) => events.push(event))

    await session.load()
    const ids = session.listWallets().map((w) => w.descriptor.id)
    expect(ids).toContain(wallet.id)
    expect(ids).toContain('walletConnect')
    expect(ids).not.toContain('gone')
    expect(session.getProvider(wallet.id)).toBe(win[wallet.id])

    const addresses = await session.connect(wallet.id)
    expect(addresses.find((a) => a.symbol === 'STX')?.address).toBe(wallet.accounts.stxAddress)
    expect(session.getConnectedWalletIds()).toEqual([wallet.id])
    expect(events.map((e) => `${e.type}:${e.walletId}`)).toEqual([`addresses:${wallet.id}`])
  })

  it('takes back, once loaded, what was given before: the pairing wallet removed leaves the list, the listener stops hearing', async () => {
    const win: Record<string, unknown> = {}
    const wallet = createTestWbipWallet({ flavour: 'leather' })
    wallet.install(win)
    const session = createWalletSession()
    const remove = session.addExternalWallet({
      descriptor: { id: 'walletConnect', name: 'Mobile', icon: 'data:,' },
      transport: pairing(),
    })
    const events: WalletSessionEvent[] = []
    const unsubscribe = session.subscribe((event) => events.push(event))
    session.init({ getWindow: () => win, storage: createStorage(createMemoryStore()) })
    await session.load()
    expect(session.listWallets().map((w) => w.descriptor.id)).toContain('walletConnect')

    remove()
    unsubscribe()
    expect(session.listWallets().map((w) => w.descriptor.id)).not.toContain('walletConnect')
    await session.connect(wallet.id)
    expect(session.getConnectedWalletIds()).toEqual([wallet.id])
    expect(events).toEqual([])
  })

  it('starts loading with init: the installed wallet is listed with its provider, no other call needed', async () => {
    const win: Record<string, unknown> = {}
    const wallet = createTestWbipWallet({ flavour: 'xverse' })
    wallet.install(win)
    const session = createWalletSession()
    session.init({ getWindow: () => win, storage: createStorage(createMemoryStore()) })
    await vi.waitFor(() => expect(session.listWallets().map((w) => w.descriptor.id)).toContain(wallet.id))
    expect(session.getProvider(wallet.id)).toBeDefined()
  })
})
