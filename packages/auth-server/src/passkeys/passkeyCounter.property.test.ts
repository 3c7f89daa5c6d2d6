import { ACCOUNT_API_PATHS } from '@latch/embedded-wallet/frame'
import fc from 'fast-check'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type AuthTestKit, startAuthTestKit } from '../testing/authTestKit'
import { createSoftwareAuthenticator } from '../testing/softwareAuthenticator'
import { useStoreMatrix } from '../testing/storeMatrix'
import { readPasskeyRows } from './testing/readPasskeyRows'

const FRAME_ORIGIN = 'http://localhost:5175'
const PASSKEYS = { rpId: 'localhost', rpName: 'Latch test', origins: [FRAME_ORIGIN] }

const matrix = useStoreMatrix()
// the PostgreSQL server starts once, outside any test's time
beforeAll(() => matrix.postgres(), 60_000)
const running: AuthTestKit[] = []
afterEach(async () => {
  await Promise.all(running.splice(0).map((kit) => kit.service.close()))
})

describe('passkey signature counters on two instances of one PostgreSQL database', () => {
  it('however sign-ins with chosen counters interleave, one counter value signs in at most once, every accepted one grew past the stored one, and the stored counter is the largest accepted', async () => {
    const databaseUrl = await (await matrix.postgres()).createDatabase()
    const start = () =>
      startAuthTestKit({ database: { postgres: databaseUrl }, secret: 'shared', passkeys: PASSKEYS })
    const a = await start()
    const b = await start()
    running.push(a, b)
    const authenticator = createSoftwareAuthenticator()
    const options = await a.post(ACCOUNT_API_PATHS.passkeyRegisterOptions, {})
    const response = authenticator.create(options.body.options as Record<string, unknown>, FRAME_ORIGIN)
    expect(
      (await a.post(ACCOUNT_API_PATHS.passkeyRegisterVerify, { response, deviceId: 'laptop' })).status,
    ).toBe(200)
    const stored = async () => Number((await readPasskeyRows({ postgres: databaseUrl }))[0]?.counter)

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
              authenticator.get(login.body.options as Record<string, unknown>, FRAME_ORIGIN, {
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
