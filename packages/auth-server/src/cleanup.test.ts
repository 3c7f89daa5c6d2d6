import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { API_PATHS } from '@latch/embedded-wallet'
import Database from 'better-sqlite3'
import pg from 'pg'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { DatabaseOptions } from './db/openStore'
import { type AuthTestKit, startAuthTestKit } from './testing/authTestKit'
import { useStoreMatrix } from './testing/storeMatrix'

const matrix = useStoreMatrix()
let kit: AuthTestKit | undefined
let dir: string | undefined
afterEach(async () => {
  await kit?.service.close()
  if (dir !== undefined) rmSync(dir, { recursive: true, force: true })
  kit = undefined
  dir = undefined
})

const MINUTE = 60_000
const TABLES = ['otp_codes', 'logins', 'sessions', 'wallet_challenges', 'mail_sends'] as const
type Counts = Record<(typeof TABLES)[number] | 'device_links', number>

// Reads the rows the service left, straight from its database (a second connection).
async function countRows(database: DatabaseOptions): Promise<Counts> {
  const queries = [
    ...TABLES.map((table) => `SELECT COUNT(*) AS n FROM ${table}`),
    'SELECT COUNT(*) AS n FROM logins WHERE link_hash IS NOT NULL',
  ]
  let values: number[]
  if ('sqlite' in database) {
    const db = new Database(database.sqlite, { readonly: true })
    values = queries.map((sql) => db.prepare<[], { n: number }>(sql).get()?.n ?? -1)
    db.close()
  } else {
    const client = new pg.Client({ connectionString: database.postgres })
    await client.connect()
    values = []
    for (const sql of queries) values.push(Number((await client.query<{ n: string }>(sql)).rows[0]?.n))
    await client.end()
  }
  const [otp_codes, logins, sessions, wallet_challenges, mail_sends, device_links] = values as [
    number,
    number,
    number,
    number,
    number,
    number,
  ]
  return { otp_codes, logins, sessions, wallet_challenges, mail_sends, device_links }
}

describe.each(matrix.stores)('on %s', (store) => {
  it('deletes expired codes, device links, challenges, pending sign-ins and sessions on a schedule, and nothing live', async () => {
    let database: DatabaseOptions
    if (store === 'sqlite') {
      dir = mkdtempSync(join(tmpdir(), 'latch-cleanup-'))
      database = { sqlite: join(dir, 'auth.sqlite') }
    } else database = await matrix.database('postgres')
    kit = await startAuthTestKit({ database, cleanupIntervalMs: 20 })
    const ada = await kit.signIn('ada@example.com', 'laptop')
    await kit.challenge(ada.token)
    const link = await kit.post(API_PATHS.emailStart, { email: 'ada@example.com', deviceId: 'phone' })
    expect(link.body.action).toBe('VERIFY_DEVICE')
    const code = await kit.post(API_PATHS.emailStart, { email: 'bob@example.com', deviceId: 'd1' })
    expect(code.body.action).toBe('VERIFY_OTP')
    const live: Counts = {
      otp_codes: 1,
      logins: 2,
      sessions: 1,
      wallet_challenges: 1,
      mail_sends: 3,
      device_links: 1,
    }
    // several sweeps run: everything is still live
    await new Promise((resolve) => setTimeout(resolve, 120))
    expect(await countRows(database)).toEqual(live)

    // codes and device links live 10 minutes; a challenge is kept one lifetime (5 min) after expiring
    kit.advance(11 * MINUTE)
    await vi.waitFor(async () =>
      expect(await countRows(database)).toEqual({
        ...live,
        otp_codes: 0,
        device_links: 0,
        wallet_challenges: 0,
      }),
    )
    // pending sign-ins live an hour, mail sends count for the one-hour window
    kit.advance(60 * MINUTE)
    await vi.waitFor(async () =>
      expect(await countRows(database)).toEqual({
        ...live,
        otp_codes: 0,
        device_links: 0,
        wallet_challenges: 0,
        logins: 0,
        mail_sends: 0,
      }),
    )
    expect((await kit.get(API_PATHS.user, ada.token)).status).toBe(200)
    // sessions live 30 days
    kit.advance(30 * 24 * 60 * MINUTE)
    await vi.waitFor(async () => expect((await countRows(database)).sessions).toBe(0))
  })
})
