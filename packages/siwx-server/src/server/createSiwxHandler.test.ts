import { describe, expect, it } from 'vitest'
import { createMemorySiwxStore } from '../store/createMemorySiwxStore'
import {
  accountsOf,
  CHAIN,
  DOMAIN,
  NOW,
  postSignIn,
  send,
  setToken,
  signed,
  testHandler,
  URI,
} from '../testing/handlerTestKit'
import { SIWX_SERVER_LIMITS } from './siwxServerLimits'

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'

/** Signs `account` in on `handler`, presenting `token`; the token it answers. */
async function signIn(handler: ReturnType<typeof testHandler>, account: string, token?: string) {
  const answer = await postSignIn(handler, await signed(handler, account), token)
  expect(answer.status).toBe(200)
  return answer.token as string
}

describe('session fixation: a sign-in always mints a new session id', () => {
  it('a token planted before the sign-in never sees the account signed in after', async () => {
    const handler = testHandler(createMemorySiwxStore())
    const planted = await signIn(handler, 'attacker')
    // the visitor's browser carries the attacker's cookie and signs in
    const visitor = await signIn(handler, 'visitor', planted)
    expect(visitor).not.toBe(planted)
    expect(await accountsOf(handler, planted)).toBeUndefined()
    expect(await accountsOf(handler, visitor)).toContain('visitor')
  })

  it('also when the visitor was signed in: the planted cookie replaced theirs, and stays dead after', async () => {
    const handler = testHandler(createMemorySiwxStore())
    const own = await signIn(handler, 'visitor')
    const planted = await signIn(handler, 'attacker')
    const again = await signIn(handler, 'visitor', planted)
    expect(new Set([own, planted, again]).size).toBe(3)
    expect(await accountsOf(handler, planted)).toBeUndefined()
    // the visitor's earlier session, not presented, is left as it was
    expect(await accountsOf(handler, own)).toEqual(['visitor'])
  })

  it('the accounts of the requester own session move to the new id, and the old id is revoked', async () => {
    const handler = testHandler(createMemorySiwxStore())
    const first = await signIn(handler, 'a')
    const second = await signIn(handler, 'b', first)
    expect(second).not.toBe(first)
    expect(await accountsOf(handler, first)).toBeUndefined()
    expect(await accountsOf(handler, second)).toEqual(['a', 'b'])
    // signing an account in again replaces its sign-in, and moves the session again
    const third = await signIn(handler, 'a', second)
    expect(await accountsOf(handler, second)).toBeUndefined()
    expect(await accountsOf(handler, third)).toEqual(['b', 'a'])
  })

  it('moves nothing from an unproven token: forged, non-canonical, signed out, or of a session gone', async () => {
    const handler = testHandler(createMemorySiwxStore())
    const real = await signIn(handler, 'a')
    const [id = '', mac = ''] = real.split('.')
    const last = ALPHABET.indexOf(mac.at(-1) ?? '')
    const variant = `${id}.${mac.slice(0, -1)}${ALPHABET[last ^ 1]}`
    const forged = `${id}.${'B'.repeat(43)}`
    for (const token of [variant, forged]) {
      const fresh = await signIn(handler, 'b', token)
      expect(await accountsOf(handler, fresh)).toEqual(['b'])
      // the real session is neither moved nor revoked by a request that did not prove it
      expect(await accountsOf(handler, real)).toEqual(['a'])
    }
    expect((await send(handler, 'DELETE', 'session', { token: real })).status).toBe(204)
    expect(await accountsOf(handler, await signIn(handler, 'c', real))).toEqual(['c'])
  })

  it('a sign-in answers a new token with transport bearer too', async () => {
    const handler = testHandler(createMemorySiwxStore(), { transport: 'bearer' })
    const post = async (account: string, token?: string) => {
      const response = await handler(
        new Request(`${URI}/api/siwx/session`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          body: JSON.stringify(await signed(handler, account)),
        }),
      )
      return ((await response.json()) as { token: string }).token
    }
    const first = await post('a')
    const second = await post('b', first)
    expect(second).not.toBe(first)
    const get = (token: string) =>
      handler.getSession(
        new Request(`${URI}/api/siwx/session`, { headers: { authorization: `Bearer ${token}` } }),
      )
    expect(await get(first)).toBeUndefined()
    expect((await get(second))?.sessions.map((s) => s.data.accountAddress)).toEqual(['a', 'b'])
  })
})

describe('a session is bound to the app it was minted for', () => {
  it('two apps sharing a store and a secret refuse each other sessions, and leave them alone', async () => {
    const store = createMemorySiwxStore()
    const app = testHandler(store)
    const other = testHandler(store, { domain: 'other.example', uri: 'https://other.example' })
    const token = await signIn(app, 'a')
    expect(await accountsOf(app, token)).toEqual(['a'])
    const onOther = (init: RequestInit = {}) =>
      new Request('https://other.example/api/siwx/session', {
        ...init,
        headers: { cookie: `latch_siwx=${token}`, origin: 'https://other.example', ...init.headers },
      })
    expect((await other(onOther())).status).toBe(401)
    expect(await other.getSession(onOther())).toBeUndefined()
    // signing out on the other app does not revoke it
    expect((await other(onOther({ method: 'DELETE' }))).status).toBe(204)
    expect(await accountsOf(app, token)).toEqual(['a'])
    // signing in on the other app with it moves nothing and revokes nothing
    const nonce = await other(new Request(`https://other.example/api/siwx/nonce?chainId=${CHAIN}&address=b`))
    const { data } = (await nonce.json()) as { data: { domain: string } }
    const posted = await other(
      onOther({
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ data, message: JSON.stringify(data), signature: 'signed:b' }),
      }),
    )
    expect(posted.status).toBe(200)
    const otherToken = setToken(posted)
    const mine = await other.getSession(
      new Request('https://other.example/', { headers: { cookie: `latch_siwx=${otherToken}` } }),
    )
    expect(mine?.sessions.map((s) => s.data.accountAddress)).toEqual(['b'])
    expect(await accountsOf(app, token)).toEqual(['a'])
    expect(await accountsOf(app, otherToken)).toBeUndefined()
  })

  it('refuses a record of another app even when its token verifies (same id, other domain in the store)', async () => {
    const store = createMemorySiwxStore()
    const app = testHandler(store)
    const token = await signIn(app, 'a')
    const [id = ''] = token.split('.')
    const record = await store.getSession(id)
    await store.deleteSession(id)
    await store.createSession({ ...(record as NonNullable<typeof record>), domain: 'other.example' })
    expect(await accountsOf(app, token)).toBeUndefined()
    expect(DOMAIN).toBe('app.example')
  })
})

describe('the handler rules', () => {
  it('a sign-out by address without chainId signs that address out (the whole session)', async () => {
    const handler = testHandler(createMemorySiwxStore())
    const token = await signIn(handler, 'b', await signIn(handler, 'a'))
    const out = await send(handler, 'DELETE', 'session?address=a', { token })
    expect(out.status).toBe(204)
    expect(setToken(out)).toBe('')
    expect(await accountsOf(handler, token)).toBeUndefined()
  })

  it('a sign-out with chainId and address signs that account out only, and keeps the cookie', async () => {
    const handler = testHandler(createMemorySiwxStore())
    const token = await signIn(handler, 'b', await signIn(handler, 'a'))
    const out = await send(handler, 'DELETE', `session?chainId=${CHAIN}&address=a`, { token })
    expect(out.status).toBe(204)
    expect(setToken(out)).toBeUndefined()
    expect(await accountsOf(handler, token)).toEqual(['b'])
    const last = await send(handler, 'DELETE', `session?chainId=${CHAIN}&address=b`, { token })
    expect(setToken(last)).toBe('')
    expect(await accountsOf(handler, token)).toBeUndefined()
  })

  it(`a session holds at most ${SIWX_SERVER_LIMITS.sessionsPerRecord} sign-ins: the newest`, async () => {
    const handler = testHandler(createMemorySiwxStore())
    const accounts = Array.from({ length: SIWX_SERVER_LIMITS.sessionsPerRecord + 2 }, (_, i) => `acct${i}`)
    let token: string | undefined
    for (const account of accounts) token = await signIn(handler, account, token)
    expect(await accountsOf(handler, token)).toEqual(accounts.slice(2))
  })

  it('answers its own 413 to a body over the cap, declared or streamed, and signs nothing in', async () => {
    const handler = testHandler(createMemorySiwxStore())
    const big = 'x'.repeat(SIWX_SERVER_LIMITS.bodyBytes + 1)
    const declared = await handler(
      new Request(`${URI}/api/siwx/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': String(big.length) },
        body: big,
      }),
    )
    const streamed = await handler(
      new Request(`${URI}/api/siwx/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: new ReadableStream({
          start(controller) {
            for (let i = 0; i < 3; i++) controller.enqueue(new TextEncoder().encode(big.slice(0, 30_000)))
            controller.close()
          },
        }),
        duplex: 'half',
      } as RequestInit),
    )
    for (const response of [declared, streamed]) {
      expect(response.status).toBe(413)
      expect(await response.json()).toEqual({
        error: { code: 'SIWX_TOO_LARGE', message: 'The request body is too large' },
      })
      expect(response.headers.getSetCookie()).toEqual([])
    }
    // exactly at the cap is read (and refused as malformed, not as too large)
    const atCap = await handler(
      new Request(`${URI}/api/siwx/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: 'x'.repeat(SIWX_SERVER_LIMITS.bodyBytes),
      }),
    )
    expect(atCap.status).toBe(400)
  })

  it('ends the moved session with the first sign-in session life', async () => {
    let clock = NOW
    const handler = testHandler(createMemorySiwxStore(), { now: () => clock, sessionTtlMs: 60_000 })
    const first = await signIn(handler, 'a')
    clock += 30_000
    const second = await signIn(handler, 'b', first)
    const session = await handler.getSession(
      new Request(`${URI}/`, { headers: { cookie: `latch_siwx=${second}` } }),
    )
    expect(session?.expiresAt).toBe(NOW + 60_000)
  })
})
