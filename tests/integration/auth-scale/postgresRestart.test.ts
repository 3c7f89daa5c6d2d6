import type { AuthService } from '@latch/auth-server'
import { API_PATHS } from '@latch/embedded-wallet'
import { startPostgres, type TestPostgres } from '@latch/testing/postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, signIn, startInstance } from './authScaleWorld'
import { type RoundRobinProxy, startRoundRobinProxy } from './roundRobinProxy'

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

describe('PostgreSQL restarted under the auth instances', () => {
  it('the service reconnects by itself and keeps every session', async () => {
    const before = await Promise.all(
      Array.from({ length: 20 }, (_, i) => signIn(proxy.url, `before${i}@restart.example`)),
    )
    expect(before.filter((result) => !result.ok)).toEqual([])

    await postgres.restart()
    // statements on connections the restart cut fail once (500); the pools then reconnect
    const deadline = Date.now() + 20_000
    let probe = await call(proxy.url, API_PATHS.emailStart, { email: 'probe@restart.example', deviceId: 'd' })
    while (probe.status !== 200 && Date.now() < deadline) {
      expect([500, 503]).toContain(probe.status)
      await new Promise((resolve) => setTimeout(resolve, 100))
      probe = await call(proxy.url, API_PATHS.emailStart, { email: 'probe@restart.example', deviceId: 'd' })
    }
    expect(probe.status).toBe(200)

    const after = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        signIn(
          proxy.url,
          `after${i}@restart.example`,
          instances.map((s) => s.url),
        ),
      ),
    )
    expect(after.filter((result) => !result.ok)).toEqual([])
    expect(after.map((result) => (result.ok ? result.accepted : 0))).toEqual(after.map(() => 1))
    for (const result of before)
      if (result.ok) expect((await call(proxy.url, API_PATHS.user, undefined, result.token)).status).toBe(200)
  }, 120_000)
})
