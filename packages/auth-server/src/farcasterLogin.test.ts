import { API_PATHS, type SessionResponse } from '@latch/embedded-wallet'
import { ACCOUNT_API_PATHS, FARCASTER_API_PATHS } from '@latch/embedded-wallet/frame'
import { type DevChain, startDevChain } from '@latch/testing/evm'
import {
  createFarcasterApp,
  type FarcasterApp,
  type FarcasterIdRegistry,
  type FarcasterRelay,
  installFarcasterIdRegistry,
  startFarcasterRelay,
} from '@latch/testing/farcaster'
import type { LocalAccount } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startAuthService } from './startAuthService'
import { APP_ORIGIN, type AuthTestKit, startAuthTestKit } from './testing/authTestKit'
import { useStoreMatrix } from './testing/storeMatrix'

let chain: DevChain
let registry: FarcasterIdRegistry
let relay: FarcasterRelay
let farcaster: FarcasterApp
let relayClock = 1_700_000_000_000
let ada: { custody: LocalAccount; fid: bigint }
let bob: { custody: LocalAccount; fid: bigint }
/** A key that holds no fid. */
let stranger: LocalAccount

const matrix = useStoreMatrix()

beforeAll(async () => {
  chain = await startDevChain()
  registry = await installFarcasterIdRegistry(chain)
  relay = await startFarcasterRelay({ now: () => relayClock, channelTtlMs: 60 * 60_000 })
  farcaster = createFarcasterApp({ relayUrl: relay.url, authKey: relay.authKey })
  const key = (i: number) => privateKeyToAccount(chain.accounts[i]?.privateKey ?? '0x')
  ada = { custody: key(1), fid: await registry.register(key(1).address) }
  bob = { custody: key(2), fid: await registry.register(key(2).address) }
  stranger = key(3)
}, 120_000)
afterAll(async () => {
  await relay?.close()
  await chain?.stop()
})

const farcasterOptions = () => ({ relayUrl: relay.url, rpcUrl: chain.url })
const errorCode = (body: Record<string, unknown>) => (body.error as { code: string } | undefined)?.code

describe.each(matrix.stores)('on %s', (store) => {
  let kit: AuthTestKit

  beforeEach(async () => {
    kit = await startAuthTestKit({ database: await matrix.database(store), farcaster: farcasterOptions() })
  })
  afterEach(async () => {
    await kit.service.close()
  })

  const start = async (deviceId = 'device-1') => {
    const answer = await kit.post(FARCASTER_API_PATHS.farcasterStart, { origin: APP_ORIGIN, deviceId })
    expect(answer.status).toBe(200)
    return answer.body as { loginId: string; uri: string }
  }
  const poll = (loginId: string) => kit.post(FARCASTER_API_PATHS.farcasterStatus, { loginId })
  /** Start → the Farcaster app approves as `signer` → the poll's answer. */
  const signIn = async (
    who: { custody: LocalAccount; fid: bigint },
    extra: { domain?: string; nonce?: string; deviceId?: string } = {},
  ) => {
    const { loginId, uri } = await start(extra.deviceId)
    await farcaster.approve({
      uri,
      fid: who.fid,
      custody: who.custody,
      ...(extra.domain ? { domain: extra.domain } : {}),
      ...(extra.nonce ? { nonce: extra.nonce } : {}),
    })
    return { loginId, answer: await poll(loginId) }
  }

  it("gives a completed sign-in a session for the fid's account, and the same fid the same account again", async () => {
    const { loginId, uri } = await start()
    expect(uri).toMatch(/^https:\/\/farcaster\.xyz\/~\/siwf\?channelToken=/)
    expect(await poll(loginId)).toEqual({ status: 200, body: { state: 'pending' } })
    await farcaster.approve({ uri, fid: ada.fid, custody: ada.custody })
    const done = await poll(loginId)
    expect(done.status).toBe(200)
    expect(done.body.state).toBe('completed')
    const session = done.body.session as SessionResponse
    expect(session.user).toMatchObject({ socialProvider: 'farcaster', preferredAccountType: 'eoa' })
    const me = await kit.get(API_PATHS.user, session.token)
    expect(me.status).toBe(200)
    expect((me.body.user as { id: string }).id).toBe(session.user.id)
    // answered once: the sign-in is used up
    expect(errorCode((await poll(loginId)).body)).toBe('LOGIN_NOT_FOUND')

    // the same fid from a new device: the same account, no approval link, the device is listed
    const again = await signIn(ada, { deviceId: 'device-2' })
    const second = again.answer.body.session as SessionResponse
    expect(second.user.id).toBe(session.user.id)
    const devices = await kit.get(ACCOUNT_API_PATHS.devices, second.token)
    expect((devices.body.devices as { id: string }[]).map((d) => d.id).sort()).toEqual([
      'device-1',
      'device-2',
    ])
    // another fid is another account
    const other = (await signIn(bob)).answer.body.session as SessionResponse
    expect(other.user.id).not.toBe(session.user.id)
  })

  it("refuses a message signed by a key that is not the fid's custody address (FARCASTER_NOT_CUSTODY)", async () => {
    const { loginId, answer } = await signIn({ custody: bob.custody, fid: ada.fid })
    expect(answer.status).toBe(403)
    expect(errorCode(answer.body)).toBe('FARCASTER_NOT_CUSTODY')
    expect(answer.body.session).toBeUndefined()
    // the sign-in is over: its nonce cannot be tried again
    expect(errorCode((await poll(loginId)).body)).toBe('LOGIN_NOT_FOUND')
  })

  it('refuses a message signed for another domain (FARCASTER_INVALID)', async () => {
    const { answer } = await signIn(ada, { domain: 'evil.example' })
    expect(answer.status).toBe(400)
    expect(errorCode(answer.body)).toBe('FARCASTER_INVALID')
  })

  it("refuses a used nonce: a new sign-in signed with an old sign-in's nonce, or the old message replayed", async () => {
    const first = await start()
    const approved = await farcaster.approve({ uri: first.uri, fid: ada.fid, custody: ada.custody })
    expect((await poll(first.loginId)).body.state).toBe('completed')
    const usedNonce = /Nonce: (\w+)/.exec(approved.message)?.[1] ?? ''
    expect(usedNonce).not.toBe('')

    const withOldNonce = await signIn(ada, { nonce: usedNonce })
    expect(withOldNonce.answer.status).toBe(400)
    expect(errorCode(withOldNonce.answer.body)).toBe('FARCASTER_INVALID')

    // the exact signed message and signature of the first sign-in, posted into a new channel
    const replay = await start()
    const channelToken = new URL(replay.uri).searchParams.get('channelToken') ?? ''
    const posted = await fetch(`${relay.url}/v1/channel/authenticate`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${channelToken}`,
        'x-farcaster-auth-relay-key': relay.authKey,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        message: approved.message,
        signature: approved.signature,
        fid: Number(ada.fid),
      }),
    })
    expect(posted.status).toBe(201)
    const replayed = await poll(replay.loginId)
    expect(replayed.status).toBe(400)
    expect(errorCode(replayed.body)).toBe('FARCASTER_INVALID')
  })

  it('refuses an expired relay channel (FARCASTER_CHANNEL_GONE), and an unknown or expired sign-in (LOGIN_NOT_FOUND)', async () => {
    const gone = await start()
    relayClock += 60 * 60_000
    const answer = await poll(gone.loginId)
    expect(answer.status).toBe(410)
    expect(errorCode(answer.body)).toBe('FARCASTER_CHANNEL_GONE')

    const unknown = await poll('no-such-sign-in')
    expect(unknown.status).toBe(404)
    expect(errorCode(unknown.body)).toBe('LOGIN_NOT_FOUND')

    const late = await start()
    kit.advance(10 * 60_000)
    await expect(
      farcaster.approve({ uri: late.uri, fid: ada.fid, custody: ada.custody }),
    ).resolves.toBeDefined()
    expect(errorCode((await poll(late.loginId)).body)).toBe('LOGIN_NOT_FOUND')
  })

  it('refuses an fid that is not registered (FARCASTER_NO_FID)', async () => {
    const unregistered = (await registry.idOf(stranger.address)) + 10_000n
    const { answer } = await signIn({ custody: stranger, fid: unregistered })
    expect(answer.status).toBe(403)
    expect(errorCode(answer.body)).toBe('FARCASTER_NO_FID')
  })

  it('starts only for an allowed origin that is the calling page, and only when Farcaster login is on', async () => {
    const notListed = await kit.post(FARCASTER_API_PATHS.farcasterStart, { origin: 'http://127.0.0.1:9999' })
    expect(errorCode(notListed.body)).toBe('INVALID_REQUEST')
    const off = await startAuthTestKit({ database: await matrix.database(store) })
    try {
      const answer = await off.post(FARCASTER_API_PATHS.farcasterStart, { origin: APP_ORIGIN })
      expect(answer.status).toBe(404)
      expect(errorCode(answer.body)).toBe('FARCASTER_OFF')
    } finally {
      await off.service.close()
    }
  })
})

describe('on two PostgreSQL instances', () => {
  it('keeps the pending sign-in in the database: another instance finishes it, once', async () => {
    const database = await matrix.database('postgres')
    const [a, b] = await Promise.all([
      startAuthTestKit({ database, secret: 'shared', farcaster: farcasterOptions() }),
      startAuthTestKit({ database, secret: 'shared', farcaster: farcasterOptions() }),
    ])
    try {
      const started = (await a.post(FARCASTER_API_PATHS.farcasterStart, { origin: APP_ORIGIN })).body as {
        loginId: string
        uri: string
      }
      await farcaster.approve({ uri: started.uri, fid: ada.fid, custody: ada.custody })
      const done = await b.post(FARCASTER_API_PATHS.farcasterStatus, { loginId: started.loginId })
      expect(done.body.state).toBe('completed')
      expect(errorCode((await a.post(FARCASTER_API_PATHS.farcasterStatus, started)).body)).toBe(
        'LOGIN_NOT_FOUND',
      )
    } finally {
      await Promise.all([a.service.close(), b.service.close()])
    }
  })
})

describe('the farcaster option', () => {
  it('is checked at start: web URLs without credentials and a positive lifetime', async () => {
    const base = { allowedOrigins: [APP_ORIGIN], mail: 'dev-mailbox' as const }
    await expect(
      startAuthService({ ...base, farcaster: { relayUrl: 'ftp://relay', rpcUrl: 'https://rpc.example' } }),
    ).rejects.toMatchObject({
      name: 'ValidationError',
      shortMessage: expect.stringContaining('farcaster.relayUrl'),
    })
    await expect(
      startAuthService({
        ...base,
        farcaster: { relayUrl: 'https://relay.example', rpcUrl: 'http://rpc.example' },
      }),
    ).rejects.toMatchObject({ shortMessage: expect.stringContaining('farcaster.rpcUrl') })
    await expect(
      startAuthService({
        ...base,
        farcaster: { relayUrl: 'https://relay.example', rpcUrl: 'https://rpc.example', loginTtlMs: 0 },
      }),
    ).rejects.toMatchObject({ shortMessage: expect.stringContaining('loginTtlMs') })
  })
})
