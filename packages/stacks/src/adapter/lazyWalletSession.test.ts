import { createMemoryStore, createStorage } from '@latch/core'
import { createTestWbipWallet } from '@latch/testing/stacks'
import { describe, expect, it } from 'vitest'
import type { StacksWalletTransport } from '../request/StacksWalletTransport'
import type { WalletSessionEvent } from './walletSessionEvent'
import { lazyWalletSession } from './lazyWalletSession'

const pairing = (): StacksWalletTransport => ({
  dialect: 'leather',
  supportedMethods: async () => ['getAddresses'],
  request: async () => ({ addresses: [] }),
})

describe('lazyWalletSession (the session front the page holds before mount)', () => {
  it('answers "nothing connected" before loading and refuses a check with NOT_CONNECTED', () => {
    const { session } = lazyWalletSession()
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
    const { session, load } = lazyWalletSession()
    session.init({ getWindow: () => win, storage: createStorage(createMemoryStore()) })
    session.addExternalWallet({ descriptor: { id: 'walletConnect', name: 'Mobile', icon: 'data:,' }, transport: pairing() })
    const removed = session.addExternalWallet({
      descriptor: { id: 'gone', name: 'Gone', icon: 'data:,' },
      transport: pairing(),
    })
    removed()
    expect(session.listWallets().map((w) => w.descriptor.id)).toEqual(['walletConnect'])
    const events: WalletSessionEvent[] = []
    session.subscribe((event) => events.push(event))

    const loaded = await load()
    const ids = session.listWallets().map((w) => w.descriptor.id)
    expect(ids).toContain(wallet.id)
    expect(ids).toContain('walletConnect')
    expect(ids).not.toContain('gone')
    expect(session.getProvider(wallet.id)).toBe(win[wallet.id])

    const addresses = await session.connect(wallet.id)
    expect(addresses.find((a) => a.symbol === 'STX')?.address).toBe(wallet.accounts.stxAddress)
    expect(loaded.getConnectedWalletIds()).toEqual([wallet.id])
    expect(session.getConnectedWalletIds()).toEqual([wallet.id])
    expect(events.map((e) => `${e.type}:${e.walletId}`)).toEqual([`addresses:${wallet.id}`])
  })
})
