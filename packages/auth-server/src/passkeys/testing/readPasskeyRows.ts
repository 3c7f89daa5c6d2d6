// Test helper: the passkeys table as stored, read straight from the database (a SQLite file or a
// PostgreSQL database), so a test can assert on what the service keeps. Not part of the package
// (src/**/testing/** is excluded).
import Database from 'better-sqlite3'
import pg from 'pg'
import type { DatabaseOptions } from '../../db/openStore'

/**
 * One stored passkey's row, as the database holds it.
 *
 * @example
 * ```ts
 * const [row]: PasskeyRow[] = await readPasskeyRows(database)
 * ```
 */
export type PasskeyRow = {
  id: string
  user_id: string
  /** The signature counter (PostgreSQL answers a BIGINT as text). */
  counter: number | string
  prf_box: string | null
  prf_set_id: string | null
}

/**
 * Every row of the `passkeys` table, oldest first.
 *
 * @param database - The service's database: a SQLite file (not `:memory:`) or a PostgreSQL URL.
 * @returns The rows.
 * @example
 * ```ts
 * const rows = await readPasskeyRows({ postgres: databaseUrl })
 * ```
 */
export async function readPasskeyRows(database: DatabaseOptions): Promise<PasskeyRow[]> {
  const query = 'SELECT id, user_id, counter, prf_box, prf_set_id FROM passkeys ORDER BY created_at, id'
  if ('postgres' in database) {
    const client = new pg.Client({ connectionString: database.postgres })
    await client.connect()
    try {
      return (await client.query<PasskeyRow>(query)).rows
    } finally {
      await client.end()
    }
  }
  const db = new Database(database.sqlite, { readonly: true })
  try {
    return db.prepare(query).all() as PasskeyRow[]
  } finally {
    db.close()
  }
}
