import type { AuthService } from '@latch/auth-server'
import { API_PATHS } from '@latch/embedded-wallet'
import { startPostgres, type TestPostgres } from '@latch/testing/postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, signIn, startInstance } from './authScaleWorld'
import { type RoundRobinProxy, startRoundRobinProxy } from './roundRobinProxy'

// The figure: 1,000 concurrent sign-ins (each 4 requests plus the code raced on the second
// instance). On the shared 2-core test machine that took ~25 s, within the minute a test may take;
// set LATCH_AUTH_SCALE_SIGNINS lower (e.g. 200) on a slower machine.
const SIGN_INS = Number(process.env.LATCH_AUTH_SCALE_SIGNINS ?? 1000)

let postgres: TestPostgres
let instances: AuthService[]
let proxy: RoundRobinProxy

beforeAll(async () => {
  postgres = await startPostgres()
  const url = await postgres.createDatabase()
  instances = [await startInstance(url), await startInstance(url)]
  proxy = await startRoundRobinProxy(instances.map((instance) => instance.url))
})
afterAll(async () => {
  await proxy?.close()
  await Promise.all((instances ?? []).map((instance) => instance.close()))
  await postgres?.stop()
})

describe('two auth instances behind a round-robin proxy on one PostgreSQL', () => {
  it(`signs ${SIGN_INS} new users in at once with nothing lost and no code accepted twice`, async () => {
    const urls = instances.map((instance) => instance.url)
    const emails = Array.from({ length: SIGN_INS }, (_, i) => `user${i}@load.example`)
    // every code is raced on both instances at the same moment
    const results = await Promise.all(emails.map((email) => signIn(proxy.url, email, urls)))
    const failures = results.filter((result) => !result.ok)
    expect(failures).toEqual([])
    const done = results.flatMap((result) => (result.ok ? [result] : []))
    expect(done.map((result) => result.accepted)).toEqual(emails.map(() => 1))
    expect(new Set(done.map((result) => result.userId)).size).toBe(SIGN_INS)
    expect(new Set(done.map((result) => result.token)).size).toBe(SIGN_INS)
    // every session works through the proxy, and belongs to its own user
    const users = await Promise.all(
      done.map((result) => call(proxy.url, API_PATHS.user, undefined, result.token)),
    )
    expect(users.map((answer) => answer.status)).toEqual(emails.map(() => 200))
    expect(users.map((answer) => (answer.body.user as { email: string }).email)).toEqual(emails)
    expect(proxy.failed).toBe(0)
  }, 240_000)
})
