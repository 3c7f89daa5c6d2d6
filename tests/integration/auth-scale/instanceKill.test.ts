import { API_PATHS } from '@latch/embedded-wallet'
import { startPostgres, type TestPostgres } from '@latch/testing/postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, type InstanceProcess, type SignInResult, signIn, startInstanceProcess } from './authScaleWorld'
import { type RoundRobinProxy, startRoundRobinProxy } from './roundRobinProxy'

let postgres: TestPostgres
let instances: InstanceProcess[]
let proxy: RoundRobinProxy

beforeAll(async () => {
  postgres = await startPostgres()
  const url = await postgres.createDatabase()
  instances = await Promise.all([startInstanceProcess(url), startInstanceProcess(url)])
  proxy = await startRoundRobinProxy(instances.map((instance) => instance.url))
})
afterAll(async () => {
  await proxy?.close()
  await Promise.all((instances ?? []).map((instance) => instance.stop()))
  await postgres?.stop()
})

describe('an auth instance killed mid-run', () => {
  it('fails only its in-flight requests, cleanly, while the other instance keeps serving', async () => {
    const [doomed] = instances
    const emails = Array.from({ length: 150 }, (_, i) => `user${i}@kill.example`)
    let settled = 0
    const running = emails.map((email) =>
      signIn(proxy.url, email).then((result) => {
        settled++
        return result
      }),
    )
    // kill it once the run is under way, with requests in flight on both instances
    while (settled < 20) await new Promise((resolve) => setTimeout(resolve, 5))
    doomed?.kill()
    const results: SignInResult[] = await Promise.all(running)
    expect(
      (await call(doomed?.url ?? '', API_PATHS.emailStart, { email: 'x@kill.example', deviceId: 'd' }))
        .status,
    ).toBe(0)

    // every sign-in ended: it succeeded, or got an answer saying it failed (502 from the
    // balancer, or a 4xx when its pending login or code went down with the instance) — none hung
    const failed = results.flatMap((result) => (result.ok ? [] : [result]))
    for (const failure of failed) {
      expect(failure.answer.status, JSON.stringify(failure)).not.toBe(0)
      expect(
        failure.answer.status === 502 || (failure.answer.status >= 400 && failure.answer.status < 500),
      ).toBe(true)
    }
    expect(results.filter((result) => result.ok).length).toBeGreaterThan(20)
    // nothing that succeeded is lost: every session works on the survivor
    for (const result of results)
      if (result.ok) expect((await call(proxy.url, API_PATHS.user, undefined, result.token)).status).toBe(200)
    // and every user whose sign-in failed signs in now, through the survivor alone
    const retried = await Promise.all(
      results.map((result, i) => (result.ok ? result : signIn(proxy.url, emails[i] as string))),
    )
    expect(retried.filter((result) => !result.ok)).toEqual([])
    const more = await Promise.all(
      Array.from({ length: 50 }, (_, i) => signIn(proxy.url, `after${i}@kill.example`)),
    )
    expect(more.filter((result) => !result.ok)).toEqual([])
  }, 120_000)
})
