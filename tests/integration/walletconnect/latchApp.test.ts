import { createLatch, createMemoryStore } from '@latch/core'
import { walletConnectAdapter } from '@latch/walletconnect'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { nextUri, type PairingWorld, startPairingWorld } from './pairingWorld'

describe('pairing protocol in a Latch app with no chain adapter but the pairing one', () => {
  let world: PairingWorld
  beforeEach(async () => {
    world = await startPairingWorld()
  })
  afterEach(async () => {
    await world.close()
  })

  it('connects eip155 and stacks accounts through one session, and a wallet-side disconnect disconnects the app', async () => {
    const connector = world.connector()
    const latch = createLatch({
      adapters: [
        walletConnectAdapter({ connector, namespace: 'eip155' }),
        walletConnectAdapter({ connector, namespace: 'stacks' }),
      ],
      networks: world.networks.filter((n) => n.chainNamespace !== 'solana'),
      storage: createMemoryStore(),
    })
    const unmount = latch.mount()
    try {
      await latch.ready()
      const connecting = latch.connect({ namespace: 'eip155', connectorId: 'walletConnect' })
      await world.wallet.pair(await nextUri(connector))
      await world.wallet.approve(await world.wallet.nextProposal())
      const connection = await connecting
      expect(connection.accounts[0]?.address).toBe(world.wallet.addresses.eip155)
      expect(latch.getAccount({ namespace: 'eip155' })).toMatchObject({
        address: world.wallet.addresses.eip155,
        isConnected: true,
      })

      await latch.connect({ namespace: 'stacks', connectorId: 'walletConnect' })
      expect(latch.getAccount({ namespace: 'stacks' }).address).toBe(world.wallet.addresses.stacks)
      expect(world.wallet.sessionTopics()).toHaveLength(1)

      const [topic] = world.wallet.sessionTopics()
      const disconnected = new Promise<void>((resolve) => {
        const stop = latch.subscribe(() => {
          if (
            !latch.getAccount({ namespace: 'eip155' }).isConnected &&
            !latch.getAccount({ namespace: 'stacks' }).isConnected
          ) {
            stop()
            resolve()
          }
        })
      })
      await world.wallet.disconnect(topic ?? '')
      await disconnected
      expect(latch.getAccount({ namespace: 'eip155' }).status).toBe('disconnected')
    } finally {
      unmount()
    }
  })

  /** A mounted Latch app whose only eip155 adapter is the pairing one, its connector given no projectId. */
  async function eip155PairingApp(projectId: string | undefined) {
    const connector = world.connector({}, { projectIdFromLatch: true })
    const latch = createLatch({
      ...(projectId === undefined ? {} : { projectId }),
      adapters: [walletConnectAdapter({ connector, namespace: 'eip155' })],
      networks: world.networks.filter((n) => n.chainNamespace === 'eip155'),
      storage: createMemoryStore(),
    })
    const unmount = latch.mount()
    await latch.ready()
    return { connector, latch, unmount }
  }

  it('takes the projectId given once to createLatch: the connector, given none, pairs with it', async () => {
    const { connector, latch, unmount } = await eip155PairingApp('latch-app-project')
    try {
      const connecting = latch.connect({ namespace: 'eip155', connectorId: 'walletConnect' })
      await world.wallet.pair(await nextUri(connector))
      await world.wallet.approve(await world.wallet.nextProposal())
      expect((await connecting).accounts[0]?.address).toBe(world.wallet.addresses.eip155)
      // every client but the test wallet's is the app's, and it connected with Latch's projectId
      const appIds = world.relay.projectIds().filter((id) => id !== 'latch-test-wallet')
      expect(appIds.length).toBeGreaterThan(0)
      expect(new Set(appIds)).toEqual(new Set(['latch-app-project']))
    } finally {
      unmount()
    }
  })

  it('with no projectId anywhere, connecting fails with "Project ID Missing" before anything reaches the relay', async () => {
    const { latch, unmount } = await eip155PairingApp(undefined)
    try {
      const before = world.relay.projectIds().length
      await expect(
        latch.connect({ namespace: 'eip155', connectorId: 'walletConnect' }),
      ).rejects.toMatchObject({
        shortMessage: 'Project ID Missing',
        code: 'PROJECT_ID_MISSING',
      })
      expect(world.relay.projectIds()).toHaveLength(before)
    } finally {
      unmount()
    }
  })
})
