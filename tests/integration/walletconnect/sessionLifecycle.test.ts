import { createManualClock } from '@latch/testing/walletconnect'
import type { WalletConnectEvent } from '@latch/walletconnect'
import { toHex } from 'viem'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { type PairingWorld, startPairingWorld } from './pairingWorld'

const signParams = (world: PairingWorld, text: string) => [toHex(text), world.wallet.addresses.eip155]

describe('pairing protocol: session lifecycle', () => {
  let world: PairingWorld
  beforeEach(async () => {
    world = await startPairingWorld()
  })
  afterEach(async () => {
    await world.close()
  })

  it('restores the session after a reload: a new connector over the same storage can sign without pairing again', async () => {
    const first = world.connector()
    const session = await world.pairAndApprove(first)
    await first.destroy()

    const reloaded = world.connector()
    expect(reloaded.getState().status).toBe('idle')
    const restored = await reloaded.restore()
    expect(restored?.topic).toBe(session.topic)
    expect(restored?.namespaces).toEqual(session.namespaces)
    expect(reloaded.getState()).toMatchObject({ status: 'connected', uri: undefined })
    const signature = await reloaded.request({
      chainId: 'eip155:31337',
      method: 'personal_sign',
      params: signParams(world, 'after reload'),
    })
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/)
  })

  it('deletes an expired session on restore instead of restoring it, and raises "Session Expired"', async () => {
    const first = world.connector()
    const session = await world.pairAndApprove(first)
    await first.destroy()

    const later = createManualClock(session.expiry * 1000 + 1)
    const reloaded = world.connector({ clock: later })
    const events: WalletConnectEvent[] = []
    reloaded.on((event) => events.push(event))
    expect(await reloaded.restore()).toBeUndefined()
    expect(events).toContainEqual({ type: 'alert', name: 'SessionExpired' })
    expect(reloaded.getState().session).toBeUndefined()

    // The deletion is persisted: a further reload at the real time finds nothing either.
    const again = world.connector()
    expect(await again.restore()).toBeUndefined()
  })

  it('continues the session after the relay drops every connection: the next request still gets its answer', async () => {
    const connector = world.connector()
    await world.pairAndApprove(connector)
    expect(world.relay.connectionCount()).toBe(2)
    world.relay.dropAllConnections()
    expect(world.relay.connectionCount()).toBe(0)
    // Both clients reconnect by themselves and resubscribe to their topics.
    await world.relay.waitForSubscribedClients(2)
    const signature = await connector.request({
      chainId: 'eip155:31337',
      method: 'personal_sign',
      params: signParams(world, 'after the relay dropped'),
    })
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/)
    expect(world.relay.connectionCount()).toBe(2)
    expect(connector.getState().status).toBe('connected')
  })

  it('disconnect from the app ends the session on the wallet too and clears the app state', async () => {
    const connector = world.connector()
    const session = await world.pairAndApprove(connector)
    const walletSawDelete = world.wallet.nextSessionDelete()
    const events: WalletConnectEvent[] = []
    connector.on((event) => events.push(event))
    await connector.disconnect()
    expect(await walletSawDelete).toEqual({ topic: session.topic })
    expect(world.wallet.sessionTopics()).toEqual([])
    expect(connector.getState()).toMatchObject({ status: 'idle', session: undefined })
    expect(events).toContainEqual({ type: 'disconnect', topic: session.topic, reason: 'app' })
    // A reload after the disconnect has nothing to restore.
    expect(await world.connector().restore()).toBeUndefined()
  })

  it('disconnect from the wallet clears the app state and emits a disconnect event', async () => {
    const connector = world.connector()
    const session = await world.pairAndApprove(connector)
    const disconnected = new Promise<WalletConnectEvent>((resolve) => {
      connector.on((event) => {
        if (event.type === 'disconnect') resolve(event)
      })
    })
    await world.wallet.disconnect(session.topic)
    expect(await disconnected).toEqual({ type: 'disconnect', topic: session.topic, reason: 'wallet' })
    expect(connector.getState()).toMatchObject({ status: 'idle', session: undefined })
    expect(world.wallet.sessionTopics()).toEqual([])
    await expect(
      connector.request({
        chainId: 'eip155:31337',
        method: 'personal_sign',
        params: signParams(world, 'gone'),
      }),
    ).rejects.toMatchObject({ code: 'NO_PAIRING_SESSION' })
  })
})
