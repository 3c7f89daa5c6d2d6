import { runInTransaction } from '@latch/core/kit'
import pg from 'pg'
import { POSTGRES_SIWX_MIGRATIONS } from './postgresSiwxMigrations'
import { readStoredNonceData, readStoredSessions } from './readStoredRows'
import type { SiwxNonceRecord, SiwxSessionRecord, SiwxSessionRemoval, SiwxStore } from './types'

/**
 * Options of {@link createPostgresSiwxStore}: a connection string (the store opens and owns a
 * `pg` pool of at most `poolSize` connections, default 10) or a `pg` pool the app already has.
 *
 * @example
 * ```ts
 * const options: PostgresSiwxStoreOptions = { url: 'postgres://latch@127.0.0.1:5432/app' }
 * ```
 */
export type PostgresSiwxStoreOptions = { url: string; poolSize?: number } | { pool: pg.Pool }

/**
 * A {@link SiwxStore} on PostgreSQL, with `close()` (ends the pool when the store opened it).
 *
 * @example
 * ```ts
 * const store: PostgresSiwxStore = createPostgresSiwxStore({ url })
 * await store.close()
 * ```
 */
export type PostgresSiwxStore = SiwxStore & { close(): Promise<void> }

// Every instance starting at once takes this lock, so the migrations run once, in order.
const MIGRATION_LOCK = "hashtextextended('latch-siwx:migrations', 0)"

async function migrate(pool: pg.Pool): Promise<void> {
  const client = await pool.connect()
  try {
    await client.query('BEGIN')
    await client.query(`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`)
    await client.query(
      'CREATE TABLE IF NOT EXISTS latch_siwx_schema_migrations (version INTEGER PRIMARY KEY, applied_at BIGINT NOT NULL)',
    )
    const done = new Set(
      (await client.query<{ version: number }>('SELECT version FROM latch_siwx_schema_migrations')).rows.map(
        (row) => row.version,
      ),
    )
    for (const migration of POSTGRES_SIWX_MIGRATIONS) {
      if (done.has(migration.version)) continue
      await client.query(migration.sql)
      await client.query('INSERT INTO latch_siwx_schema_migrations (version, applied_at) VALUES ($1, $2)', [
        migration.version,
        Date.now(),
      ])
    }
    await client.query('COMMIT')
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {})
    throw error
  } finally {
    client.release()
  }
}

const isTime = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value)

type SessionRow = { domain: unknown; sessions: unknown; created_at: unknown; expires_at: unknown }

// BIGINT comes back as text from pg; float8 is a number, exact below 2^53 (all times in ms)
const SELECT_SESSION =
  'SELECT domain, sessions, created_at::float8 AS created_at, expires_at::float8 AS expires_at FROM latch_siwx_sessions WHERE id = $1'
const INSERT_SESSION =
  'INSERT INTO latch_siwx_sessions (id, domain, sessions, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)'
const DELETE_SESSION = 'DELETE FROM latch_siwx_sessions WHERE id = $1'

const toRecord = (id: string, row: SessionRow | undefined): SiwxSessionRecord | undefined => {
  if (!row || typeof row.domain !== 'string' || !isTime(row.created_at) || !isTime(row.expires_at))
    return undefined
  const sessions = readStoredSessions(row.sessions)
  if (!sessions) return undefined
  return { id, domain: row.domain, sessions, createdAt: row.created_at, expiresAt: row.expires_at }
}

const insertValues = (record: SiwxSessionRecord) => [
  record.id,
  record.domain,
  JSON.stringify(record.sessions),
  record.createdAt,
  record.expiresAt,
]

/**
 * The {@link SiwxStore} for apps that run several instances: PostgreSQL through `pg` (tables
 * `latch_siwx_nonces` and `latch_siwx_sessions`, created by versioned migrations on first use,
 * once even when instances start together). Taking a nonce is one
 * `UPDATE ... WHERE NOT used RETURNING` statement, so of concurrent takers on any instances exactly
 * one wins; signing out deletes the session row, so every instance refuses its token after. Moving
 * or trimming a session is one transaction holding the row's lock (`SELECT ... FOR UPDATE`) from
 * its read to its write, so concurrent changes on any instances queue, and a row deleted by a
 * sign-out is never written back. Rows
 * read back are shape-checked; a malformed one counts as absent. A connection the server drops is
 * replaced for the next statement (statements in flight then fail).
 *
 * @param options - See {@link PostgresSiwxStoreOptions}.
 * @returns The store; `close()` ends the pool it opened (not one it was given).
 * @example
 * ```ts
 * const store = createPostgresSiwxStore({ url: process.env.DATABASE_URL ?? '' })
 * const handler = createSiwxHandler({ ...options, store })
 * ```
 */
export function createPostgresSiwxStore(options: PostgresSiwxStoreOptions): PostgresSiwxStore {
  const owned = !('pool' in options)
  const pool =
    'pool' in options
      ? options.pool
      : new pg.Pool({
          connectionString: options.url,
          max: options.poolSize ?? 10,
          connectionTimeoutMillis: 10_000,
          idleTimeoutMillis: 30_000,
        })
  // An idle connection the server closed: the pool drops it; nothing to do here.
  if (owned) pool.on('error', () => {})
  let ready: Promise<void> | undefined
  // migrated on first use; a failed attempt (server down) is retried by the next call
  const migrated = () =>
    (ready ??= migrate(pool).catch((error: unknown) => {
      ready = undefined
      throw error
    }))
  const query = async <Row extends pg.QueryResultRow>(sql: string, values: unknown[]) => {
    await migrated()
    return pool.query<Row>(sql, values)
  }
  /** Runs `work` in one transaction on one connection (rolled back when it throws). */
  const transaction = async <T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> => {
    await migrated()
    return runInTransaction(() => pool.connect(), work)
  }
  /** The session row `id`, locked until the transaction ends. */
  const lockSession = async (client: pg.PoolClient, id: string) =>
    toRecord(id, (await client.query<SessionRow>(`${SELECT_SESSION} FOR UPDATE`, [id])).rows[0])
  return {
    async putNonce(record) {
      await query('INSERT INTO latch_siwx_nonces (nonce, data, expires_at) VALUES ($1, $2, $3)', [
        record.nonce,
        JSON.stringify(record.data),
        record.expiresAt,
      ])
    },
    async takeNonce(nonce) {
      // BIGINT comes back as text from pg; float8 is a number, exact below 2^53 (all times in ms)
      const taken = await query<{ data: unknown; expires_at: unknown }>(
        'UPDATE latch_siwx_nonces SET used = TRUE WHERE nonce = $1 AND NOT used RETURNING data, expires_at::float8 AS expires_at',
        [nonce],
      )
      const row = taken.rows[0]
      if (!row) {
        const found = await query('SELECT 1 FROM latch_siwx_nonces WHERE nonce = $1', [nonce])
        return { status: found.rows.length > 0 ? 'used' : 'unknown' }
      }
      const data = readStoredNonceData(row.data)
      if (!data || !isTime(row.expires_at)) return { status: 'unknown' }
      const record: SiwxNonceRecord = { nonce, data, expiresAt: row.expires_at }
      return { status: 'taken', record }
    },
    async getSession(id) {
      return toRecord(id, (await query<SessionRow>(SELECT_SESSION, [id])).rows[0])
    },
    async createSession(record) {
      await query(INSERT_SESSION, insertValues(record))
    },
    async moveSession(fromId, build) {
      return transaction(async (client) => {
        const from = await lockSession(client, fromId)
        const next = from && build(from)
        if (!next) return undefined
        await client.query(DELETE_SESSION, [fromId])
        await client.query(INSERT_SESSION, insertValues(next))
        return next
      })
    },
    async removeFromSession(id, drop) {
      return transaction(async (client) => {
        const record = await lockSession(client, id)
        const kept = record?.sessions.filter((s) => !drop(s)) ?? []
        if (kept.length > 0) {
          await client.query('UPDATE latch_siwx_sessions SET sessions = $2 WHERE id = $1', [
            id,
            JSON.stringify(kept),
          ])
          return 'kept'
        }
        // a malformed row counts as absent; it is revoked all the same
        const deleted = await client.query(DELETE_SESSION, [id])
        const removal: SiwxSessionRemoval = record && deleted.rowCount ? 'deleted' : 'missing'
        return removal
      })
    },
    async deleteSession(id) {
      await query(DELETE_SESSION, [id])
    },
    async sweep(now) {
      await query('DELETE FROM latch_siwx_nonces WHERE expires_at < $1', [now])
      await query('DELETE FROM latch_siwx_sessions WHERE expires_at < $1', [now])
    },
    async close() {
      if (owned) await pool.end()
    },
  }
}
