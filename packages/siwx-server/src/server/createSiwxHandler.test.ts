import { SIWX_LIMITS, type SiwxMessageData, type SiwxSession, siwxRefusal } from '@latch/core/kit'
import { describe, expect, it } from 'vitest'
import { SIWX_SERVER_LIMITS } from '../limits/siwxServerLimits'
import { createMemorySiwxStore } from '../store/createMemorySiwxStore'
import {
  accountsOf,
  CHAIN,
  DOMAIN,
  fakeVerifier,
  NOW,
  postSignIn,
  send,
  setToken,
  signed,
  testHandler,
  URI,
} from '../testing/handlerTestKit'

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

/** A request to the handler at `path` (under `/api/siwx/`), as any client sends it. */
const request = (path: string, init: RequestInit = {}) => new Request(`${URI}/api/siwx/${path}`, init)
const errorCode = async (response: Response) =>
  ((await response.json()) as { error: { code: string } }).error.code

describe('what the handler answers, route by route', () => {
  it('refuses a secret shorter than 32 bytes, string or bytes, and takes one of exactly 32', () => {
    const store = createMemorySiwxStore()
    const codeOf = (secret: string | Uint8Array) => {
      try {
        testHandler(store, { secret })
        return undefined
      } catch (error) {
        return (error as { code?: string }).code
      }
    }
    expect(codeOf('x'.repeat(31))).toBe('SIWX_WEAK_SECRET')
    expect(codeOf(new Uint8Array(31))).toBe('SIWX_WEAK_SECRET')
    expect(codeOf('x'.repeat(32))).toBeUndefined()
    expect(codeOf(new Uint8Array(32))).toBeUndefined()
    // counted in UTF-8 bytes, not characters
    expect(codeOf('é'.repeat(15))).toBe('SIWX_WEAK_SECRET')
    expect(codeOf('é'.repeat(16))).toBeUndefined()
    expect(() => testHandler(store, { secret: 'short' })).toThrow(
      'The sign-in secret must be at least 32 bytes',
    )
  })

  it('issues a nonce bound to the app, network and account, with the options written in, for 10 minutes', async () => {
    const store = createMemorySiwxStore()
    const handler = testHandler(store, {
      statement: 'Sign in to Latch',
      expirationMs: 5_000,
      requestId: 'req-1',
      resources: ['https://app.example/terms'],
    })
    const response = await send(handler, 'GET', `nonce?chainId=${CHAIN}&address=a`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/json')
    expect(response.headers.get('cache-control')).toBe('no-store')
    const { data, message } = (await response.json()) as { data: SiwxMessageData; message: string }
    expect(data).toEqual({
      accountAddress: 'a',
      chainId: CHAIN,
      domain: DOMAIN,
      uri: URI,
      version: '1',
      nonce: expect.stringMatching(/^[0-9a-f]{32}$/),
      issuedAt: new Date(NOW).toISOString(),
      statement: 'Sign in to Latch',
      expirationTime: new Date(NOW + 5_000).toISOString(),
      requestId: 'req-1',
      resources: ['https://app.example/terms'],
    })
    expect(message).toBe(JSON.stringify(data))
    const taken = await store.takeNonce(data.nonce)
    expect(taken).toEqual({
      status: 'taken',
      record: { nonce: data.nonce, data, expiresAt: NOW + SIWX_SERVER_LIMITS.nonceTtlMs },
    })
    // with no options, none of the optional fields is written
    const plain = await signed(testHandler(createMemorySiwxStore()), 'a')
    expect(Object.keys(plain.data).sort()).toEqual(
      ['accountAddress', 'chainId', 'domain', 'issuedAt', 'nonce', 'uri', 'version'].sort(),
    )
  })

  it('answers 400 to a nonce request without chainId or address, with too long an address, or of a network it cannot verify', async () => {
    const handler = testHandler(createMemorySiwxStore())
    const long = 'a'.repeat(SIWX_LIMITS.fieldChars + 1)
    for (const query of ['', `chainId=${CHAIN}`, 'address=a', `chainId=${CHAIN}&address=${long}`]) {
      const response = await send(handler, 'GET', `nonce?${query}`)
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({
        error: { code: 'SIWX_BAD_REQUEST', message: 'chainId and address are required' },
      })
    }
    const longest = await send(handler, 'GET', `nonce?chainId=${CHAIN}&address=${long.slice(1)}`)
    expect(longest.status).toBe(200)
    const unsupported = await send(handler, 'GET', 'nonce?chainId=solana:mainnet&address=a')
    expect(unsupported.status).toBe(400)
    expect(await errorCode(unsupported)).toBe('SIWX_UNSUPPORTED')
    const malformed = await send(handler, 'GET', 'nonce?chainId=nochain&address=a')
    expect(malformed.status).toBe(400)
    expect(await errorCode(malformed)).toBe('SIWX_MALFORMED_SESSION')
  })

  it('answers 400 when the verifier cannot write the message', async () => {
    const refusing = (error: Error) =>
      testHandler(createMemorySiwxStore(), {
        verifiers: [
          {
            ...fakeVerifier,
            formatMessage: () => {
              throw error
            },
          },
        ],
      })
    const latch = await send(
      refusing(siwxRefusal('malformedMessage')),
      'GET',
      `nonce?chainId=${CHAIN}&address=a`,
    )
    expect(latch.status).toBe(400)
    expect(await errorCode(latch)).toBe('SIWX_MALFORMED_MESSAGE')
    const other = await send(refusing(new Error('boom')), 'GET', `nonce?chainId=${CHAIN}&address=a`)
    expect(other.status).toBe(400)
    expect(await other.json()).toEqual({
      error: { code: 'SIWX_BAD_REQUEST', message: 'The sign-in message cannot be made' },
    })
  })

  it('refuses a nonce used, never issued, or back after 10 minutes, each with 401 and its code', async () => {
    let clock = NOW
    const handler = testHandler(createMemorySiwxStore(), { now: () => clock })
    const session = await signed(handler, 'a')
    expect((await postSignIn(handler, session)).status).toBe(200)
    const again = await send(handler, 'POST', 'session', { body: session })
    expect(again.status).toBe(401)
    expect(await errorCode(again)).toBe('SIWX_NONCE_USED')
    expect(setToken(again)).toBeUndefined()
    const unknown = await send(handler, 'POST', 'session', {
      body: { ...session, data: { ...session.data, nonce: 'f'.repeat(32) } },
    })
    expect(await errorCode(unknown)).toBe('SIWX_UNKNOWN_NONCE')
    const late = await signed(handler, 'a')
    clock += SIWX_SERVER_LIMITS.nonceTtlMs - 1
    const justInTime = await signed(handler, 'b')
    clock = NOW + SIWX_SERVER_LIMITS.nonceTtlMs
    const expired = await send(handler, 'POST', 'session', { body: late })
    expect(expired.status).toBe(401)
    expect(await errorCode(expired)).toBe('SIWX_NONCE_EXPIRED')
    expect((await postSignIn(handler, justInTime)).status).toBe(200)
  })

  it('refuses a nonce issued by another mount of the same domain (another URI) sharing the store', async () => {
    const store = createMemorySiwxStore()
    const app = testHandler(store)
    const other = testHandler(store, { uri: 'https://app.example/other' })
    const session = await signed(other, 'a')
    const response = await send(app, 'POST', 'session', { body: session })
    expect(response.status).toBe(401)
    expect(await errorCode(response)).toBe('SIWX_WRONG_URI')
  })

  it('refuses a nonce issued for another domain, or on a network it has no verifier for, sharing the store', async () => {
    const store = createMemorySiwxStore()
    const app = testHandler(store)
    const otherDomain = testHandler(store, { domain: 'other.example' })
    const foreign = await send(app, 'POST', 'session', { body: await signed(otherDomain, 'a') })
    expect(foreign.status).toBe(401)
    expect(await errorCode(foreign)).toBe('SIWX_WRONG_DOMAIN')
    const solana = testHandler(store, { verifiers: [{ ...fakeVerifier, namespace: 'solana' }] })
    const answer = await send(solana, 'GET', 'nonce?chainId=solana:mainnet&address=a')
    const { data } = (await answer.json()) as { data: SiwxMessageData }
    const unsupported = await send(app, 'POST', 'session', {
      body: { data, message: JSON.stringify(data), signature: 'signed:a' },
    })
    expect(unsupported.status).toBe(401)
    expect(await errorCode(unsupported)).toBe('SIWX_UNSUPPORTED')
  })

  it('counts only the unexpired sign-ins of a stored session, and none left is no session', async () => {
    const store = createMemorySiwxStore()
    const handler = testHandler(store)
    const token = await signIn(handler, 'b', await signIn(handler, 'a'))
    const [id = ''] = token.split('.')
    const record = (await store.getSession(id)) as NonNullable<Awaited<ReturnType<typeof store.getSession>>>
    const expire = (session: SiwxSession, at: number) => ({
      ...session,
      data: { ...session.data, expirationTime: new Date(at).toISOString() },
    })
    const [a, b] = record.sessions as [SiwxSession, SiwxSession]
    await store.deleteSession(id)
    await store.createSession({ ...record, sessions: [expire(a, NOW), expire(b, NOW + 1)] })
    expect(await accountsOf(handler, token)).toEqual(['b'])
    await store.deleteSession(id)
    await store.createSession({ ...record, sessions: [expire(a, NOW), expire(b, NOW - 1)] })
    expect(await accountsOf(handler, token)).toBeUndefined()
    expect(
      await handler.getSession(new Request(URI, { headers: { cookie: `latch_siwx=${token}` } })),
    ).toBeUndefined()
  })

  it('refuses a bad signature and a signed message that is not the one issued', async () => {
    const handler = testHandler(createMemorySiwxStore())
    const session = await signed(handler, 'a')
    const forged = await send(handler, 'POST', 'session', { body: { ...session, signature: 'signed:b' } })
    expect(forged.status).toBe(401)
    expect(await errorCode(forged)).toBe('SIWX_INVALID_SIGNATURE')
    const other = await signed(handler, 'a')
    const data = { ...other.data, statement: 'Send everything' }
    const changed = await send(handler, 'POST', 'session', {
      body: { data, message: JSON.stringify(data), signature: 'signed:a' },
    })
    expect(changed.status).toBe(401)
    expect(await errorCode(changed)).toBe('SIWX_NOT_ISSUED')
  })

  it('takes a session only as application/json, and refuses malformed JSON with 400', async () => {
    const handler = testHandler(createMemorySiwxStore())
    const post = async (contentType: string, body: string) =>
      handler(request('session', { method: 'POST', headers: { 'content-type': contentType }, body }))
    for (const type of ['text/plain', 'text/plain; charset=application/json', 'applicationXjson', '']) {
      const response = await post(type, JSON.stringify(await signed(handler, 'a')))
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({
        error: { code: 'SIWX_BAD_REQUEST', message: 'The session must be sent as application/json' },
      })
    }
    for (const type of ['application/json', 'Application/JSON; charset=utf-8']) {
      expect((await post(type, JSON.stringify(await signed(handler, 'a')))).status).toBe(200)
    }
    const broken = await post('application/json', '{"data":')
    expect(broken.status).toBe(400)
    expect(await errorCode(broken)).toBe('SIWX_MALFORMED_SESSION')
  })

  it('sets a cookie for the session life, under the configured name and path, and reads it back', async () => {
    const handler = testHandler(createMemorySiwxStore(), {
      cookieName: 'my_session',
      cookiePath: '/app',
      sessionTtlMs: 90_500,
    })
    const response = await handler(
      request('session', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(await signed(handler, 'a')),
      }),
    )
    expect(response.status).toBe(200)
    const body = (await response.json()) as { session: SiwxSession; expiresAt: number; token?: string }
    expect(body.expiresAt).toBe(NOW + 90_500)
    expect(body.token).toBeUndefined()
    expect(body.session.data.accountAddress).toBe('a')
    const [cookie = ''] = response.headers.getSetCookie()
    expect(cookie).toMatch(/^my_session=[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+; Path=\/app; Max-Age=90; /)
    const token = /^my_session=([^;]*)/.exec(cookie)?.[1]
    const read = (name: string) =>
      handler.getSession(new Request(URI, { headers: { cookie: `${name}=${token}` } }))
    expect((await read('my_session'))?.expiresAt).toBe(NOW + 90_500)
    expect(await read('latch_siwx')).toBeUndefined()
    const out = await handler(
      request('session', { method: 'DELETE', headers: { cookie: `my_session=${token}` } }),
    )
    expect(out.headers.getSetCookie()).toEqual([
      'my_session=; Path=/app; Max-Age=0; HttpOnly; Secure; SameSite=Lax',
    ])
    expect(out.headers.get('cache-control')).toBe('no-store')
  })

  it('with transport bearer: answers the token, reads only a well-formed Authorization header, sets no cookie', async () => {
    const handler = testHandler(createMemorySiwxStore(), { transport: 'bearer' })
    const response = await handler(
      request('session', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(await signed(handler, 'a')),
      }),
    )
    expect(response.headers.getSetCookie()).toEqual([])
    const { token } = (await response.json()) as { token: string }
    const get = (authorization: string) =>
      handler.getSession(new Request(URI, { headers: { authorization } }))
    expect((await get(`Bearer ${token}`))?.sessions).toHaveLength(1)
    for (const header of [
      `bearer ${token}`,
      `Bearer  ${token}`,
      `xBearer ${token}`,
      `Bearer ${token}!`,
      'Bearer ',
    ])
      expect(await get(header)).toBeUndefined()
    // a cookie is not read in bearer mode
    expect(
      await handler.getSession(new Request(URI, { headers: { cookie: `latch_siwx=${token}` } })),
    ).toBeUndefined()
    const out = await handler(
      request('session', { method: 'DELETE', headers: { authorization: `Bearer ${token}` } }),
    )
    expect(out.status).toBe(204)
    expect(out.headers.getSetCookie()).toEqual([])
    expect(await get(`Bearer ${token}`)).toBeUndefined()
  })

  it('a sign-out without a session answers 204 and clears the cookie', async () => {
    const handler = testHandler(createMemorySiwxStore())
    const cleared = await send(handler, 'DELETE', 'session')
    expect(cleared.headers.getSetCookie()).toEqual([
      'latch_siwx=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=Lax',
    ])
    for (const token of [undefined, 'not-a-token']) {
      const out = await send(handler, 'DELETE', 'session', { token })
      expect(out.status).toBe(204)
      expect(setToken(out)).toBe('')
      expect(out.headers.get('cache-control')).toBe('no-store')
    }
    const kept = await signIn(handler, 'b', await signIn(handler, 'a'))
    const partial = await send(handler, 'DELETE', `session?chainId=${CHAIN}&address=a`, { token: kept })
    expect(partial.headers.get('cache-control')).toBe('no-store')
  })

  it('answers GET session with the sessions and the end, or 401 SIWX_NO_SESSION', async () => {
    const handler = testHandler(createMemorySiwxStore(), { sessionTtlMs: 60_000 })
    const none = await send(handler, 'GET', 'session')
    expect(none.status).toBe(401)
    expect(await none.json()).toEqual({ error: { code: 'SIWX_NO_SESSION', message: 'Not signed in' } })
    const token = await signIn(handler, 'a')
    const response = await send(handler, 'GET', 'session', { token })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const body = (await response.json()) as { sessions: SiwxSession[]; expiresAt: number }
    expect(Object.keys(body).sort()).toEqual(['expiresAt', 'sessions'])
    expect(body.expiresAt).toBe(NOW + 60_000)
    const session = await handler.getSession(new Request(URI, { headers: { cookie: `latch_siwx=${token}` } }))
    expect(session).toEqual({ id: token.split('.')[0], sessions: body.sessions, expiresAt: NOW + 60_000 })
  })

  it('ends a session at its end exactly', async () => {
    let clock = NOW
    const handler = testHandler(createMemorySiwxStore(), { now: () => clock, sessionTtlMs: 60_000 })
    const token = await signIn(handler, 'a')
    clock = NOW + 59_999
    expect(await accountsOf(handler, token)).toEqual(['a'])
    clock = NOW + 60_000
    expect(await accountsOf(handler, token)).toBeUndefined()
  })

  it('refuses sign-in and sign-out from another origin with 403, and takes the allowed ones and GETs', async () => {
    const store = createMemorySiwxStore()
    const handler = testHandler(store, { allowedOrigins: ['https://shop.example'] })
    const token = await signIn(testHandler(store), 'a')
    for (const method of ['POST', 'DELETE'] as const) {
      const response = await send(handler, method, 'session', {
        token,
        body: await signed(handler, 'b'),
        headers: { origin: URI },
      })
      expect(response.status).toBe(403)
      expect(await response.json()).toEqual({
        error: { code: 'SIWX_FOREIGN_ORIGIN', message: 'Requests from this site are not accepted' },
      })
    }
    expect(await accountsOf(handler, token)).toEqual(['a'])
    const get = await send(handler, 'GET', 'session', { token, headers: { origin: 'https://evil.example' } })
    expect(get.status).toBe(200)
    const allowed = await send(handler, 'DELETE', 'session', {
      token,
      headers: { origin: 'https://shop.example' },
    })
    expect(allowed.status).toBe(204)
    expect(await accountsOf(handler, token)).toBeUndefined()
  })

  it('routes by the last path segment, under any prefix and with a trailing slash; 405 and 404 otherwise', async () => {
    const handler = testHandler(createMemorySiwxStore())
    const nonce = await handler(new Request(`${URI}/deep/prefix/nonce/?chainId=${CHAIN}&address=a`))
    expect(nonce.status).toBe(200)
    expect((await handler(new Request(`${URI}/x/session//`))).status).toBe(401)
    const wrong = [
      [request('nonce', { method: 'POST' }), 405, 'METHOD_NOT_ALLOWED'],
      [request('session', { method: 'PUT' }), 405, 'METHOD_NOT_ALLOWED'],
      [request('sessions'), 404, 'NOT_FOUND'],
      [new Request(`${URI}/`), 404, 'NOT_FOUND'],
    ] as const
    for (const [req, status, code] of wrong) {
      const response = await handler(req)
      expect(response.status).toBe(status)
      expect(await response.json()).toEqual({ error: { code } })
    }
  })

  it('sweeps expired nonces from the store at most once a minute', async () => {
    let clock = NOW
    const handler = testHandler(createMemorySiwxStore(), { now: () => clock })
    const first = await signed(handler, 'a')
    const second = await signed(handler, 'a')
    const post = async (session: SiwxSession) =>
      errorCode(await send(handler, 'POST', 'session', { body: session }))
    clock = NOW + SIWX_SERVER_LIMITS.nonceTtlMs - SIWX_SERVER_LIMITS.sweepEveryMs + 2
    await signed(handler, 'b') // sweeps; nothing has expired yet
    clock = NOW + SIWX_SERVER_LIMITS.nonceTtlMs + 1
    await signed(handler, 'b') // within a minute of that sweep: no sweep
    expect(await post(first)).toBe('SIWX_NONCE_EXPIRED')
    clock += 1
    await signed(handler, 'b') // a minute after it: sweeps the expired nonce away
    expect(await post(second)).toBe('SIWX_UNKNOWN_NONCE')
  })
})
