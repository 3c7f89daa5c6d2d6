/**
 * A pooled SQL connection as `pg` (node-postgres) shapes it: the part {@link runInTransaction} uses.
 *
 * @example
 * ```ts
 * const client: TransactionClient = await pool.connect() // a pg.PoolClient
 * ```
 */
export type TransactionClient = {
  query(sql: string, values?: unknown[]): Promise<unknown>
  /** Returns the connection to its pool; with an error, the pool drops it instead. */
  release(error?: Error): void
}

/**
 * Runs `work` in one transaction on one connection from `connect`: BEGIN, then `work`, then COMMIT; when
 * `work` throws, ROLLBACK and rethrow. A connection that could not roll back is dropped, not
 * returned to the pool. The server packages' PostgreSQL stores (sign-in sessions, accounts) share
 * it, so a change that two requests make at once is one locked transaction in both.
 *
 * @param connect - Takes a connection from the pool (`() => pool.connect()` for a `pg.Pool`).
 * @param work - The statements, on the transaction's connection.
 * @returns What `work` returns, once committed.
 * @example
 * ```ts
 * const id = await runInTransaction(() => pool.connect(), async (client) => {
 *   await client.query('SELECT pg_advisory_xact_lock(1)')
 *   return (await client.query('INSERT INTO t DEFAULT VALUES RETURNING id')).rows[0].id
 * })
 * ```
 */
export async function runInTransaction<Client extends TransactionClient, T>(
  connect: () => Promise<Client>,
  work: (client: Client) => Promise<T>,
): Promise<T> {
  const client = await connect()
  let broken: Error | undefined
  try {
    await client.query('BEGIN')
    const result = await work(client)
    await client.query('COMMIT')
    return result
  } catch (error) {
    await client.query('ROLLBACK').catch((failed: Error) => {
      broken = failed
    })
    throw error
  } finally {
    client.release(broken)
  }
}
