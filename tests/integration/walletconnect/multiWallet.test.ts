import { createLatch, createMemoryStore } from '@latch/core'
import { evmAdapter } from '@latch/evm'
import { createTestWallet, TEST_WALLET_ICON } from '@latch/testing/evm'
import { routeThroughPairing } from '@latch/walletconnect'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { nextUri, type PairingWorld, startPairingWorld } from './pairingWorld'

/** Hardhat's second dev key: an extension wallet's account (no chain is needed to connect it). */
const EXTENSION_KEY = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'

describe('a pairing session beside an extension wallet (several wallets at once)', () => {
  let world: PairingWorld
  beforeEach(async () => {
    world = await startPairingWorld()
  })
  afterEach(async () => {
    vi.unstubAllGlobals()
    await world.close()
  })

  it('the wallet deleting its pairing session while another wallet is active drops only the paired connection', async () => {
    const win = new EventTarget()
    vi.stubGlobal('window', win)
    const extension = createTestWallet({
      rpcUrl: 'http://127.0.0.1:9',
      chainId: 31337,
      privateKeys: [EXTENSION_KEY],
      info: { uuid: 'uuid-ext', name: 'Extension', icon: TEST_WALLET_ICON, rdns: 'dev.latch.ext' },
    })
    extension.announce(win)
    const connector = world.connector()
    const latch = createLatch({
      adapters: routeThroughPairing([evmAdapter()], connector),
      networks: world.networks.filter((n) => n.chainNamespace === 'eip155'),
      storage: createMemoryStore(),
    })
    const unmount = latch.mount()
    try {
      await latch.ready()
      await latch.connect({ namespace: 'eip155', connectorId: 'dev.latch.ext' })
      const pairing = latch.connect({ namespace: 'eip155', connectorId: 'walletConnect' })
      await world.wallet.pair(await nextUri(connector))
      await world.wallet.approve(await world.wallet.nextProposal())
      await pairing
      expect(latch.connections.list().map((c) => c.id)).toEqual([
        'eip155:walletConnect',
        'eip155:dev.latch.ext',
      ])

      await latch.switchConnection('eip155:dev.latch.ext')
      const [topic] = world.wallet.sessionTopics()
      await world.wallet.disconnect(topic ?? '')
      await vi.waitFor(() =>
        expect(latch.connections.list().map((c) => `${c.id}${c.active ? '*' : ''}`)).toEqual([
          'eip155:dev.latch.ext*',
        ]),
      )
      expect(latch.getAccount({ namespace: 'eip155' })).toMatchObject({
        isConnected: true,
        address: extension.addresses[0],
      })
      expect(latch.getWalletInfo({ namespace: 'eip155' })?.connectorId).toBe('dev.latch.ext')
    } finally {
      unmount()
    }
  })
})
