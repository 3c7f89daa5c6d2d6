import Database from 'better-sqlite3'
import { readStoredNonceData, readStoredSessions } from './readStoredRows'
import type { SiwxNonceRecord, SiwxSessionRecord, SiwxStore } from './types'

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
  sessions TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
`

/**
 * The embedded default {@link SiwxStore}: SQLite through better-sqlite3 (tables
 * `latch_siwx_nonces` and `latch_siwx_sessions`, created when missing). Taking a nonce is one
 * `UPDATE ... WHERE used = 0 RETURNING` statement, so of concurrent takers exactly one wins, across
 * processes sharing the file too. Rows read back are shape-checked; a malformed one counts as absent.
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
  db.exec(SCHEMA)
  const insertNonce = db.prepare('INSERT INTO latch_siwx_nonces (nonce, data, expires_at) VALUES (?, ?, ?)')
  const takeNonce = db.prepare(
    'UPDATE latch_siwx_nonces SET used = 1 WHERE nonce = ? AND used = 0 RETURNING data, expires_at',
  )
  const findNonce = db.prepare('SELECT used FROM latch_siwx_nonces WHERE nonce = ?')
  const upsertSession = db.prepare(
    'INSERT OR REPLACE INTO latch_siwx_sessions (id, sessions, created_at, expires_at) VALUES (?, ?, ?, ?)',
  )
  const findSession = db.prepare(
    'SELECT sessions, created_at, expires_at FROM latch_siwx_sessions WHERE id = ?',
  )
  const deleteSession = db.prepare('DELETE FROM latch_siwx_sessions WHERE id = ?')
  const sweepNonces = db.prepare('DELETE FROM latch_siwx_nonces WHERE expires_at < ?')
  const sweepSessions = db.prepare('DELETE FROM latch_siwx_sessions WHERE expires_at < ?')
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
    async putSession(record) {
      upsertSession.run(record.id, JSON.stringify(record.sessions), record.createdAt, record.expiresAt)
    },
    async getSession(id) {
      const row = findSession.get(id) as
        | { sessions: unknown; created_at: unknown; expires_at: unknown }
        | undefined
      if (!row || typeof row.created_at !== 'number' || typeof row.expires_at !== 'number') return undefined
      const sessions = readStoredSessions(row.sessions)
      if (!sessions) return undefined
      const record: SiwxSessionRecord = { id, sessions, createdAt: row.created_at, expiresAt: row.expires_at }
      return record
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
