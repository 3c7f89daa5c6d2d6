import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ACCOUNT_API_PATHS } from '@latch/embedded-wallet/frame'
import Database from 'better-sqlite3'
import pg from 'pg'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { openText } from '../../embedded-wallet/src/shares/shareBoxes'
import { combineWalletShares, readShare } from '../../embedded-wallet/src/shares/walletShares'
import { type AuthTestKit, startAuthTestKit } from './testing/authTestKit'
import { useStoreMatrix } from './testing/storeMatrix'
import { newSplit, signInNewDevice, TEST_MNEMONIC } from './testing/walletShareSets'

const matrix = useStoreMatrix()
// the PostgreSQL server starts once, outside any test's time
beforeAll(() => matrix.postgres(), 60_000)
const SECRET = 'wallet-dump-test-secret'
const EMAIL = 'ada@example.com'
let kit: AuthTestKit | undefined
let dir: string | undefined
afterEach(async () => {
  await kit?.service.close()
  if (dir !== undefined) rmSync(dir, { recursive: true, force: true })
  kit = undefined
  dir = undefined
})

/** Every value of every row of every table, as text. */
async function dumpSqlite(path: string): Promise<string[]> {
  const db = new Database(path, { readonly: true })
  try {
    const tables = db
      .prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table'")
      .all()
    return tables
      .flatMap(({ name }) =>
        db
          .prepare<[], Record<string, unknown>>(`SELECT * FROM "${name}"`)
          .all()
          .flatMap((row) => Object.values(row)),
      )
      .filter((value) => value !== null)
      .map(String)
  } finally {
    db.close()
  }
}

async function dumpPostgres(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const tables = await client.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'",
    )
    const values: string[] = []
    for (const { table_name } of tables.rows) {
      const rows = await client.query<Record<string, unknown>>(`SELECT * FROM "${table_name}"`)
      for (const row of rows.rows)
        for (const value of Object.values(row)) if (value !== null) values.push(String(value))
    }
    return values
  } finally {
    await client.end()
  }
}

/** The byte strings a value could stand for as key material: its text, its share bytes, its base64url or hex. */
function keyMaterials(value: string): Uint8Array[] {
  const keys: Uint8Array[] = [new TextEncoder().encode(value)]
  try {
    keys.push(readShare(value).bytes)
  } catch {}
  if (/^[A-Za-z0-9_-]+$/.test(value)) keys.push(Buffer.from(value, 'base64url'))
  if (/^([0-9a-f]{2})+$/.test(value)) keys.push(Buffer.from(value, 'hex'))
  return keys
}

/**
 * Tries what an attacker holding these strings would: the phrase itself, every pair through
 * `combineWalletShares`, and every string opened as a sealed box under every string (as text,
 * share bytes, base64url or hex) for every split id among them, for both box purposes, then what
 * a box opened to combined with every string. Answers whether any of it gives back the phrase.
 */
async function rebuilds(strings: readonly string[]): Promise<boolean> {
  const values = [...new Set(strings)]
  if (values.some((value) => value.includes(TEST_MNEMONIC))) return true
  const opened: string[] = []
  const setIds = values.filter((value) => /^[0-9a-f]{16}$/.test(value))
  for (const box of values)
    for (const key of values)
      for (const material of keyMaterials(key))
        for (const setId of setIds)
          for (const purpose of ['device-share', 'passkey'] as const)
            await openText(box, material, setId, purpose).then(
              (text) => void opened.push(text),
              () => {},
            )
  const candidates = [...new Set([...values, ...opened])]
  if (opened.includes(TEST_MNEMONIC)) return true
  for (const first of candidates)
    for (const second of candidates)
      if ((await combineWalletShares(first, second).catch(() => undefined)) === TEST_MNEMONIC) return true
  return false
}

describe.each(['sqlite file', 'postgres'] as const)('a full dump of a %s database', (kind) => {
  it('plus the service secret cannot rebuild the wallet; with the recovery kit it can (the search is able to)', async () => {
    dir = mkdtempSync(join(tmpdir(), 'latch-dump-'))
    const database =
      kind === 'postgres' ? await matrix.database('postgres') : { sqlite: join(dir, 'auth.sqlite') }
    kit = await startAuthTestKit({ database, secret: SECRET, otp: { maxSendsPerWindow: 50 } })
    // a wallet's whole life on the service: first split, a second device, a wrong and a right
    // recovery, the device revoked with a new split
    const laptop = await kit.signIn(EMAIL, 'laptop')
    const first = await newSplit(null)
    expect((await kit.put(ACCOUNT_API_PATHS.walletShares, first.body, laptop.token)).status).toBe(200)
    const phone = await signInNewDevice(kit, EMAIL, 'phone')
    const wrong = { setId: first.set.setId, recoveryCheck: (await newSplit(null)).body.recoveryCheck }
    expect((await kit.post(ACCOUNT_API_PATHS.walletRecover, wrong, phone.token)).status).toBe(403)
    const right = { setId: first.set.setId, recoveryCheck: first.body.recoveryCheck }
    expect((await kit.post(ACCOUNT_API_PATHS.walletRecover, right, phone.token)).status).toBe(200)
    const second = await newSplit(first.set.setId)
    const revoke = await kit.post(
      ACCOUNT_API_PATHS.deviceRevoke,
      { deviceId: 'phone', shares: second.body },
      laptop.token,
    )
    expect(revoke.status).toBe(200)

    const dump =
      'postgres' in database ? await dumpPostgres(database.postgres) : await dumpSqlite(database.sqlite)
    // the dump is the real one: the auth share and the sealed device share are in it, the check is not
    expect(dump).toContain(second.set.auth)
    expect(dump).toContain(second.body.deviceShareBox)
    expect(dump).not.toContain(second.body.recoveryCheck)
    expect(await rebuilds([...dump, SECRET])).toBe(false)
    expect(await rebuilds([...dump, SECRET, second.set.recovery])).toBe(true)
  }, 30_000)
})
