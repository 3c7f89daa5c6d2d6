// Two kit instances on one PostgreSQL: a load of sign-ins through a round-robin proxy, then
// (in this file, so that they never run beside the load) racing changes of one browser's session,
// as reported: two sign-ins on one cookie, and a sign-out racing a sign-in; then again with a slow
// store (every store call delayed by a random time).
import type { SiwxMessageData, SiwxSession } from '@latch/core'
import { createEvmSiwxVerifier, formatEip4361Message } from '@latch/evm'
import { createPostgresSiwxStore, type PostgresSiwxStore, type SiwxStore } from '@latch/siwx-server'
import { startPostgres, type TestPostgres } from '@latch/testing/postgres'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type RoundRobinProxy, startRoundRobinProxy } from '../auth-scale/roundRobinProxy'
import { startKit, URI } from './kitWorld'

// The figure: 1,000 concurrent SIWX sign-ins, each signed message raced on both instances.
// On the shared 2-core test machine the test took ~20 s; set LATCH_SIWX_SCALE_SIGNINS lower
// (e.g. 200) on a slower machine.
const SIGN_INS = Number(process.env.LATCH_SIWX_SCALE_SIGNINS ?? 1000)
const CHAIN = 'eip155:31337'

let postgres: TestPostgres
let stores: PostgresSiwxStore[]
let instances: Awaited<ReturnType<typeof startKit>>[]
let proxy: RoundRobinProxy

beforeAll(async () => {
  postgres = await startPostgres()
  const url = await postgres.createDatabase()
  // two app instances, each with its own pool, sharing one database
  stores = [createPostgresSiwxStore({ url }), createPostgresSiwxStore({ url })]
  instances = await Promise.all(
    stores.map((store) => startKit({ store, verifiers: [createEvmSiwxVerifier()] })),
  )
  proxy = await startRoundRobinProxy(instances.map((instance) => instance.origin))
})
afterAll(async () => {
  await proxy?.close()
  await Promise.all((instances ?? []).map((instance) => instance.close()))
  await Promise.all((stores ?? []).map((store) => store.close()))
  await postgres?.stop()
})

const closers: (() => Promise<void>)[] = []
afterEach(async () => {
  while (closers.length > 0) await closers.pop()?.()
})

/** A session cookie (name=value) from a sign-in answer, if it set one. */
const cookieOf = (response: Response) => response.headers.getSetCookie()[0]?.split(';')[0]

describe('two sign-in kit instances behind a round-robin proxy on one PostgreSQL', () => {
  it(`signs ${SIGN_INS} wallets in at once with nothing lost and no nonce accepted twice`, async () => {
    const users = Array.from({ length: SIGN_INS }, () => privateKeyToAccount(generatePrivateKey()))
    // nonces issued through the proxy (so by both instances), all at once
    const issued = await Promise.all(
      users.map(async (user) => {
        const response = await fetch(`${proxy.url}/api/siwx/nonce?chainId=${CHAIN}&address=${user.address}`)
        expect(response.status).toBe(200)
        return (await response.json()) as { data: SiwxMessageData; message: string }
      }),
    )
    expect(new Set(issued.map((entry) => entry.data.nonce)).size).toBe(SIGN_INS)
    // signed up front (real EOA signatures), so the race below is all HTTP and database
    const bodies = await Promise.all(
      issued.map(async ({ data, message }, i) => {
        expect(message).toBe(formatEip4361Message(data))
        const signature = await users[i]?.signMessage({ message })
        return JSON.stringify({ data, message, signature })
      }),
    )
    // every signed message posted to both instances at the same moment
    const raced = await Promise.all(
      bodies.map((body) =>
        Promise.all(
          instances.map((instance) =>
            fetch(`${instance.baseUrl}/session`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body,
            }),
          ),
        ),
      ),
    )
    const statuses = raced.map((answers) => answers.map((answer) => answer.status).sort())
    expect(statuses).toEqual(users.map(() => [200, 401]))
    const losers = await Promise.all(
      raced.map((answers) => answers.find((answer) => answer.status === 401)?.json()),
    )
    expect(losers).toEqual(
      users.map(() =>
        expect.objectContaining({ error: expect.objectContaining({ code: 'SIWX_NONCE_USED' }) }),
      ),
    )
    const cookies = raced.map((answers) =>
      cookieOf(answers.find((answer) => answer.status === 200) as Response),
    )
    expect(new Set(cookies).size).toBe(SIGN_INS)
    // every session works through the proxy (on either instance) and belongs to its own wallet
    const me = await Promise.all(
      cookies.map((cookie) => fetch(`${proxy.url}/api/me`, { headers: { cookie: cookie ?? '' } })),
    )
    expect(me.map((answer) => answer.status)).toEqual(users.map(() => 200))
    expect(await Promise.all(me.map((answer) => answer.json()))).toEqual(
      users.map((user) => ({ accounts: [user.address] })),
    )
    expect(proxy.failed).toBe(0)
  }, 120_000)
})

/** A store whose every call waits a random 0–`maxMs` ms before and after it runs. */
function slowed(store: SiwxStore, maxMs: number): SiwxStore {
  const wait = () => new Promise((resolve) => setTimeout(resolve, Math.random() * maxMs))
  const slow = {} as Record<string, (...args: unknown[]) => Promise<unknown>>
  for (const name of Object.keys(store) as (keyof SiwxStore)[]) {
    const method = store[name] as (...args: unknown[]) => Promise<unknown>
    slow[name] = async (...args) => {
      await wait()
      const result = await method.apply(store, args)
      await wait()
      return result
    }
  }
  return slow as unknown as SiwxStore
}

/** Two kit instances, each with its own PostgreSQL pool, on one fresh database. */
async function twoInstances(slowMs = 0) {
  const url = await postgres.createDatabase()
  const stores: PostgresSiwxStore[] = [createPostgresSiwxStore({ url }), createPostgresSiwxStore({ url })]
  for (const store of stores) closers.push(() => store.close())
  const kits = await Promise.all(
    stores.map((store) =>
      startKit({ store: slowMs ? slowed(store, slowMs) : store, verifiers: [createEvmSiwxVerifier()] }),
    ),
  )
  for (const kit of kits) closers.push(kit.close)
  return kits
}

type Kit = Awaited<ReturnType<typeof startKit>>

/** A signed sign-in of a new wallet on a nonce of `kit`. */
async function signedIn(kit: Kit) {
  const wallet = privateKeyToAccount(generatePrivateKey())
  const answer = await fetch(`${kit.baseUrl}/nonce?chainId=${CHAIN}&address=${wallet.address}`)
  const { data } = (await answer.json()) as { data: SiwxMessageData }
  const message = formatEip4361Message(data)
  const session: SiwxSession = { data, message, signature: await wallet.signMessage({ message }) }
  return { address: wallet.address, session }
}

const tokenOf = (response: Response) =>
  /^latch_siwx=([^;]*)/.exec(response.headers.getSetCookie()[0] ?? '')?.[1]

/** Posts a sign-in from the app's page with the session cookie `token` (if any). */
const post = (kit: Kit, session: SiwxSession, token?: string) =>
  fetch(`${kit.baseUrl}/session`, {
    method: 'POST',
    headers: {
      origin: URI,
      'content-type': 'application/json',
      ...(token ? { cookie: `latch_siwx=${token}` } : {}),
    },
    body: JSON.stringify(session),
  })

/** The accounts signed in on `token` (asked of `kit`), or undefined when refused. */
async function accounts(kit: Kit, token: string | undefined): Promise<string[] | undefined> {
  const response = await fetch(`${kit.origin}/api/me`, { headers: { cookie: `latch_siwx=${token}` } })
  return response.status === 200 ? ((await response.json()) as { accounts: string[] }).accounts : undefined
}

/** A browser signed in with one account on instance 0: its token and account. */
async function signedInBrowser(kit: Kit) {
  const first = await signedIn(kit)
  const response = await post(kit, first.session)
  expect(response.status).toBe(200)
  return { token: tokenOf(response) as string, address: first.address }
}

describe.each([
  ['PostgreSQL', 0],
  ['PostgreSQL with every store call slowed by 0-20 ms', 20],
])('two instances on one %s', (_, slowMs) => {
  it('two sign-ins on one cookie, one per instance: both 200, the old token dead, no account lost', async () => {
    const [a, b] = (await twoInstances(slowMs)) as [Kit, Kit]
    for (let trial = 0; trial < 10; trial++) {
      const browser = await signedInBrowser(a)
      const [second, third] = await Promise.all([signedIn(a), signedIn(b)])
      const answers = await Promise.all([
        post(a, second.session, browser.token),
        post(b, third.session, browser.token),
      ])
      expect(answers.map((answer) => answer.status)).toEqual([200, 200])
      const tokens = answers.map(tokenOf)
      expect(new Set([browser.token, ...tokens]).size).toBe(3)
      expect(await accounts(a, browser.token)).toBeUndefined()
      expect(await accounts(b, browser.token)).toBeUndefined()
      const held = await Promise.all(tokens.map((token, i) => accounts(i ? a : b, token)))
      // one sign-in moved the session (its account joins the first), the other found it moved
      // and holds its own account alone: every account is signed in, on one token or the other
      expect(held.flat().sort()).toEqual([browser.address, second.address, third.address].sort())
      expect(held.filter((list) => list?.includes(browser.address))).toHaveLength(1)
    }
  })

  it('a sign-out racing a sign-in on one cookie is never undone: the signed-out token never works again', async () => {
    const [a, b] = (await twoInstances(slowMs)) as [Kit, Kit]
    for (let trial = 0; trial < 40; trial++) {
      const browser = await signedInBrowser(a)
      const other = await signedIn(b)
      const [signOut, signIn] = await Promise.all([
        fetch(`${a.baseUrl}/session`, {
          method: 'DELETE',
          headers: { origin: URI, cookie: `latch_siwx=${browser.token}` },
        }),
        post(b, other.session, browser.token),
      ])
      expect([signOut.status, signIn.status]).toEqual([204, 200])
      expect(await accounts(a, browser.token)).toBeUndefined()
      expect(await accounts(b, browser.token)).toBeUndefined()
      // the new session: the first account moved before the sign-out, or it was signed out first
      const held = await accounts(a, tokenOf(signIn))
      expect([[browser.address, other.address], [other.address]]).toContainEqual(held)
    }
  })
})
