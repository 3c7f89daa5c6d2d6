import pg from 'pg'
import { POSTGRES_SIWX_MIGRATIONS } from './postgresSiwxMigrations'
import { readStoredNonceData, readStoredSessions } from './readStoredRows'
import type { SiwxNonceRecord, SiwxSessionRecord, SiwxStore } from './types'

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

/**
 * The {@link SiwxStore} for apps that run several instances: PostgreSQL through `pg` (tables
 * `latch_siwx_nonces` and `latch_siwx_sessions`, created by versioned migrations on first use,
 * once even when instances start together). Taking a nonce is one
 * `UPDATE ... WHERE NOT used RETURNING` statement, so of concurrent takers on any instances exactly
 * one wins; signing out deletes the session row, so every instance refuses its token after. Rows
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
  const query = async <Row extends pg.QueryResultRow>(sql: string, values: unknown[]) => {
    ready ??= migrate(pool).catch((error: unknown) => {
      ready = undefined
      throw error
    })
    await ready
    return pool.query<Row>(sql, values)
  }
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
    async putSession(record) {
      await query(
        `INSERT INTO latch_siwx_sessions (id, sessions, created_at, expires_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (id) DO UPDATE SET sessions = EXCLUDED.sessions, created_at = EXCLUDED.created_at, expires_at = EXCLUDED.expires_at`,
        [record.id, JSON.stringify(record.sessions), record.createdAt, record.expiresAt],
      )
    },
    async getSession(id) {
      const found = await query<{ sessions: unknown; created_at: unknown; expires_at: unknown }>(
        'SELECT sessions, created_at::float8 AS created_at, expires_at::float8 AS expires_at FROM latch_siwx_sessions WHERE id = $1',
        [id],
      )
      const row = found.rows[0]
      if (!row || !isTime(row.created_at) || !isTime(row.expires_at)) return undefined
      const sessions = readStoredSessions(row.sessions)
      if (!sessions) return undefined
      const record: SiwxSessionRecord = { id, sessions, createdAt: row.created_at, expiresAt: row.expires_at }
      return record
    },
    async deleteSession(id) {
      await query('DELETE FROM latch_siwx_sessions WHERE id = $1', [id])
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
