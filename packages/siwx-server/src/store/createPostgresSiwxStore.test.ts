import type { SiwxMessageData } from '@latch/core'
import { startPostgres, type TestPostgres } from '@latch/testing/postgres'
import pg from 'pg'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { SIWX_SERVER_LIMITS } from '../limits/siwxServerLimits'
import { createPostgresSiwxStore, type PostgresSiwxStore } from './createPostgresSiwxStore'
import { POSTGRES_SIWX_MIGRATIONS } from './postgresSiwxMigrations'

const data: SiwxMessageData = {
  accountAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  chainId: 'eip155:1',
  domain: 'app.example',
  uri: 'https://app.example',
  version: '1',
  nonce: '0123456789abcdef0123456789abcdef',
  issuedAt: '2026-11-25T10:00:00.000Z',
}

let postgres: TestPostgres
const closers: (() => Promise<void>)[] = []
beforeAll(async () => {
  postgres = await startPostgres()
})
afterEach(async () => {
  while (closers.length > 0) await closers.pop()?.()
})
afterAll(async () => {
  await postgres?.stop()
})

function open(url: string): PostgresSiwxStore {
  const store = createPostgresSiwxStore({ url, poolSize: 4 })
  closers.push(() => store.close())
  return store
}

function client(url: string): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max: 2 })
  // the app owns a pool it passes: an idle connection the restart closes is its to ignore
  pool.on('error', () => {})
  closers.push(() => pool.end())
  return pool
}

describe('the PostgreSQL sign-in store', () => {
  it('migrates once when instances start together, and records the schema version', async () => {
    const url = await postgres.createDatabase()
    const stores = Array.from({ length: 4 }, () => open(url))
    await Promise.all(
      stores.map((store, i) =>
        store.createSession({ id: `s${i}`, domain: 'app.example', sessions: [], createdAt: 1, expiresAt: 2 }),
      ),
    )
    const versions = await client(url).query('SELECT version FROM latch_siwx_schema_migrations')
    expect(versions.rows).toEqual([{ version: 1 }, { version: 2 }])
    for (const [i, store] of stores.entries())
      expect(await store.getSession(`s${i}`)).toMatchObject({ id: `s${i}` })
  })

  it('gives each nonce to exactly one of many concurrent takers on separate pools, then says it is used', async () => {
    const url = await postgres.createDatabase()
    const a = open(url)
    const b = open(url)
    const nonces = Array.from({ length: 50 }, (_, i) => `nonce-${i}-0123456789abcdef`)
    for (const nonce of nonces)
      await a.putNonce({ nonce, data: { ...data, nonce }, expiresAt: 1_700_000_000_000 })
    const takes = await Promise.all(
      nonces.flatMap((nonce) => [
        a.takeNonce(nonce),
        b.takeNonce(nonce),
        a.takeNonce(nonce),
        b.takeNonce(nonce),
      ]),
    )
    for (const [i, nonce] of nonces.entries()) {
      const mine = takes.slice(i * 4, i * 4 + 4)
      expect(mine.map((take) => take.status).sort()).toEqual(['taken', 'used', 'used', 'used'])
      expect(mine.find((take) => take.status === 'taken')).toEqual({
        status: 'taken',
        record: { nonce, data: { ...data, nonce }, expiresAt: 1_700_000_000_000 },
      })
    }
    expect(await b.takeNonce('never-issued-nonce')).toEqual({ status: 'unknown' })
  })

  it('treats rows edited in the database as absent: malformed session lists and nonce data', async () => {
    const url = await postgres.createDatabase()
    const store = open(url)
    const session = { data, message: 'text', signature: '0x1' }
    await store.createSession({
      id: 's1',
      domain: 'app.example',
      sessions: [session],
      createdAt: 1,
      expiresAt: 2,
    })
    expect(await store.getSession('s1')).toEqual({
      id: 's1',
      domain: 'app.example',
      sessions: [session],
      createdAt: 1,
      expiresAt: 2,
    })
    await store.putNonce({ nonce: data.nonce, data, expiresAt: 5 })
    const db = client(url)
    await db.query(`UPDATE latch_siwx_sessions SET sessions = '[{"data":1}]'`)
    await db.query(`UPDATE latch_siwx_nonces SET data = '{"admin":true}'`)
    expect(await store.getSession('s1')).toBeUndefined()
    expect(await store.takeNonce(data.nonce)).toEqual({ status: 'unknown' })
    // more sessions than one record ever holds, or a column larger than the kit ever writes
    const tooMany = Array.from({ length: SIWX_SERVER_LIMITS.sessionsPerRecord + 1 }, () => session)
    await store.createSession({
      id: 's2',
      domain: 'app.example',
      sessions: tooMany,
      createdAt: 1,
      expiresAt: 2,
    })
    expect(await store.getSession('s2')).toBeUndefined()
    const huge = { ...data, statement: 'x'.repeat(SIWX_SERVER_LIMITS.bodyBytes) }
    await store.putNonce({ nonce: 'huge', data: huge, expiresAt: 5 })
    expect(await store.takeNonce('huge')).toEqual({ status: 'unknown' })
  })

  it('sweeps expired nonces and sessions, never replaces a session, and deletes one on sign-out', async () => {
    const store = open(await postgres.createDatabase())
    await store.putNonce({ nonce: 'old', data, expiresAt: 10 })
    await store.createSession({ id: 'old', domain: 'app.example', sessions: [], createdAt: 0, expiresAt: 10 })
    await store.createSession({
      id: 'new',
      domain: 'app.example',
      sessions: [],
      createdAt: 0,
      expiresAt: 100,
    })
    await expect(
      store.createSession({ id: 'new', domain: 'app.example', sessions: [], createdAt: 5, expiresAt: 200 }),
    ).rejects.toThrow()
    await store.sweep(50)
    expect(await store.takeNonce('old')).toEqual({ status: 'unknown' })
    expect(await store.getSession('old')).toBeUndefined()
    expect(await store.getSession('new')).toEqual({
      id: 'new',
      domain: 'app.example',
      sessions: [],
      createdAt: 0,
      expiresAt: 100,
    })
    await store.deleteSession('new')
    expect(await store.getSession('new')).toBeUndefined()
  })

  it('migrates a database of schema 1: its sessions read back bound to no app (domain empty)', async () => {
    const url = await postgres.createDatabase()
    const db = client(url)
    const [first] = POSTGRES_SIWX_MIGRATIONS
    await db.query(
      'CREATE TABLE latch_siwx_schema_migrations (version INTEGER PRIMARY KEY, applied_at BIGINT NOT NULL)',
    )
    await db.query(first?.sql ?? '')
    await db.query('INSERT INTO latch_siwx_schema_migrations VALUES (1, 0)')
    const session = { data, message: 'text', signature: '0x1' }
    await db.query('INSERT INTO latch_siwx_sessions VALUES ($1, $2, $3, $4)', [
      'before',
      JSON.stringify([session]),
      1,
      2,
    ])
    const store = open(url)
    expect(await store.getSession('before')).toEqual({
      id: 'before',
      domain: '',
      sessions: [session],
      createdAt: 1,
      expiresAt: 2,
    })
    const versions = await db.query('SELECT version FROM latch_siwx_schema_migrations ORDER BY version')
    expect(versions.rows).toEqual([{ version: 1 }, { version: 2 }])
  })

  it('reconnects after PostgreSQL restarts, and uses a pool the app passes without ending it', async () => {
    const url = await postgres.createDatabase()
    const pool = client(url)
    const store = createPostgresSiwxStore({ pool })
    await store.createSession({
      id: 'kept',
      domain: 'app.example',
      sessions: [],
      createdAt: 0,
      expiresAt: 100,
    })
    await postgres.restart()
    await expect(store.getSession('kept')).resolves.toMatchObject({ id: 'kept' })
    await store.close()
    expect((await pool.query('SELECT count(*)::int AS n FROM latch_siwx_sessions')).rows).toEqual([{ n: 1 }])
  })
})
