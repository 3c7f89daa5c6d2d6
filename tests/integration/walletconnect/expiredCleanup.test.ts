import { createManualClock } from '@latch/testing/walletconnect'
import { NoPairingSessionError, type WalletConnectEvent } from '@latch/walletconnect'
import type Provider from '@walletconnect/universal-provider'
import { UniversalProvider } from '@walletconnect/universal-provider'
import { toHex } from 'viem'
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest'
import { nextUri, type PairingWorld, startPairingWorld } from './pairingWorld'

/**
 * SPEC §4 "Expired sessions, proposals and requests are deleted", with real clients on both ends.
 * Only the connector's clock moves: the SDK's own clock (Date) stays at the real time, so the SDK
 * never expires anything by itself during a test, and whatever disappears was deleted by Latch.
 * The app's universal provider is the real one; the test only keeps a handle on it (the spy calls
 * through) to read its stores.
 */
describe('pairing protocol: expired proposals, requests and sessions are deleted (SPEC §4)', () => {
  let world: PairingWorld
  let init: MockInstance<typeof Provider.init>
  beforeEach(async () => {
    init = vi.spyOn(UniversalProvider, 'init')
    world = await startPairingWorld()
  })
  afterEach(async () => {
    await world.close()
    init.mockRestore()
  })

  /** The app's universal provider, created by the connector's first connect or restore. */
  const appProvider = async (): Promise<Provider> => {
    await vi.waitFor(() => expect(init).toHaveBeenCalledTimes(1))
    return (await init.mock.results[0]?.value) as Provider
  }

  /** Ids of the proposals the app's SDK has persisted: what a reloaded page would read. */
  const persistedProposalIds = async (): Promise<number[]> => {
    const keys = (await world.storage.getKeys()).filter((key) => key.endsWith('//proposal'))
    expect(keys).toHaveLength(1)
    const stored = await world.storage.getItem<{ id: number }[]>(keys[0] ?? '')
    return (stored ?? []).map((p) => p.id)
  }

  it('deletes the session proposal behind a pairing URI once its expiry has passed, and not a second before', async () => {
    const clock = createManualClock(Date.now())
    // The URI refresh (which retires proposals itself) is pushed past the proposal's own expiry,
    // so only the clean-up can remove it.
    const connector = world.connector({ clock, pairingExpiryMs: 60 * 60_000 })
    const outcome = connector.connect().catch((error: unknown) => error)
    await nextUri(connector)
    const provider = await appProvider()
    const proposal = connector.getState().proposal
    if (!proposal) throw new Error('the pairing state carries no proposal')
    expect(provider.client.proposal.keys).toEqual([proposal.id])
    expect(provider.client.proposal.get(proposal.id).expiryTimestamp).toBe(proposal.expiryTimestamp)
    await vi.waitFor(async () => expect(await persistedProposalIds()).toEqual([proposal.id]))

    // One second short of its expiry it is kept.
    await clock.advance(proposal.expiryTimestamp * 1000 - 1000 - clock.now())
    await connector.purgeExpired()
    expect(provider.client.proposal.keys).toEqual([proposal.id])

    // At its expiry it is deleted from the SDK's store, and from what a reload would read.
    await clock.advance(1000)
    await connector.purgeExpired()
    expect(provider.client.proposal.keys).toEqual([])
    expect(provider.client.proposal.getAll()).toEqual([])
    await vi.waitFor(async () => expect(await persistedProposalIds()).not.toContain(proposal.id))

    connector.cancel()
    expect(await outcome).toBeInstanceOf(Error)
  })

  it("deletes a wallet's pending request to the app once expired, keeps the unexpired one and the live session", async () => {
    const clock = createManualClock(Date.now())
    const connector = world.connector({ clock })
    const session = await world.pairAndApprove(connector)
    const provider = await appProvider()

    // Real requests from the wallet to the app over the session, with a 5 minute and a 1 hour lifetime.
    const send = (text: string, expiry: number) =>
      world.wallet.client
        .request({
          topic: session.topic,
          chainId: 'eip155:31337',
          request: { method: 'personal_sign', params: [toHex(text), world.wallet.addresses.eip155] },
          expiry,
        })
        .catch(() => undefined)
    void send('short-lived', 300)
    void send('long-lived', 3600)
    await vi.waitFor(() => expect(provider.client.pendingRequest.getAll()).toHaveLength(2), {
      timeout: 10_000,
    })
    const byText = (text: string) => {
      const found = provider.client.pendingRequest
        .getAll()
        .find((r) => (r.params.request.params as string[])[0] === toHex(text))
      if (!found) throw new Error(`no pending request "${text}"`)
      return found
    }
    const short = byText('short-lived')
    const long = byText('long-lived')
    const shortExpiry = short.params.request.expiryTimestamp
    if (shortExpiry === undefined) throw new Error('the request carries no expiry')

    // Just before the short one expires, both stay.
    await clock.advance(shortExpiry * 1000 - 1000 - clock.now())
    await connector.purgeExpired()
    expect(provider.client.pendingRequest.keys.sort()).toEqual([short.id, long.id].sort())

    // Once it has expired only it goes; the unexpired request and the session stay.
    await clock.advance(1000)
    await connector.purgeExpired()
    expect(provider.client.pendingRequest.keys).toEqual([long.id])
    expect(provider.client.session.keys).toEqual([session.topic])
    expect(connector.getState()).toMatchObject({ status: 'connected', session: { topic: session.topic } })
  })

  it("deletes the record of the app's own request the wallet never answered once it has expired", async () => {
    const clock = createManualClock(Date.now())
    const connector = world.connector({ clock, requestTimeoutMs: 60_000 })
    const session = await world.pairAndApprove(connector)
    const provider = await appProvider()
    world.wallet.setRequestMode('ignore')

    const received = world.wallet.nextRequest()
    const outcome = connector
      .request({
        chainId: 'eip155:31337',
        method: 'personal_sign',
        params: [toHex('never answered'), world.wallet.addresses.eip155],
      })
      .catch((error: unknown) => error)
    const request = await received
    // Latch gives up on the answer after its request timeout; the SDK still holds the request.
    await clock.advance(60_000)
    expect(await outcome).toMatchObject({ shortMessage: 'Wallet Request Timeout' })
    const pending = () => provider.client.core.history.values.filter((r) => r.response === undefined)
    const record = pending().find((r) => r.id === request.id)
    if (!record?.expiry) throw new Error('the SDK holds no record of the unanswered request')
    expect(record.topic).toBe(session.topic)

    await clock.advance(record.expiry * 1000 - 1000 - clock.now())
    await connector.purgeExpired()
    expect(pending().map((r) => r.id)).toContain(request.id)

    await clock.advance(1000)
    await connector.purgeExpired()
    expect(pending().map((r) => r.id)).not.toContain(request.id)
  })

  it('deletes an expired session from the SDK store, ends it with "Session Expired", and refuses its topic after', async () => {
    const clock = createManualClock(Date.now())
    const connector = world.connector({ clock })
    const session = await world.pairAndApprove(connector)
    const provider = await appProvider()
    const events: WalletConnectEvent[] = []
    connector.on((event) => events.push(event))

    await clock.advance(session.expiry * 1000 - 1000 - clock.now())
    await connector.purgeExpired()
    expect(provider.client.session.keys).toEqual([session.topic])
    expect(connector.getState().status).toBe('connected')
    expect(events).toEqual([])

    await clock.advance(1000)
    await connector.purgeExpired()
    expect(provider.client.session.keys).toEqual([])
    expect(connector.getState()).toMatchObject({ status: 'idle', session: undefined })
    expect(events).toEqual([
      { type: 'disconnect', topic: session.topic, reason: 'expired' },
      { type: 'alert', name: 'SessionExpired' },
    ])
    await expect(
      connector.request({
        chainId: 'eip155:31337',
        method: 'personal_sign',
        params: [toHex('after expiry'), world.wallet.addresses.eip155],
      }),
    ).rejects.toBeInstanceOf(NoPairingSessionError)
    // The SDK itself refuses the expired topic too: it no longer exists.
    await expect(
      provider.client.request({
        topic: session.topic,
        chainId: 'eip155:31337',
        request: { method: 'personal_sign', params: [toHex('direct'), world.wallet.addresses.eip155] },
      }),
    ).rejects.toThrow(/doesn't exist|recently deleted/)
  })
})
