import { ConnectionError } from '@latch/core'
import { API_PATHS } from '@latch/embedded-wallet'
import { startOAuthStandIn } from '@latch/testing/oauth'
import pg from 'pg'
import { afterEach, describe, expect, it } from 'vitest'
import type { AuthServiceOptions } from './service/authServiceOptions'
import { startAuthService } from './startAuthService'
import { APP_ORIGIN, type AuthTestKit, startAuthTestKit } from './testing/authTestKit'
import { useStoreMatrix } from './testing/storeMatrix'
import { createTestWalletKeys, signWalletProof } from './testing/walletProofs'

const matrix = useStoreMatrix()
const running: AuthTestKit[] = []
afterEach(async () => {
  await Promise.all(running.splice(0).map((kit) => kit.service.close()))
})

const PUBLIC_URL = 'http://auth.example.test'
const errorCode = (body: Record<string, unknown>) => (body.error as { code: string } | undefined)?.code

/** Two instances of the service on one fresh PostgreSQL database, sharing a clock and a secret. */
async function twoInstances(
  options: Partial<AuthServiceOptions> = {},
): Promise<[AuthTestKit & { databaseUrl: string }, AuthTestKit]> {
  const databaseUrl = await (await matrix.postgres()).createDatabase()
  const database = { postgres: databaseUrl }
  const clock = 1_700_000_000_000
  const start = () =>
    startAuthTestKit({ database, now: () => clock, publicUrl: PUBLIC_URL, secret: 'shared', ...options })
  const pair: [AuthTestKit & { databaseUrl: string }, AuthTestKit] = [
    { ...(await start()), databaseUrl },
    await start(),
  ]
  running.push(...pair)
  return pair
}

describe('several instances on one PostgreSQL database', () => {
  it('accepts a code mailed by one instance at the other, once, when both get it at the same moment', async () => {
    const [a, b] = await twoInstances()
    const { body } = await a.post(API_PATHS.emailStart, { email: 'ada@example.com', deviceId: 'd1' })
    const otp = await b.lastCode('ada@example.com')
    const tries = await Promise.all(
      [a, b, a, b, a, b].map((kit) => kit.post(API_PATHS.emailVerify, { loginId: body.loginId, otp })),
    )
    expect(tries.filter((answer) => answer.status === 200)).toHaveLength(1)
    for (const answer of tries.filter((answer) => answer.status !== 200)) {
      expect(answer.status).toBeGreaterThanOrEqual(400)
      expect(['OTP_EXPIRED', 'LOGIN_NOT_FOUND']).toContain(errorCode(answer.body))
    }
  })

  it('leaves nothing half done when a sign-in fails after its code was checked: the same code then works', async () => {
    const [a, b] = await twoInstances()
    const { body } = await a.post(API_PATHS.emailStart, { email: 'ada@example.com', deviceId: 'd1' })
    const otp = await a.lastCode('ada@example.com')
    // the database refuses the session insert, as a crash or a lost connection at that point would
    const client = new pg.Client({ connectionString: a.databaseUrl })
    await client.connect()
    await client.query(`
      CREATE FUNCTION refuse_session() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'refused'; END $$ LANGUAGE plpgsql;
      CREATE TRIGGER refuse_session BEFORE INSERT ON sessions FOR EACH ROW EXECUTE FUNCTION refuse_session();`)
    const failed = await a.post(API_PATHS.emailVerify, { loginId: body.loginId, otp })
    expect(failed.status).toBe(500)
    await client.query('DROP TRIGGER refuse_session ON sessions')
    const users = await client.query('SELECT id FROM users')
    await client.end()
    expect(users.rows).toEqual([])
    const retried = await b.post(API_PATHS.emailVerify, { loginId: body.loginId, otp })
    expect(retried.status).toBe(200)
    const again = await a.post(API_PATHS.emailStart, { email: 'ada@example.com', deviceId: 'd1' })
    expect(again.body.action).toBe('VERIFY_OTP')
  })

  it('uses up a social result code only with the session it opens: after a failed finish the same code works', async () => {
    const standIn = await startOAuthStandIn({
      clients: [
        {
          clientId: 'latch',
          clientSecret: 'client-secret',
          redirectUris: [`${PUBLIC_URL}${API_PATHS.socialCallback}`],
        },
      ],
      user: { sub: 'gh-42', email: 'ada@example.com', name: 'Ada', preferred_username: 'ada' },
    })
    try {
      const [a, b] = await twoInstances({ socialProviders: { github: standIn.providerConfig('latch') } })
      const started = await a.post('/v1/social/github/start', { origin: APP_ORIGIN })
      const page = await (await fetch(String(started.body.uri))).text()
      const decision = await fetch(`${standIn.url}/authorize/decision`, {
        method: 'POST',
        body: new URLSearchParams({
          request_id: /name="request_id" value="([^"]+)"/.exec(page)?.[1] ?? '',
          decision: 'allow',
        }),
        redirect: 'manual',
      })
      const redirect = new URL(decision.headers.get('location') ?? '')
      const callback = await (await fetch(`${b.url}${redirect.pathname}${redirect.search}`)).text()
      const code = /data-code="([^"]+)"/.exec(callback)?.[1] ?? ''
      expect(code).not.toBe('')

      const client = new pg.Client({ connectionString: a.databaseUrl })
      await client.connect()
      await client.query(`
        CREATE FUNCTION refuse_session() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'refused'; END $$ LANGUAGE plpgsql;
        CREATE TRIGGER refuse_session BEFORE INSERT ON sessions FOR EACH ROW EXECUTE FUNCTION refuse_session();`)
      const failed = await a.post(API_PATHS.socialFinish, { state: started.body.state, code })
      expect(failed.status).toBe(500)
      await client.query('DROP TRIGGER refuse_session ON sessions')
      await client.end()
      const retried = await b.post(API_PATHS.socialFinish, { state: started.body.state, code })
      expect(retried.status).toBe(200)
      expect((retried.body.user as { username: string }).username).toBe('ada')
      const replay = await a.post(API_PATHS.socialFinish, { state: started.body.state, code })
      expect(errorCode(replay.body)).toBe('SOCIAL_INVALID')
    } finally {
      await standIn.close()
    }
  })

  it('compares no more than maxAttempts guesses however they are spread over instances', async () => {
    const [a, b] = await twoInstances({ otp: { maxAttempts: 3 } })
    const { body } = await a.post(API_PATHS.emailStart, { email: 'ada@example.com', deviceId: 'd1' })
    const otp = await a.lastCode('ada@example.com')
    const wrong = otp === '000000' ? '111111' : '000000'
    const guesses = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        (i % 2 === 0 ? a : b).post(API_PATHS.emailVerify, { loginId: body.loginId, otp: wrong }),
      ),
    )
    expect(guesses.filter((answer) => errorCode(answer.body) === 'OTP_INVALID')).toHaveLength(3)
    expect(guesses.filter((answer) => errorCode(answer.body) === 'OTP_ATTEMPTS')).toHaveLength(9)
    const right = await b.post(API_PATHS.emailVerify, { loginId: body.loginId, otp })
    expect(errorCode(right.body)).toBe('OTP_ATTEMPTS')
  })

  it('holds the per-address mail cap across instances under concurrent sign-ins', async () => {
    const [a, b] = await twoInstances({ otp: { maxSendsPerWindow: 3 } })
    const starts = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        (i % 2 === 0 ? a : b).post(API_PATHS.emailStart, { email: 'ada@example.com', deviceId: `d${i}` }),
      ),
    )
    expect(starts.filter((answer) => answer.status === 200)).toHaveLength(3)
    expect(starts.filter((answer) => answer.status === 429)).toHaveLength(7)
    expect(await a.mails('ada@example.com')).toHaveLength(3)
  })

  it('honours a resend cooldown started on the other instance', async () => {
    const [a, b] = await twoInstances()
    const { body } = await a.post(API_PATHS.emailStart, { email: 'ada@example.com', deviceId: 'd1' })
    const resends = await Promise.all(
      [a, b].map((kit) => kit.post(API_PATHS.emailResend, { loginId: body.loginId })),
    )
    expect(resends.map((answer) => answer.status)).toEqual([429, 429])
  })

  it('shares sessions: opened on one instance, honoured and ended on the other', async () => {
    const [a, b] = await twoInstances()
    const session = await a.signIn('ada@example.com')
    expect((await b.get(API_PATHS.user, session.token)).status).toBe(200)
    expect((await b.post(API_PATHS.signOut, {}, session.token)).status).toBe(200)
    expect((await a.get(API_PATHS.user, session.token)).status).toBe(401)
  })

  it('lets a wallet challenge back one binding, even when both instances get it at once', async () => {
    const [a, b] = await twoInstances()
    const session = await a.signIn('ada@example.com')
    const challenge = await b.challenge(session.token)
    const proof = await signWalletProof(await createTestWalletKeys(), {
      service: PUBLIC_URL,
      userId: session.user.id,
      challenge,
    })
    const binds = await Promise.all([a, b].map((kit) => kit.post(API_PATHS.wallet, proof, session.token)))
    expect(binds.map((answer) => answer.status).sort()).toEqual([200, 400])
    expect(binds.map((answer) => errorCode(answer.body)).filter(Boolean)).toEqual([
      'WALLET_CHALLENGE_INVALID',
    ])
  })

  it('migrates an empty database once when instances start at the same moment', async () => {
    const url = await (await matrix.postgres()).createDatabase()
    const database = { postgres: url }
    const kits = await Promise.all([1, 2, 3].map(() => startAuthTestKit({ database, secret: 'shared' })))
    running.push(...kits)
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    const versions = await client.query<{ version: number }>(
      'SELECT version FROM schema_migrations ORDER BY version',
    )
    await client.end()
    expect(versions.rows.map((row) => row.version)).toEqual([1, 2, 3, 4, 5])
    const session = await kits[2]!.signIn('ada@example.com')
    expect((await kits[0]!.get(API_PATHS.user, session.token)).status).toBe(200)
  })

  it('fails to start with a ConnectionError when PostgreSQL cannot be reached, leaving no server behind', async () => {
    const refused = await startAuthService({
      allowedOrigins: [],
      mail: 'dev-mailbox',
      database: { postgres: 'postgres://latch@127.0.0.1:1/none' },
      secret: 'shared',
    }).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(ConnectionError)
    expect(refused).toMatchObject({
      code: 'DATABASE_UNAVAILABLE',
      shortMessage: 'Could not open the auth database.',
    })
  })

  it('refuses to start on PostgreSQL without a shared secret, before touching the database', async () => {
    await expect(
      startAuthService({
        allowedOrigins: [],
        mail: 'dev-mailbox',
        database: { postgres: 'postgres://latch@127.0.0.1:1/none' },
      }),
    ).rejects.toThrow(/needs a `secret`, the same on every instance/)
  })
})
