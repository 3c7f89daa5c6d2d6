// Public API of @latch/testing/postgres: a throwaway PostgreSQL server for tests (Debian's
// `postgresql`, installed when missing). Named re-exports only.

export { ensurePostgres, findPostgresBin } from '../postgres/ensurePostgres'
export { POSTGRES_TEST_USER, startPostgres, type TestPostgres } from '../postgres/startPostgres'
