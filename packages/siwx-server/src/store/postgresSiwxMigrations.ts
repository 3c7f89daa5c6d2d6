/**
 * One step of the PostgreSQL sign-in store's schema: applied once, in version order, and recorded
 * in `latch_siwx_schema_migrations`.
 *
 * @example
 * ```ts
 * const step: PostgresSiwxMigration = { version: 2, sql: 'ALTER TABLE ...' }
 * ```
 */
export type PostgresSiwxMigration = { version: number; sql: string }

/**
 * The PostgreSQL sign-in store's schema, oldest first. Add a step with the next version; never
 * edit one that has shipped.
 *
 * @example
 * ```ts
 * const latest = POSTGRES_SIWX_MIGRATIONS.at(-1)?.version
 * ```
 */
export const POSTGRES_SIWX_MIGRATIONS: readonly PostgresSiwxMigration[] = [
  {
    version: 1,
    sql: `
CREATE TABLE latch_siwx_nonces (
  nonce TEXT PRIMARY KEY,
  data TEXT NOT NULL,
  expires_at BIGINT NOT NULL,
  used BOOLEAN NOT NULL DEFAULT FALSE
);
CREATE INDEX latch_siwx_nonces_expires_at ON latch_siwx_nonces (expires_at);
CREATE TABLE latch_siwx_sessions (
  id TEXT PRIMARY KEY,
  sessions TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  expires_at BIGINT NOT NULL
);
CREATE INDEX latch_siwx_sessions_expires_at ON latch_siwx_sessions (expires_at);
`,
  },
  {
    // Each session is bound to the app (domain) it was minted for. Rows from before get '', which
    // no app's domain equals: those sessions are refused (sign in again) and swept when they expire.
    version: 2,
    sql: `ALTER TABLE latch_siwx_sessions ADD COLUMN domain TEXT NOT NULL DEFAULT '';`,
  },
]
