import { ACCOUNT_API_PATHS } from '@latch/embedded-wallet/frame'
import fc from 'fast-check'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { AuthTestKit } from '../testing/authTestKit'
import { PASSKEY_FRAME_ORIGIN, passkeyOnTwoInstances } from '../testing/passkeyOnTwoInstances'
import { useStoreMatrix } from '../testing/storeMatrix'
import { readPasskeyRows } from './testing/readPasskeyRows'

const matrix = useStoreMatrix()
// the PostgreSQL server starts once, outside any test's time
beforeAll(() => matrix.postgres(), 60_000)
const running: AuthTestKit[] = []
afterEach(async () => {
  await Promise.all(running.splice(0).map((kit) => kit.service.close()))
})

describe('passkey signature counters on two instances of one PostgreSQL database', () => {
  it('however sign-ins with chosen counters interleave, one counter value signs in at most once, every accepted one grew past the stored one, and the stored counter is the largest accepted', async () => {
    const { databaseUrl, a, b, authenticator } = await passkeyOnTwoInstances(matrix)
    running.push(a, b)
    const stored = async () => Number((await readPasskeyRows({ postgres: databaseUrl }))[0]?.counter)
    // the authenticator keeps a counter: one sign-in moves it off 0 first (both 0 is the rule for an
    // authenticator that keeps none, which every sign-in passes)
    const first = await a.post(ACCOUNT_API_PATHS.passkeyLoginOptions, {})
    const moved = await a.post(ACCOUNT_API_PATHS.passkeyLoginVerify, {
      response: authenticator.get(first.body.options as Record<string, unknown>, PASSKEY_FRAME_ORIGIN, {
        counter: 1,
      }),
      deviceId: 'device-first',
    })
    expect([moved.status, await stored()]).toEqual([200, 1])

    await fc.assert(
      fc.asyncProperty(
        // counters above the stored one, some repeated (a cloned authenticator, a replay) and some
        // equal to it; each sign-in on either instance, started at once or after the earlier ones
        fc.array(
          fc.record({ step: fc.integer({ min: 0, max: 4 }), onB: fc.boolean(), waits: fc.boolean() }),
          { minLength: 2, maxLength: 6 },
        ),
        async (signIns) => {
          const before = await stored()
          // every assertion is made first (each with its own single-use challenge), then sent
          const assertions = []
          for (const signIn of signIns) {
            const kit = signIn.onB ? b : a
            const login = await kit.post(ACCOUNT_API_PATHS.passkeyLoginOptions, {})
            assertions.push(
              authenticator.get(login.body.options as Record<string, unknown>, PASSKEY_FRAME_ORIGIN, {
                counter: before + signIn.step,
              }),
            )
          }
          const answers: Promise<{ status: number; body: Record<string, unknown> }>[] = []
          for (const [i, signIn] of signIns.entries()) {
            if (signIn.waits) await Promise.all(answers)
            answers.push(
              (signIn.onB ? b : a).post(ACCOUNT_API_PATHS.passkeyLoginVerify, {
                response: assertions[i],
                deviceId: `device-${i}`,
              }),
            )
          }
          const settled = await Promise.all(answers)
          const accepted = signIns.map((s) => before + s.step).filter((_, i) => settled[i]?.status === 200)
          // a refusal is the typed counter refusal, never a failure of the service
          for (const answer of settled)
            if (answer.status !== 200)
              expect([answer.status, (answer.body.error as { code: string }).code]).toEqual([
                403,
                'PASSKEY_COUNTER',
              ])
          expect(new Set(accepted).size).toBe(accepted.length)
          for (const counter of accepted) expect(counter).toBeGreaterThan(before)
          const after = await stored()
          expect(after).toBe(accepted.length === 0 ? before : Math.max(...accepted))
          // a counter that does not grow past the stored one never signs in
          if (signIns.every((s) => s.step === 0)) expect(accepted).toEqual([])
        },
      ),
      { numRuns: 25 },
    )
  }, 90_000)
})
