import { MIGRATIONS, type Migration } from './migrations'
import type { SqlStore } from './SqlStore'

// Every instance starting at once takes this one lock, so migrations run once, in order.
const MIGRATION_LOCK = 'latch-auth:migrations'

/**
 * Brings the store's schema up to date: applies, in one transaction under one lock, each
 * migration whose version is not yet recorded in `schema_migrations`. Idempotent, and safe when
 * several instances start at the same time (the others wait, then find nothing to do).
 *
 * @param store - The store.
 * @param migrations - The schema; default the service's.
 * @returns The versions it applied.
 * @example
 * ```ts
 * await migrateStore(store) // [1, 2, 3] the first time, [] afterwards
 * ```
 */
export async function migrateStore(
  store: SqlStore,
  migrations: readonly Migration[] = MIGRATIONS,
): Promise<number[]> {
  return store.transaction(
    async (tx) => {
      await tx.run(
        'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at BIGINT NOT NULL)',
      )
      const done = new Set(
        (await tx.all<{ version: number }>('SELECT version FROM schema_migrations')).map(
          (row) => row.version,
        ),
      )
      const applied: number[] = []
      for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
        if (done.has(migration.version)) continue
        await tx.run(store.dialect === 'sqlite' ? migration.sqlite : migration.postgres)
        await tx.run('INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)', [
          migration.version,
          Date.now(),
        ])
        applied.push(migration.version)
      }
      return applied
    },
    [MIGRATION_LOCK],
  )
}
