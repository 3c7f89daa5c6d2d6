import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { API_PATHS } from '@latch/embedded-wallet'
import pg from 'pg'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { DatabaseOptions } from './db/openStore'
import type { OutgoingMail } from './mail/MailTransport'
import { type AuthService, startAuthService } from './startAuthService'
import { useStoreMatrix } from './testing/storeMatrix'

const matrix = useStoreMatrix()

let dir: string
let databasePath: string
let sent: OutgoingMail[]
const running: AuthService[] = []

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'latch-auth-'))
  databasePath = join(dir, 'auth.sqlite')
  sent = []
})
afterEach(async () => {
  await Promise.all(running.splice(0).map((service) => service.close()))
  rmSync(dir, { recursive: true, force: true })
})

async function start(database: DatabaseOptions = { sqlite: databasePath }): Promise<AuthService> {
  const service = await startAuthService({
    allowedOrigins: ['http://127.0.0.1:5173'],
    database,
    secret: 'persistence-test-secret',
    mail: { send: async (mail) => void sent.push(mail) },
  })
  running.push(service)
  return service
}

async function post(service: AuthService, path: string, body: unknown) {
  const response = await fetch(`${service.url}${path}`, { method: 'POST', body: JSON.stringify(body) })
  return (await response.json()) as Record<string, string>
}

describe.each(['sqlite file', 'postgres'] as const)('persistence in a %s', (kind) => {
  it('keeps users, devices and sessions across a restart', async () => {
    const database: DatabaseOptions =
      kind === 'postgres' ? await matrix.database('postgres') : { sqlite: databasePath }
    const first = await start(database)
    const { loginId } = await post(first, API_PATHS.emailStart, {
      email: 'a@example.com',
      deviceId: 'laptop',
    })
    const { token } = await post(first, API_PATHS.emailVerify, { loginId, otp: sent.at(-1)?.code })
    await first.close()
    running.length = 0

    const second = await start(database)
    const me = await fetch(`${second.url}${API_PATHS.user}`, {
      headers: { authorization: `Bearer ${token}` },
    })
    expect(me.status).toBe(200)
    expect((await me.json()).user.email).toBe('a@example.com')
    expect(
      (await post(second, API_PATHS.emailStart, { email: 'a@example.com', deviceId: 'laptop' })).action,
    ).toBe('VERIFY_OTP')
    expect(
      (await post(second, API_PATHS.emailStart, { email: 'a@example.com', deviceId: 'phone' })).action,
    ).toBe('VERIFY_DEVICE')
  })

  it('stores neither one-time codes nor session tokens in plaintext, and mails through the transport only', async () => {
    const database: DatabaseOptions =
      kind === 'postgres' ? await matrix.database('postgres') : { sqlite: databasePath }
    const service = await start(database)
    const contents = async () => {
      if (!('postgres' in database)) return readFileSync(databasePath).toString('latin1')
      const client = new pg.Client({ connectionString: database.postgres })
      await client.connect()
      try {
        const tables = await client.query<{ tablename: string }>(
          "SELECT tablename FROM pg_tables WHERE schemaname = 'public'",
        )
        let dump = ''
        for (const { tablename } of tables.rows)
          dump += JSON.stringify((await client.query(`SELECT * FROM ${tablename}`)).rows)
        return dump
      } finally {
        await client.end()
      }
    }
    const { loginId } = await post(service, API_PATHS.emailStart, { email: 'a@example.com', deviceId: 'd1' })
    const code = sent.at(-1)?.code ?? ''
    expect(sent).toEqual([
      expect.objectContaining({ to: 'a@example.com', code: expect.stringMatching(/^\d{6}$/) }),
    ])
    const pending = await contents()
    expect(pending).toContain('a@example.com')
    expect(pending).not.toContain(code)
    const { token } = await post(service, API_PATHS.emailVerify, { loginId, otp: code })
    expect(token).toBeTruthy()
    const signedIn = await contents()
    expect(signedIn).not.toContain(token)
    expect(signedIn).not.toContain(code)
    expect((await fetch(`${service.url}${API_PATHS.devMailbox}`)).status).toBe(404)
  })
})
