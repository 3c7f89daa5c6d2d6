import { runInTransaction } from '@latch/core/kit'
import pg from 'pg'
import type { SqlExecutor, SqlStore, SqlValue } from './SqlStore'

const INT8_OID = 20

// `?` → `$1`, `$2`, … (the service's SQL has no `?` inside string literals).
function numbered(sql: string): string {
  let n = 0
  return sql.replaceAll('?', () => `$${++n}`)
}

// BIGINT (times in ms, counts) as numbers: every value the service stores is below 2^53.
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID && format !== 'binary'
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
}

function executor(client: pg.Pool | pg.PoolClient): SqlExecutor {
  return {
    get: async <T>(sql: string, values: readonly SqlValue[] = []) =>
      (await client.query(numbered(sql), [...values])).rows[0] as T | undefined,
    all: async <T>(sql: string, values: readonly SqlValue[] = []) =>
      (await client.query(numbered(sql), [...values])).rows as T[],
    run: async (sql: string, values: readonly SqlValue[] = []) =>
      (await client.query(values.length === 0 ? sql : numbered(sql), [...values])).rowCount ?? 0,
  }
}

/**
 * Options of a PostgreSQL store.
 *
 * @example
 * ```ts
 * const options: PostgresStoreOptions = { url: 'postgres://latch@127.0.0.1:5432/latch', poolSize: 10 }
 * ```
 */
export type PostgresStoreOptions = {
  /** Connection string, `postgres://user:password@host:port/database`. */
  url: string
  /** Most connections this instance opens; default 10. */
  poolSize?: number
}

/**
 * Connects to PostgreSQL through a `pg` pool as a {@link SqlStore}. A connection the server drops
 * (restart, failover) is discarded and a new one opened for the next statement, so the service
 * reconnects by itself; statements in flight at that moment fail.
 *
 * @param options - URL and pool size.
 * @returns The store (not yet migrated: see `migrateStore`).
 * @example
 * ```ts
 * const store = openPostgresStore({ url: process.env.DATABASE_URL ?? '' })
 * ```
 */
export function openPostgresStore(options: PostgresStoreOptions): SqlStore {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: 10_000,
    idleTimeoutMillis: 30_000,
    types,
  })
  // An idle connection the server closed: the pool drops it; nothing to do here.
  pool.on('error', () => {})
  const direct = executor(pool)
  return {
    dialect: 'postgres',
    ...direct,
    transaction: (work, locks = []) =>
      runInTransaction(
        () => pool.connect(),
        async (client) => {
          for (const name of [...new Set(locks)].sort())
            await client.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [name])
          return work(executor(client))
        },
      ),
    close: () => pool.end(),
  }
}
