/**
 * Makes sure Debian's PostgreSQL server is installed for the database tests (the auth service
 * runs its suite on PostgreSQL too). Idempotent and safe with no stdin: does nothing when a server
 * is already installed.
 */
import { ensurePostgres } from '../packages/testing/src/postgres/ensurePostgres'

export { ensurePostgres }

if (import.meta.url === `file://${process.argv[1]}`) ensurePostgres()
