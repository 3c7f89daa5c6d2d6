import type { SiwxMessageData } from '@latch/core'
import { createEvmSiwxVerifier, formatEip4361Message } from '@latch/evm'
import { createPostgresSiwxStore, type PostgresSiwxStore } from '@latch/siwx-server'
import { startPostgres, type TestPostgres } from '@latch/testing/postgres'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RoundRobinProxy, startRoundRobinProxy } from '../auth-scale/roundRobinProxy'
import { startKit } from './kitWorld'

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
