// The auth service tests run once per store: SQLite in memory, and PostgreSQL on a throwaway
// loopback server (one per test file, started before the file's tests; a fresh database per test).
// Not part of the package (src/**/testing/** is excluded).
import { startPostgres, type TestPostgres } from '@latch/testing/postgres'
import { afterAll, beforeAll } from 'vitest'
import type { DatabaseOptions } from '../db/openStore'

/** The stores every service test runs against. */
export type TestStore = 'sqlite' | 'postgres'

/**
 * The stores and a fresh database of each, for one test file.
 *
 * @example
 * ```ts
 * const matrix = useStoreMatrix()
 * describe.each(matrix.stores)('on %s', (store) => { it('…', async () => startAuthTestKit({ database: await matrix.database(store) })) })
 * ```
 */
export type StoreMatrix = {
  stores: TestStore[]
  /** A new empty database of `store` (its own PostgreSQL database, or SQLite in memory). */
  database(store: TestStore): Promise<DatabaseOptions>
  /** The file's PostgreSQL server (started before the file's tests). */
  postgres(): Promise<TestPostgres>
}

/**
 * Sets up the per-file store matrix: call it at the top of a test file. It starts the file's
 * PostgreSQL server in a `beforeAll` (with a minute to do it: on a loaded machine the start took
 * longer than a test's 5 s, which failed whichever PostgreSQL test came first) and registers the
 * `afterAll` that stops it.
 *
 * @returns The matrix.
 * @example
 * ```ts
 * const matrix = useStoreMatrix()
 * ```
 */
export function useStoreMatrix(): StoreMatrix {
  let server: Promise<TestPostgres> | undefined
  const postgres = () => {
    server ??= startPostgres()
    return server
  }
  beforeAll(async () => {
    await postgres()
  }, 60_000)
  afterAll(async () => {
    if (server !== undefined) await (await server).stop()
  })
  return {
    stores: ['sqlite', 'postgres'],
    postgres,
    async database(store) {
      if (store === 'sqlite') return { sqlite: ':memory:' }
      return { postgres: await (await postgres()).createDatabase() }
    },
  }
}
