/**
 * A value bound to a `?` placeholder.
 *
 * @example
 * ```ts
 * const values: SqlValue[] = ['a@example.com', 1_700_000_000_000, null]
 * ```
 */
export type SqlValue = string | number | null

/**
 * Runs SQL written with `?` placeholders on either store (SQLite, or PostgreSQL where the
 * placeholders become `$1`, `$2`, …). Integers come back as numbers on both.
 *
 * @example
 * ```ts
 * const row = await sql.get<{ id: string }>('SELECT id FROM users WHERE email = ?', [email])
 * ```
 */
export type SqlExecutor = {
  /** The first row, or undefined. */
  get<T>(sql: string, values?: readonly SqlValue[]): Promise<T | undefined>
  /** Every row. */
  all<T>(sql: string, values?: readonly SqlValue[]): Promise<T[]>
  /** Runs a statement; answers how many rows it changed. */
  run(sql: string, values?: readonly SqlValue[]): Promise<number>
}

/**
 * The auth service's database: SQLite (one process) or PostgreSQL (any number of instances).
 * Everything that must hold across instances — single-use codes, rate limits, challenges,
 * sessions — is decided by the database through atomic statements or {@link SqlStore.transaction},
 * never by state in the process.
 *
 * @example
 * ```ts
 * const store: SqlStore = await openStore({ sqlite: ':memory:' })
 * await store.transaction(async (tx) => tx.run('DELETE FROM sessions WHERE user_id = ?', [id]), ['user:' + id])
 * ```
 */
export type SqlStore = SqlExecutor & {
  readonly dialect: 'sqlite' | 'postgres'
  /**
   * Runs `work` in one transaction, committed when it resolves and rolled back when it throws.
   * `locks` name what it serialises on: on PostgreSQL each is a transaction-scoped advisory lock
   * (two instances touching the same name wait for each other); SQLite transactions are already
   * exclusive.
   */
  transaction<T>(work: (tx: SqlExecutor) => Promise<T>, locks?: readonly string[]): Promise<T>
  /** Closes the connection(s). */
  close(): Promise<void>
}
