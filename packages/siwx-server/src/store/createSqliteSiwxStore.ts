import type { SiwxSession } from '@latch/core/kit'
import Database from 'better-sqlite3'
import { readStoredNonceData, readStoredSessions } from './readStoredRows'
import type { SiwxNonceRecord, SiwxSessionRecord, SiwxSessionRemoval, SiwxStore } from './types'

/**
 * Options of {@link createSqliteSiwxStore}: a file path (`:memory:` for a private in-memory
 * database) or an open better-sqlite3 database the app already has.
 *
 * @example
 * ```ts
 * const options: SqliteSiwxStoreOptions = { path: './data/siwx.db' }
 * ```
 */
export type SqliteSiwxStoreOptions = { path: string } | { database: Database.Database }

const SCHEMA = `
CREATE TABLE IF NOT EXISTS latch_siwx_nonces (
  nonce TEXT PRIMARY KEY,
  data TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  used INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS latch_siwx_sessions (
  id TEXT PRIMARY KEY,
  domain TEXT NOT NULL DEFAULT '',
  sessions TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
`

/**
 * Brings a file made by an earlier version up to date: sessions gained the app's `domain` (rows
 * from before get '', which no app's domain equals: those sessions are refused, and swept when
 * they expire).
 */
function migrate(db: Database.Database): void {
  db.transaction(() => {
    db.exec(SCHEMA)
    const columns = db.prepare('PRAGMA table_info(latch_siwx_sessions)').all() as { name: string }[]
    if (!columns.some((column) => column.name === 'domain'))
      db.exec("ALTER TABLE latch_siwx_sessions ADD COLUMN domain TEXT NOT NULL DEFAULT ''")
  }).immediate()
}

type SessionRow = { domain: unknown; sessions: unknown; created_at: unknown; expires_at: unknown }

const toRecord = (id: string, row: SessionRow | undefined): SiwxSessionRecord | undefined => {
  if (!row || typeof row.domain !== 'string') return undefined
  if (typeof row.created_at !== 'number' || typeof row.expires_at !== 'number') return undefined
  const sessions = readStoredSessions(row.sessions)
  if (!sessions) return undefined
  return { id, domain: row.domain, sessions, createdAt: row.created_at, expiresAt: row.expires_at }
}

/**
 * The embedded default {@link SiwxStore}: SQLite through better-sqlite3 (tables
 * `latch_siwx_nonces` and `latch_siwx_sessions`, created when missing). Taking a nonce is one
 * `UPDATE ... WHERE used = 0 RETURNING` statement, so of concurrent takers exactly one wins, across
 * processes sharing the file too; every change of a session is one `BEGIN IMMEDIATE` transaction
 * (the file's write lock held from its read to its write). Rows read back are shape-checked; a
 * malformed one counts as absent.
 *
 * @param options - See {@link SqliteSiwxStoreOptions}.
 * @returns The store.
 * @example
 * ```ts
 * const handler = createSiwxHandler({ ...options, store: createSqliteSiwxStore({ path: './siwx.db' }) })
 * ```
 */
export function createSqliteSiwxStore(options: SqliteSiwxStoreOptions): SiwxStore {
  const db = 'database' in options ? options.database : new Database(options.path)
  if (!('database' in options)) db.pragma('journal_mode = WAL')
  migrate(db)
  const insertNonce = db.prepare('INSERT INTO latch_siwx_nonces (nonce, data, expires_at) VALUES (?, ?, ?)')
  const takeNonce = db.prepare(
    'UPDATE latch_siwx_nonces SET used = 1 WHERE nonce = ? AND used = 0 RETURNING data, expires_at',
  )
  const findNonce = db.prepare('SELECT used FROM latch_siwx_nonces WHERE nonce = ?')
  const insertSession = db.prepare(
    'INSERT INTO latch_siwx_sessions (id, domain, sessions, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
  )
  const findSession = db.prepare(
    'SELECT domain, sessions, created_at, expires_at FROM latch_siwx_sessions WHERE id = ?',
  )
  const updateSessions = db.prepare('UPDATE latch_siwx_sessions SET sessions = ? WHERE id = ?')
  const deleteSession = db.prepare('DELETE FROM latch_siwx_sessions WHERE id = ?')
  const sweepNonces = db.prepare('DELETE FROM latch_siwx_nonces WHERE expires_at < ?')
  const sweepSessions = db.prepare('DELETE FROM latch_siwx_sessions WHERE expires_at < ?')
  const create = (record: SiwxSessionRecord) =>
    insertSession.run(
      record.id,
      record.domain,
      JSON.stringify(record.sessions),
      record.createdAt,
      record.expiresAt,
    )
  const read = (id: string) => toRecord(id, findSession.get(id) as SessionRow | undefined)
  // IMMEDIATE: the write lock is taken before the read, so no other connection changes the row between
  const move = db.transaction(
    (fromId: string, build: (from: SiwxSessionRecord) => SiwxSessionRecord | undefined) => {
      const from = read(fromId)
      const next = from && build(from)
      if (!next) return undefined
      deleteSession.run(fromId)
      create(next)
      return next
    },
  )
  const remove = db.transaction((id: string, drop: (session: SiwxSession) => boolean): SiwxSessionRemoval => {
    const record = read(id)
    if (!record) {
      // a malformed row counts as absent; it is revoked all the same
      deleteSession.run(id)
      return 'missing'
    }
    const kept = record.sessions.filter((s) => !drop(s))
    if (kept.length === 0) {
      deleteSession.run(id)
      return 'deleted'
    }
    updateSessions.run(JSON.stringify(kept), id)
    return 'kept'
  })
  return {
    async putNonce(record) {
      insertNonce.run(record.nonce, JSON.stringify(record.data), record.expiresAt)
    },
    async takeNonce(nonce) {
      const row = takeNonce.get(nonce) as { data: unknown; expires_at: unknown } | undefined
      if (!row) return { status: findNonce.get(nonce) ? 'used' : 'unknown' }
      const data = readStoredNonceData(row.data)
      if (!data || typeof row.expires_at !== 'number') return { status: 'unknown' }
      const record: SiwxNonceRecord = { nonce, data, expiresAt: row.expires_at }
      return { status: 'taken', record }
    },
    async getSession(id) {
      return read(id)
    },
    async createSession(record) {
      create(record)
    },
    async moveSession(fromId, build) {
      return move.immediate(fromId, build)
    },
    async removeFromSession(id, drop) {
      return remove.immediate(id, drop)
    },
    async deleteSession(id) {
      deleteSession.run(id)
    },
    async sweep(now) {
      sweepNonces.run(now)
      sweepSessions.run(now)
    },
  }
}
