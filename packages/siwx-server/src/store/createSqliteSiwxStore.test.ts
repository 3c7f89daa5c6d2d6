import { rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import { afterEach, describe, expect, it } from 'vitest'
import { SIWX_SERVER_LIMITS } from '../limits/siwxServerLimits'
import { createSqliteSiwxStore } from './createSqliteSiwxStore'

const data = {
  accountAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  chainId: 'eip155:1' as const,
  domain: 'app.example',
  uri: 'https://app.example',
  version: '1',
  nonce: '0123456789abcdef0123456789abcdef',
  issuedAt: '2026-11-25T10:00:00.000Z',
}
const files: string[] = []
afterEach(() => {
  for (const file of files.splice(0))
    for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true })
})
const tempFile = () => {
  const file = path.join(
    tmpdir(),
    `latch-siwx-store-${process.pid}-${Math.random().toString(36).slice(2)}.db`,
  )
  files.push(file)
  return file
}

describe('the SQLite sign-in store', () => {
  it('gives a nonce to exactly one taker across two connections to one file, then says it is used', async () => {
    const file = tempFile()
    const a = createSqliteSiwxStore({ path: file })
    const b = createSqliteSiwxStore({ path: file })
    await a.putNonce({ nonce: data.nonce, data, expiresAt: 1 })
    const takes = await Promise.all([a.takeNonce(data.nonce), b.takeNonce(data.nonce)])
    expect(takes.map((t) => t.status).sort()).toEqual(['taken', 'used'])
    expect(takes.find((t) => t.status === 'taken')).toEqual({
      status: 'taken',
      record: { nonce: data.nonce, data, expiresAt: 1 },
    })
    expect(await b.takeNonce('never-issued-nonce')).toEqual({ status: 'unknown' })
  })

  it('treats rows edited in the file as absent: malformed session lists and nonce data', async () => {
    const file = tempFile()
    const store = createSqliteSiwxStore({ path: file })
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
    const db = new Database(file)
    db.prepare('UPDATE latch_siwx_sessions SET sessions = \'[{"data":1}]\'').run()
    db.prepare('UPDATE latch_siwx_nonces SET data = \'{"admin":true}\'').run()
    db.close()
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

  it('adds the app (domain) column to a file of the earlier schema: its sessions read back bound to no app', async () => {
    const file = tempFile()
    const old = new Database(file)
    old.exec(
      'CREATE TABLE latch_siwx_sessions (id TEXT PRIMARY KEY, sessions TEXT NOT NULL, created_at INTEGER NOT NULL, expires_at INTEGER NOT NULL)',
    )
    const session = { data, message: 'text', signature: '0x1' }
    old
      .prepare('INSERT INTO latch_siwx_sessions VALUES (?, ?, ?, ?)')
      .run('before', JSON.stringify([session]), 1, 2)
    old.close()
    const store = createSqliteSiwxStore({ path: file })
    expect(await store.getSession('before')).toEqual({
      id: 'before',
      domain: '',
      sessions: [session],
      createdAt: 1,
      expiresAt: 2,
    })
    // opened again: nothing left to migrate
    expect(await createSqliteSiwxStore({ path: file }).getSession('before')).toMatchObject({ domain: '' })
  })

  it('sweeps expired nonces and sessions, and deletes a session on sign-out', async () => {
    const store = createSqliteSiwxStore({ path: ':memory:' })
    await store.putNonce({ nonce: 'old', data, expiresAt: 10 })
    await store.createSession({ id: 'old', domain: 'app.example', sessions: [], createdAt: 0, expiresAt: 10 })
    await store.createSession({
      id: 'new',
      domain: 'app.example',
      sessions: [],
      createdAt: 0,
      expiresAt: 100,
    })
    await store.sweep(50)
    expect(await store.takeNonce('old')).toEqual({ status: 'unknown' })
    expect(await store.getSession('old')).toBeUndefined()
    expect(await store.getSession('new')).toMatchObject({ id: 'new' })
    await store.deleteSession('new')
    expect(await store.getSession('new')).toBeUndefined()
  })
})
