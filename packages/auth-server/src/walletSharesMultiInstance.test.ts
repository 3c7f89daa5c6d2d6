import { ACCOUNT_API_PATHS } from '@latch/embedded-wallet/frame'
import fc from 'fast-check'
import pg from 'pg'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { sha256Hex } from './service/randomId'
import { SESSION_TTL_MS } from './sessions/sessions'
import type { NewSplit } from './shares/readShareFields'
import { type AuthTestKit, startAuthTestKit } from './testing/authTestKit'
import { useStoreMatrix } from './testing/storeMatrix'
import { newSplit, signInNewDevice } from './testing/walletShareSets'

const matrix = useStoreMatrix()
// the PostgreSQL server starts once, outside any test's time
beforeAll(() => matrix.postgres(), 60_000)
const running: AuthTestKit[] = []
afterEach(async () => {
  await Promise.all(running.splice(0).map((kit) => kit.service.close()))
})

const EMAIL = 'ada@example.com'
const error = (body: Record<string, unknown>) => body.error as { code: string; attemptsLeft?: number }

/** Two instances of the service on one fresh PostgreSQL database, sharing a clock and a secret. */
async function twoInstances() {
  const databaseUrl = await (await matrix.postgres()).createDatabase()
  const clock = { now: 1_700_000_000_000 }
  const start = () =>
    startAuthTestKit({
      database: { postgres: databaseUrl },
      now: () => clock.now,
      secret: 'shared',
      otp: { maxSendsPerWindow: 50 },
    })
  const a = await start()
  const b = await start()
  running.push(a, b)
  return { a, b, clock, databaseUrl }
}

const hex16 = fc.uint8Array({ minLength: 8, maxLength: 8 }).map((bytes) => Buffer.from(bytes).toString('hex'))

describe('wallet shares on several instances of one PostgreSQL database', () => {
  it('lets exactly one of concurrent PUTs naming the stored split win, however they are spread and ordered', async () => {
    const { a, b } = await twoInstances()
    const session = await a.signIn(EMAIL, 'laptop')
    const template = (await newSplit(null)).body
    const put = (kit: AuthTestKit, body: NewSplit) =>
      kit.put(ACCOUNT_API_PATHS.walletShares, body, session.token)
    let stored: string | null = null
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ onB: fc.boolean(), stale: fc.boolean(), setId: hex16 }), {
          minLength: 2,
          maxLength: 6,
        }),
        async (writes) => {
          const unique = new Set(writes.map((write) => write.setId))
          fc.pre(unique.size === writes.length && (stored === null || !unique.has(stored)))
          const current = stored
          const bodies = writes.map((write) => ({
            ...template,
            setId: write.setId,
            previousSetId: write.stale ? 'ffffffffffffffff' : current,
          }))
          const answers = await Promise.all(bodies.map((body, i) => put(writes[i]?.onB ? b : a, body)))
          const naming = bodies.filter((body) => body.previousSetId === current)
          const winners = bodies.filter((_, i) => answers[i]?.status === 200)
          expect(winners).toHaveLength(naming.length > 0 ? 1 : 0)
          for (const [i, answer] of answers.entries())
            if (answer.status !== 200) expect([i, error(answer.body).code]).toEqual([i, 'SHARES_CONFLICT'])
          const winner = winners[0]
          if (winner) {
            expect(winner.previousSetId).toBe(current)
            stored = winner.setId
          }
          const now = await (writes[0]?.onB ? a : b).get(ACCOUNT_API_PATHS.walletShares, session.token)
          expect(now.body.setId ?? null).toBe(stored)
        },
      ),
      { numRuns: 25 },
    )
  }, 30_000)

  it('counts wrong recovery checks across both instances: five in all lock the account on both', async () => {
    const { a, b, clock } = await twoInstances()
    const session = await a.signIn(EMAIL, 'laptop')
    const { body } = await newSplit(null)
    await a.put(ACCOUNT_API_PATHS.walletShares, body, session.token)
    const wrong = { setId: body.setId, recoveryCheck: (await newSplit(null)).body.recoveryCheck }
    const tries = await Promise.all(
      Array.from({ length: 9 }, (_, i) =>
        (i % 2 === 0 ? a : b).post(ACCOUNT_API_PATHS.walletRecover, wrong, session.token),
      ),
    )
    const refused = tries.filter((answer) => error(answer.body).code === 'RECOVERY_WRONG')
    expect(refused.map((answer) => error(answer.body).attemptsLeft).sort()).toEqual([0, 1, 2, 3, 4])
    expect(tries.filter((answer) => answer.status === 429)).toHaveLength(4)
    const right = { setId: body.setId, recoveryCheck: body.recoveryCheck }
    for (const kit of [a, b]) {
      const locked = await kit.post(ACCOUNT_API_PATHS.walletRecover, right, session.token)
      expect([locked.status, error(locked.body).code]).toEqual([429, 'RECOVERY_LOCKED'])
    }
    clock.now += 60 * 60_000
    const released = await b.post(ACCOUNT_API_PATHS.walletRecover, right, session.token)
    expect(released.body).toEqual({
      setId: body.setId,
      authShare: body.authShare,
      deviceShareBox: body.deviceShareBox,
    })
  })

  it('counts every wrong check once, however right and wrong checks interleave on the two instances', async () => {
    const { a, b, clock } = await twoInstances()
    const session = await a.signIn(EMAIL, 'laptop')
    const { body } = await newSplit(null)
    await a.put(ACCOUNT_API_PATHS.walletShares, body, session.token)
    const right = { setId: body.setId, recoveryCheck: body.recoveryCheck }
    const wrong = { setId: body.setId, recoveryCheck: (await newSplit(null)).body.recoveryCheck }
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ onB: fc.boolean(), isRight: fc.boolean() }), { minLength: 1, maxLength: 9 }),
        async (tries) => {
          // each run in a window of its own: the count starts at zero
          clock.now += 60 * 60_000 + 1
          const answers = await Promise.all(
            tries.map((attempt) =>
              (attempt.onB ? b : a).post(
                ACCOUNT_API_PATHS.walletRecover,
                attempt.isRight ? right : wrong,
                session.token,
              ),
            ),
          )
          const wrongs = tries.filter((attempt) => !attempt.isRight).length
          const counted = Math.min(wrongs, 5)
          const refused = answers.filter((answer) => error(answer.body)?.code === 'RECOVERY_WRONG')
          // one count per wrong check, in one sequence: 4, 3, … whatever the order
          expect(refused.map((answer) => error(answer.body)?.attemptsLeft).sort()).toEqual(
            Array.from({ length: counted }, (_, i) => 5 - counted + i),
          )
          // below the limit nothing is locked and every right check is answered
          if (wrongs < 5) {
            expect(answers.filter((answer) => answer.status === 429)).toEqual([])
            expect(answers.filter((answer) => answer.status === 200)).toHaveLength(tries.length - wrongs)
          }
          // the count stored is the count answered: the next wrong check continues it
          const next = await (tries[0]?.onB ? a : b).post(
            ACCOUNT_API_PATHS.walletRecover,
            wrong,
            session.token,
          )
          if (counted < 5)
            expect(error(next.body)).toMatchObject({ code: 'RECOVERY_WRONG', attemptsLeft: 4 - counted })
          else expect(error(next.body).code).toBe('RECOVERY_LOCKED')
        },
      ),
      { numRuns: 20 },
    )
  }, 60_000)

  it('refuses a revoked device everywhere: its sessions end on both, and a session of it that survived gets DEVICE_REVOKED', async () => {
    const { a, b, databaseUrl } = await twoInstances()
    const laptop = await a.signIn(EMAIL, 'laptop')
    const first = await newSplit(null)
    await a.put(ACCOUNT_API_PATHS.walletShares, first.body, laptop.token)
    const phone = await signInNewDevice(b, EMAIL, 'phone')
    const second = await newSplit(first.set.setId)
    const revoke = await b.post(
      ACCOUNT_API_PATHS.deviceRevoke,
      { deviceId: 'phone', shares: second.body },
      laptop.token,
    )
    expect(revoke.status).toBe(200)
    for (const kit of [a, b])
      expect((await kit.get(ACCOUNT_API_PATHS.walletShares, phone.token)).status).toBe(401)
    // a session of the phone written as the revoke committed (a sign-in racing it on another instance)
    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    await client.query(
      'INSERT INTO sessions (token_hash, user_id, device_id, expires_at) VALUES ($1, $2, $3, $4)',
      [sha256Hex('late-phone-session'), laptop.user.id, 'phone', 1_700_000_000_000 + SESSION_TTL_MS],
    )
    await client.end()
    const late = 'late-phone-session'
    const answers = [
      await a.get(ACCOUNT_API_PATHS.walletShares, late),
      await b.put(ACCOUNT_API_PATHS.walletShares, (await newSplit(second.set.setId)).body, late),
      await a.post(
        ACCOUNT_API_PATHS.walletRecover,
        { setId: second.set.setId, recoveryCheck: second.body.recoveryCheck },
        late,
      ),
    ]
    expect(answers.map((answer) => [answer.status, error(answer.body).code])).toEqual([
      [403, 'DEVICE_REVOKED'],
      [403, 'DEVICE_REVOKED'],
      [403, 'DEVICE_REVOKED'],
    ])
    expect((await b.get(ACCOUNT_API_PATHS.walletShares, laptop.token)).body.setId).toBe(second.set.setId)
  })
})
