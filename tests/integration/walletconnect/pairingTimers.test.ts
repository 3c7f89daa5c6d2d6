import { CONSTANTS } from '@latch/core'
import { createManualClock } from '@latch/testing/walletconnect'
import { type WalletConnectEvent, WalletRequestTimeoutError } from '@latch/walletconnect'
import { toHex } from 'viem'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { nextUri, type PairingWorld, startPairingWorld } from './pairingWorld'

describe('pairing protocol: pairing expiry and wallet request timeout', () => {
  let world: PairingWorld
  beforeEach(async () => {
    world = await startPairingWorld()
  })
  afterEach(async () => {
    await world.close()
  })

  it('replaces the pairing URI with a fresh one after 4 minutes, and the fresh one completes the connect', async () => {
    const clock = createManualClock(Date.now())
    const connector = world.connector({ clock })
    const connected = connector.connect()
    const first = await nextUri(connector)
    const firstProposal = connector.getState().proposal
    expect(connector.getState().uriExpiresAt).toBe(clock.now() + CONSTANTS.pairingExpiryMs)

    await clock.advance(CONSTANTS.pairingExpiryMs - 1)
    expect(connector.getState().uri).toBe(first)

    await clock.advance(1)
    const fresh = await nextUri(connector, first)
    expect(fresh).not.toBe(first)
    expect(connector.getState().status).toBe('pairing')
    expect(connector.getState().proposal?.id).not.toBe(firstProposal?.id)
    expect(connector.getState().uriExpiresAt).toBe(clock.now() + CONSTANTS.pairingExpiryMs)

    await world.wallet.pair(fresh)
    await world.wallet.approve(await world.wallet.nextProposal())
    const session = await connected
    expect(session.topic).toBe(world.wallet.sessionTopics()[0])
  })

  it('shows an unanswered request as waiting in the wallet, then fails it with "Wallet Request Timeout" and raises the alert', async () => {
    const clock = createManualClock(Date.now())
    const connector = world.connector({ clock, requestTimeoutMs: 60_000 })
    await world.pairAndApprove(connector)
    world.wallet.setRequestMode('ignore')
    const events: WalletConnectEvent[] = []
    connector.on((event) => events.push(event))

    const received = world.wallet.nextRequest()
    const request = connector.request({
      chainId: 'eip155:31337',
      method: 'personal_sign',
      params: [toHex('waiting'), world.wallet.addresses.eip155],
    })
    const outcome = request.catch((e: unknown) => e)
    await received
    expect(connector.getState().pendingRequests).toMatchObject([
      { method: 'personal_sign', chainId: 'eip155:31337' },
    ])

    // Still waiting just before the timeout: not failed early.
    await clock.advance(59_999)
    expect(connector.getState().pendingRequests).toHaveLength(1)

    await clock.advance(1)
    const error = await outcome
    expect(error).toBeInstanceOf(WalletRequestTimeoutError)
    expect((error as WalletRequestTimeoutError).shortMessage).toBe('Wallet Request Timeout')
    expect(events).toContainEqual({ type: 'alert', name: 'WalletRequestTimeout' })
    expect(connector.getState().pendingRequests).toEqual([])
  })
})
