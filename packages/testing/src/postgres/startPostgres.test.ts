import { spawnSync } from 'node:child_process'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { findPostgresBin } from './ensurePostgres'
import { startPostgres, type TestPostgres } from './startPostgres'

let server: TestPostgres

beforeAll(async () => {
  server = await startPostgres()
}, 120_000)
afterAll(() => server?.stop())

async function query<T>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query(sql)).rows as T[]
  } finally {
    await client.end()
  }
}

it('serves a real PostgreSQL on 127.0.0.1 with separate databases that keep their data across a restart', async () => {
  expect(server.url).toMatch(/^postgres:\/\/latch@127\.0\.0\.1:\d+\/postgres$/)
  const first = await server.createDatabase()
  const second = await server.createDatabase()
  expect(first).not.toBe(second)
  await query(first, "CREATE TABLE notes (body TEXT); INSERT INTO notes VALUES ('kept')")
  expect(await query(second, "SELECT to_regclass('notes') AS t")).toEqual([{ t: null }])
  const [version] = await query<{ server_version_num: string }>(server.url, 'SHOW server_version_num')
  expect(Number(version?.server_version_num)).toBeGreaterThanOrEqual(130000)

  const open = new pg.Client({ connectionString: first })
  open.on('error', () => {})
  await open.connect()
  await server.restart()
  await expect(open.query('SELECT 1')).rejects.toThrow()
  expect(await query(first, 'SELECT body FROM notes')).toEqual([{ body: 'kept' }])
  await open.end().catch(() => {})
}, 120_000)

it('stops for good: the port refuses connections afterwards', async () => {
  const other = await startPostgres()
  await other.stop()
  await other.stop()
  await expect(query(other.url, 'SELECT 1')).rejects.toThrow(/ECONNREFUSED/)
}, 120_000)

it('stops a server its process forgot to stop when that process exits', () => {
  const script = `
    const { startPostgres } = await import(${JSON.stringify(new URL('./startPostgres.ts', import.meta.url).pathname)})
    const server = await startPostgres()
    console.log(JSON.stringify({ url: server.url }))
    process.exit(0)`
  const child = spawnSync(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', '--input-type=module', '-e', script],
    {
      encoding: 'utf8',
      timeout: 60_000,
    },
  )
  const { url } = JSON.parse(child.stdout.trim().split('\n').at(-1) ?? '{}') as { url: string }
  expect(url).toMatch(/^postgres:\/\//)
  const probe = spawnSync(path.join(findPostgresBin() ?? '', 'pg_isready'), ['-d', url], { encoding: 'utf8' })
  expect(probe.stdout).toMatch(/no response/)
}, 120_000)
