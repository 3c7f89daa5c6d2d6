import { ConnectionError, ValidationError } from '@latch/core'
import { AUTH_SERVICE_MESSAGES } from '../errors/authServiceMessages'
import { migrateStore } from './migrateStore'
import { openPostgresStore } from './openPostgresStore'
import { openSqliteStore } from './openSqliteStore'
import type { SqlStore } from './SqlStore'

/**
 * Where the auth service keeps its data: a SQLite file (one instance; `':memory:'` for tests), or
 * a PostgreSQL database that any number of instances share.
 *
 * @example
 * ```ts
 * const local: DatabaseOptions = { sqlite: './auth.sqlite' }
 * const shared: DatabaseOptions = { postgres: 'postgres://latch@db:5432/latch', poolSize: 20 }
 * ```
 */
export type DatabaseOptions = { sqlite: string } | { postgres: string; poolSize?: number }

/**
 * Opens the store of `options` and applies the missing migrations. Throws `ValidationError` for
 * bad options and `ConnectionError` (code `DATABASE_UNAVAILABLE`) when the database cannot be
 * reached or migrated.
 *
 * @param options - SQLite path or PostgreSQL URL.
 * @returns The migrated store.
 * @example
 * ```ts
 * const store = await openStore({ postgres: process.env.DATABASE_URL ?? '' })
 * ```
 */
export async function openStore(options: DatabaseOptions): Promise<SqlStore> {
  let store: SqlStore
  if ('postgres' in options) {
    if (typeof options.postgres !== 'string' || !/^postgres(ql)?:\/\//.test(options.postgres))
      throw new ValidationError(AUTH_SERVICE_MESSAGES.postgresUrl)
    if (options.poolSize !== undefined && !(Number.isInteger(options.poolSize) && options.poolSize > 0))
      throw new ValidationError(AUTH_SERVICE_MESSAGES.poolSize)
    store = openPostgresStore({
      url: options.postgres,
      ...(options.poolSize === undefined ? {} : { poolSize: options.poolSize }),
    })
  } else {
    if (typeof options.sqlite !== 'string' || options.sqlite === '')
      throw new ValidationError(AUTH_SERVICE_MESSAGES.sqlitePath)
    store = openSqliteStore(options.sqlite)
  }
  try {
    await migrateStore(store)
  } catch (error) {
    await store.close().catch(() => {})
    throw new ConnectionError(AUTH_SERVICE_MESSAGES.databaseUnavailable, {
      code: 'DATABASE_UNAVAILABLE',
      details: error instanceof Error ? error.message : String(error),
      cause: error,
    })
  }
  return store
}
