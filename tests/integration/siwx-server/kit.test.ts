import { rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { SiwxMessageData, SiwxSession } from '@latch/core'
import { createEvmSiwxVerifier, formatEip4361Message } from '@latch/evm'
import {
  createMemorySiwxStore,
  createPostgresSiwxStore,
  createSiwxHandler,
  createSqliteSiwxStore,
  SIWX_SERVER_LIMITS,
  type SiwxStore,
} from '@latch/siwx-server'
import { startPostgres, type TestPostgres } from '@latch/testing/postgres'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { cookieJar, DOMAIN, SECRET, startKit, URI } from './kitWorld'

const CHAIN = 'eip155:31337'
const user = privateKeyToAccount(generatePrivateKey())

const closers: (() => Promise<void>)[] = []
afterEach(async () => {
  while (closers.length > 0) await closers.pop()?.()
})

// one PostgreSQL server for the file (started on first use), a fresh database per test
let postgres: Promise<TestPostgres> | undefined
afterAll(async () => {
  if (postgres !== undefined) await (await postgres).stop()
})

const stores: [string, () => SiwxStore | Promise<SiwxStore>][] = [
  ['in-memory', createMemorySiwxStore],
  [
    'SQLite',
    () => {
      const file = path.join(tmpdir(), `latch-siwx-${process.pid}-${Math.random().toString(36).slice(2)}.db`)
      closers.push(async () => rmSync(file, { force: true }))
      return createSqliteSiwxStore({ path: file })
    },
  ],
  [
    'PostgreSQL',
    async () => {
      postgres ??= startPostgres()
      const store = createPostgresSiwxStore({ url: await (await postgres).createDatabase() })
      closers.push(() => store.close())
      return store
    },
  ],
]

/** Asks the kit for a message, as the browser half does. */
async function nonce(baseUrl: string, http: typeof fetch = fetch, address: string = user.address) {
  const response = await http(`${baseUrl}/nonce?chainId=${CHAIN}&address=${address}`)
  expect(response.status).toBe(200)
  return (await response.json()) as { data: SiwxMessageData; message: string }
}

/** The user's wallet signs data (possibly of an attacker's choosing) as an EIP-4361 message. */
async function signed(data: SiwxMessageData, signer = user): Promise<SiwxSession> {
  const message = formatEip4361Message(data)
  return { data, message, signature: await signer.signMessage({ message }) }
}

const post = (baseUrl: string, session: unknown, http: typeof fetch = fetch) =>
  http(`${baseUrl}/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(session),
  })

async function kit(store: SiwxStore, extra: Partial<Parameters<typeof startKit>[0]> = {}) {
  let clock = Date.parse('2026-11-25T10:00:00.000Z')
  const started = await startKit({
    store,
    verifiers: [createEvmSiwxVerifier()],
    statement: 'Sign in to the Latch test app.',
    resources: ['https://app.latch.test/terms'],
    requestId: 'req-1',
    expirationMs: 3600_000,
    now: () => clock,
    ...extra,
  })
  closers.push(started.close)
  return { ...started, advance: (ms: number) => (clock += ms) }
}

describe.each(stores)('the sign-in kit over HTTP on loopback (%s store)', (_, makeStore) => {
  it('protects an endpoint: 401 before sign-in, 200 after, 401 after sign-out', async () => {
    const app = await kit(await makeStore())
    const browser = cookieJar()
    expect((await browser.fetch(`${app.origin}/api/me`)).status).toBe(401)
    expect((await browser.fetch(`${app.baseUrl}/session`)).status).toBe(401)
    const { data, message } = await nonce(app.baseUrl, browser.fetch)
    expect(message).toBe(formatEip4361Message(data))
    expect(data).toMatchObject({ domain: DOMAIN, uri: URI, chainId: CHAIN, accountAddress: user.address })
    const signIn = await post(app.baseUrl, await signed(data), browser.fetch)
    expect(signIn.status).toBe(200)
    const me = await browser.fetch(`${app.origin}/api/me`)
    expect(me.status).toBe(200)
    expect(await me.json()).toEqual({ accounts: [user.address] })
    const session = await browser.fetch(`${app.baseUrl}/session`)
    expect(((await session.json()) as { sessions: SiwxSession[] }).sessions[0]?.data).toEqual(data)
    expect((await browser.fetch(`${app.baseUrl}/session`, { method: 'DELETE' })).status).toBe(204)
    expect((await browser.fetch(`${app.origin}/api/me`)).status).toBe(401)
  })

  it('sets the session cookie HttpOnly, Secure, SameSite=Lax with the session life, and clears it on sign-out', async () => {
    const app = await kit(await makeStore())
    const browser = cookieJar()
    await post(app.baseUrl, await signed((await nonce(app.baseUrl)).data), browser.fetch)
    const [set] = browser.setCookies
    expect(set).toMatch(/^latch_siwx=[A-Za-z0-9_-]{43}\.[A-Za-z0-9_-]{43}; /)
    expect(set?.split('; ').slice(1).sort()).toEqual([
      'HttpOnly',
      'Max-Age=3600',
      'Path=/',
      'SameSite=Lax',
      'Secure',
    ])
    await browser.fetch(`${app.baseUrl}/session`, { method: 'DELETE' })
    expect(browser.setCookies[1]).toBe('latch_siwx=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=Lax')
  })

  it('sign-out revokes on the server: the old cookie, sent again, gets 401', async () => {
    const app = await kit(await makeStore())
    const browser = cookieJar()
    await post(app.baseUrl, await signed((await nonce(app.baseUrl)).data), browser.fetch)
    const stolen = [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
    await browser.fetch(`${app.baseUrl}/session`, { method: 'DELETE' })
    expect((await fetch(`${app.origin}/api/me`, { headers: { cookie: stolen } })).status).toBe(401)
  })

  it('a session ends with the message Expiration Time (fake clock): 200 just before, 401 after', async () => {
    const app = await kit(await makeStore())
    const browser = cookieJar()
    await post(app.baseUrl, await signed((await nonce(app.baseUrl)).data), browser.fetch)
    app.advance(3600_000 - 1)
    expect((await browser.fetch(`${app.origin}/api/me`)).status).toBe(200)
    app.advance(1)
    expect((await browser.fetch(`${app.origin}/api/me`)).status).toBe(401)
  })

  it('a session ends with the session life when the message has no Expiration Time', async () => {
    const app = await kit(await makeStore(), { expirationMs: undefined, sessionTtlMs: 60_000 })
    const browser = cookieJar()
    await post(app.baseUrl, await signed((await nonce(app.baseUrl)).data), browser.fetch)
    app.advance(59_999)
    expect((await browser.fetch(`${app.origin}/api/me`)).status).toBe(200)
    app.advance(1)
    expect((await browser.fetch(`${app.origin}/api/me`)).status).toBe(401)
  })

  it('a replayed nonce gets 401 SIWX_NONCE_USED, and no second session', async () => {
    const app = await kit(await makeStore())
    const session = await signed((await nonce(app.baseUrl)).data)
    expect((await post(app.baseUrl, session)).status).toBe(200)
    const replay = cookieJar()
    const again = await post(app.baseUrl, session, replay.fetch)
    expect(again.status).toBe(401)
    expect(await again.json()).toMatchObject({ error: { code: 'SIWX_NONCE_USED' } })
    expect(replay.setCookies).toEqual([])
  })

  it('of twenty concurrent posts of one signed nonce, exactly one signs in', async () => {
    const app = await kit(await makeStore())
    const session = await signed((await nonce(app.baseUrl)).data)
    const statuses = await Promise.all(
      Array.from({ length: 20 }, () => post(app.baseUrl, session).then((r) => r.status)),
    )
    expect(statuses.filter((s) => s === 200)).toHaveLength(1)
    expect(statuses.filter((s) => s === 401)).toHaveLength(19)
  })

  it('refuses a nonce that came back after 10 minutes, and one it never issued', async () => {
    const app = await kit(await makeStore(), { expirationMs: undefined })
    const late = await signed((await nonce(app.baseUrl)).data)
    app.advance(SIWX_SERVER_LIMITS.nonceTtlMs)
    expect(await (await post(app.baseUrl, late)).json()).toMatchObject({
      error: { code: 'SIWX_NONCE_EXPIRED' },
    })
    const { data } = await nonce(app.baseUrl)
    const unknown = await post(app.baseUrl, await signed({ ...data, nonce: 'a1b2c3d4e5f6a7b8' }))
    expect(unknown.status).toBe(401)
    expect(await unknown.json()).toMatchObject({ error: { code: 'SIWX_UNKNOWN_NONCE' } })
  })

  it('refuses a nonce issued for another domain (a second app sharing the store)', async () => {
    const store = await makeStore()
    const app = await kit(store)
    const other = await kit(store, { domain: 'other.latch.test', uri: 'https://other.latch.test' })
    const fromOther = await signed((await nonce(other.baseUrl)).data)
    const response = await post(app.baseUrl, fromOther)
    expect(response.status).toBe(401)
    expect(await response.json()).toMatchObject({ error: { code: 'SIWX_WRONG_DOMAIN' } })
  })

  it('refuses every field that differs from what the nonce was issued for, each with 401 and its code', async () => {
    const app = await kit(await makeStore())
    const changes: [{ [K in keyof SiwxMessageData]?: SiwxMessageData[K] | undefined }, string][] = [
      [{ domain: 'evil.example' }, 'SIWX_WRONG_DOMAIN'],
      [{ uri: 'https://evil.example/login' }, 'SIWX_WRONG_URI'],
      [{ chainId: 'eip155:1' }, 'SIWX_WRONG_CHAIN'],
      [{ issuedAt: '2026-11-25T09:59:00.000Z' }, 'SIWX_NOT_ISSUED'],
      [{ expirationTime: '2026-12-25T10:00:00.000Z' }, 'SIWX_NOT_ISSUED'],
      [{ expirationTime: undefined }, 'SIWX_NOT_ISSUED'],
      [{ notBefore: '2026-11-25T09:00:00.000Z' }, 'SIWX_NOT_ISSUED'],
      [{ statement: 'Sign in as admin.' }, 'SIWX_NOT_ISSUED'],
      [{ resources: ['https://app.latch.test/admin'] }, 'SIWX_NOT_ISSUED'],
      [{ resources: undefined }, 'SIWX_NOT_ISSUED'],
      [{ requestId: 'req-2' }, 'SIWX_NOT_ISSUED'],
    ]
    // Another account signs, for itself, the message issued for the user's account.
    const other = privateKeyToAccount(generatePrivateKey())
    const forUser = await nonce(app.baseUrl)
    const taken = await post(
      app.baseUrl,
      await signed({ ...forUser.data, accountAddress: other.address }, other),
    )
    expect(await taken.json()).toMatchObject({ error: { code: 'SIWX_NOT_ISSUED' } })
    for (const [change, code] of changes) {
      const { data } = await nonce(app.baseUrl)
      const edited = { ...data, ...change } as SiwxMessageData
      for (const key of Object.keys(change) as (keyof SiwxMessageData)[])
        if (edited[key] === undefined) delete edited[key]
      const response = await post(app.baseUrl, await signed(edited))
      expect({ change, status: response.status, body: await response.json() }).toMatchObject({
        change,
        status: 401,
        body: { error: { code } },
      })
    }
  })

  it('refuses a session whose data differs from the signed text, a signature by another key, and a message issued in the future', async () => {
    const app = await kit(await makeStore())
    const edited = await signed((await nonce(app.baseUrl)).data)
    const mismatch = await post(app.baseUrl, { ...edited, data: { ...edited.data, statement: 'Other.' } })
    expect(await mismatch.json()).toMatchObject({ error: { code: 'SIWX_FIELD_MISMATCH' } })
    const byOtherKey = await signed(
      (await nonce(app.baseUrl)).data,
      privateKeyToAccount(generatePrivateKey()),
    )
    expect(await (await post(app.baseUrl, byOtherKey)).json()).toMatchObject({
      error: { code: 'SIWX_INVALID_SIGNATURE' },
    })
    const future = await nonce(app.baseUrl)
    app.advance(-120_000)
    const early = await post(app.baseUrl, await signed(future.data))
    expect(await early.json()).toMatchObject({ error: { code: 'SIWX_ISSUED_IN_FUTURE' } })
  })

  it('answers 400 to a malformed body and 413 to one over the cap, and 401 to a forged token', async () => {
    const app = await kit(await makeStore())
    expect((await post(app.baseUrl, { data: {}, message: 'x' })).status).toBe(400)
    const big = await fetch(`${app.baseUrl}/session`, {
      method: 'POST',
      body: 'x'.repeat(SIWX_SERVER_LIMITS.bodyBytes + 1),
    })
    expect(big.status).toBe(413)
    const forged = `latch_siwx=${'A'.repeat(43)}.${'B'.repeat(43)}`
    expect((await fetch(`${app.origin}/api/me`, { headers: { cookie: forged } })).status).toBe(401)
  })

  it('refuses sign-in and sign-out sent by a page of another site (403), and a session not sent as JSON', async () => {
    const app = await kit(await makeStore())
    const browser = cookieJar()
    const issued = await signed((await nonce(app.baseUrl)).data)
    const evil = { origin: 'https://evil.example' }
    const forged = await browser.fetch(`${app.baseUrl}/session`, {
      method: 'POST',
      headers: { ...evil, 'content-type': 'application/json' },
      body: JSON.stringify(issued),
    })
    expect(forged.status).toBe(403)
    expect(await forged.json()).toMatchObject({ error: { code: 'SIWX_FOREIGN_ORIGIN' } })
    const form = await browser.fetch(`${app.baseUrl}/session`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify(issued),
    })
    expect(form.status).toBe(400)
    expect(browser.setCookies).toEqual([])
    // The page of the app itself signs in; another site cannot sign it out.
    const own = await browser.fetch(`${app.baseUrl}/session`, {
      method: 'POST',
      headers: { origin: URI, 'content-type': 'application/json' },
      body: JSON.stringify(issued),
    })
    expect(own.status).toBe(200)
    expect((await browser.fetch(`${app.baseUrl}/session`, { method: 'DELETE', headers: evil })).status).toBe(
      403,
    )
    expect((await browser.fetch(`${app.origin}/api/me`)).status).toBe(200)
  })

  it('one session holds several accounts; DELETE with chainId and address signs out that one only', async () => {
    const app = await kit(await makeStore())
    const browser = cookieJar()
    const second = privateKeyToAccount(generatePrivateKey())
    await post(app.baseUrl, await signed((await nonce(app.baseUrl, browser.fetch)).data), browser.fetch)
    const forSecond = await nonce(app.baseUrl, browser.fetch, second.address)
    expect((await post(app.baseUrl, await signed(forSecond.data, second), browser.fetch)).status).toBe(200)
    expect(await (await browser.fetch(`${app.origin}/api/me`)).json()).toEqual({
      accounts: [user.address, second.address],
    })
    const query = new URLSearchParams({ chainId: CHAIN, address: user.address })
    expect((await browser.fetch(`${app.baseUrl}/session?${query}`, { method: 'DELETE' })).status).toBe(204)
    expect(await (await browser.fetch(`${app.origin}/api/me`)).json()).toEqual({ accounts: [second.address] })
  })

  it('with transport bearer, answers the token instead of a cookie and reads it from Authorization', async () => {
    const app = await kit(await makeStore(), { transport: 'bearer' })
    const response = await post(app.baseUrl, await signed((await nonce(app.baseUrl)).data))
    expect(response.headers.getSetCookie()).toEqual([])
    const { token } = (await response.json()) as { token: string }
    const auth = { authorization: `Bearer ${token}` }
    expect((await fetch(`${app.origin}/api/me`, { headers: auth })).status).toBe(200)
    expect((await fetch(`${app.origin}/api/me`, { headers: { cookie: `latch_siwx=${token}` } })).status).toBe(
      401,
    )
    await fetch(`${app.baseUrl}/session`, { method: 'DELETE', headers: auth })
    expect((await fetch(`${app.origin}/api/me`, { headers: auth })).status).toBe(401)
  })
})

describe('createSiwxHandler options', () => {
  it('refuses a secret shorter than 32 bytes with a ValidationError', () => {
    expect(() =>
      createSiwxHandler({
        domain: DOMAIN,
        uri: URI,
        secret: 'short',
        store: createMemorySiwxStore(),
        verifiers: [],
      }),
    ).toThrow(expect.objectContaining({ name: 'ValidationError', code: 'SIWX_WEAK_SECRET' }))
    expect(SECRET.length).toBeGreaterThanOrEqual(32)
  })

  it('issues 128-bit hex nonces, each different, and refuses a nonce request for an unsupported network', async () => {
    const app = await kit(createMemorySiwxStore())
    const seen = new Set<string>()
    for (let i = 0; i < 20; i++) seen.add((await nonce(app.baseUrl)).data.nonce)
    expect(seen.size).toBe(20)
    for (const n of seen) expect(n).toMatch(/^[0-9a-f]{32}$/)
    const solana = await fetch(`${app.baseUrl}/nonce?chainId=solana:abc&address=x`)
    expect(solana.status).toBe(400)
    expect(await solana.json()).toMatchObject({ error: { code: 'SIWX_UNSUPPORTED' } })
  })
})
