import Database from 'better-sqlite3'
import type { SqlExecutor, SqlStore, SqlValue } from './SqlStore'

/**
 * Opens (or creates) a SQLite database as a {@link SqlStore}. One connection: a transaction
 * holds it, and statements outside wait until it ends, so an `await` inside a transaction never
 * lets another request's statement in.
 *
 * @param path - A file path, or `':memory:'`.
 * @returns The store (not yet migrated: see `migrateStore`).
 * @example
 * ```ts
 * const store = openSqliteStore('/var/lib/latch/auth.sqlite')
 * ```
 */
export function openSqliteStore(path: string): SqlStore {
  const db = new Database(path)
  db.pragma('foreign_keys = ON')
  db.pragma('busy_timeout = 5000')
  const direct: SqlExecutor = {
    get: async <T>(sql: string, values: readonly SqlValue[] = []) =>
      db.prepare<SqlValue[], T>(sql).get(...values),
    all: async <T>(sql: string, values: readonly SqlValue[] = []) =>
      db.prepare<SqlValue[], T>(sql).all(...values),
    run: async (sql: string, values: readonly SqlValue[] = []) => {
      if (values.length === 0 && !sql.includes('?')) {
        db.exec(sql)
        return 0
      }
      return db.prepare<SqlValue[]>(sql).run(...values).changes
    },
  }
  // Resolves when no transaction holds the connection.
  let idle: Promise<void> = Promise.resolve()
  const afterIdle =
    <A extends unknown[], R>(op: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      for (let seen = idle; ; seen = idle) {
        await seen
        if (seen === idle) return op(...args)
      }
    }
  return {
    dialect: 'sqlite',
    get: afterIdle(direct.get) as SqlExecutor['get'],
    all: afterIdle(direct.all) as SqlExecutor['all'],
    run: afterIdle(direct.run),
    async transaction(work) {
      let release = () => {}
      const previous = idle
      idle = previous.then(() => new Promise<void>((resolve) => (release = resolve)))
      await previous
      try {
        db.exec('BEGIN IMMEDIATE')
        try {
          const result = await work(direct)
          db.exec('COMMIT')
          return result
        } catch (error) {
          if (db.inTransaction) db.exec('ROLLBACK')
          throw error
        }
      } finally {
        release()
      }
    },
    close: async () => {
      await idle
      db.close()
    },
  }
}
