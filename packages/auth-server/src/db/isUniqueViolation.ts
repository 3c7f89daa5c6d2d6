/**
 * Whether `error` is a unique-constraint violation from either store (SQLite
 * `SQLITE_CONSTRAINT_UNIQUE`/`_PRIMARYKEY`, PostgreSQL SQLSTATE 23505): another request, maybe on
 * another instance, wrote the same key first.
 *
 * @param error - What a statement threw.
 * @returns True for a unique violation.
 * @example
 * ```ts
 * try { await insertUser() } catch (error) { if (!isUniqueViolation(error)) throw error }
 * ```
 */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
}
