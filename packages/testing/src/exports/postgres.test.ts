import { expect, it } from 'vitest'
import * as postgres from './postgres'

it('exports exactly the PostgreSQL harness entry points from @latch/testing/postgres', () => {
  expect(Object.keys(postgres).sort()).toEqual([
    'POSTGRES_TEST_USER',
    'ensurePostgres',
    'findPostgresBin',
    'startPostgres',
  ])
})
