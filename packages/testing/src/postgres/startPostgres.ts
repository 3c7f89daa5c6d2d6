import { execFile, execFileSync } from 'node:child_process'
import { chownSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { TestKitError } from '../errors/TestKitError'
import { TEST_KIT_MESSAGES } from '../errors/testKitMessages'
import { reserveLoopbackPort } from '../net/reserveLoopbackPort'
import { ensurePostgres } from './ensurePostgres'

const run = promisify(execFile)

/** The superuser of every throwaway server (trust authentication, loopback only). */
export const POSTGRES_TEST_USER = 'latch'

/**
 * A throwaway PostgreSQL server on a loopback port.
 *
 * @example
 * ```ts
 * const pg: TestPostgres = await startPostgres()
 * const url = await pg.createDatabase()
 * await pg.stop()
 * ```
 */
export type TestPostgres = {
  /** URL of its `postgres` database, `postgres://latch@127.0.0.1:<port>/postgres`. */
  url: string
  /** The port it listens on (kept across restarts). */
  port: number
  /** Creates a new empty database and answers its URL (one per test keeps tests apart). */
  createDatabase(name?: string): Promise<string>
  /** Stops the server (fast shutdown: open connections are cut) and starts it again on the same port and data. */
  restart(): Promise<void>
  /** Stops the server and deletes its data. Safe to call twice. */
  stop(): Promise<void>
}

/**
 * Starts a throwaway PostgreSQL server for tests: installs Debian's `postgresql` when missing
 * ({@link ensurePostgres}), initialises a cluster in a temp dir (trust authentication, superuser
 * `latch`), and starts it on a free 127.0.0.1 port with its socket in that dir. As root it runs
 * the server as the `postgres` user (PostgreSQL refuses root). A server not stopped is stopped
 * when the process exits.
 *
 * @returns The running server.
 * @example
 * ```ts
 * const pg = await startPostgres()
 * const client = new pg.Client({ connectionString: await pg.createDatabase() })
 * ```
 */
export async function startPostgres(): Promise<TestPostgres> {
  const bin = ensurePostgres()
  const dir = mkdtempSync(path.join(tmpdir(), 'latch-pg-'))
  const asRoot = process.getuid?.() === 0
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres'])
    const { stdout: group } = await run('id', ['-g', 'postgres'])
    chownSync(dir, Number(stdout.trim()), Number(group.trim()))
  }
  const tool = (name: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(bin, name), ...args], { cwd: dir })
      : run(path.join(bin, name), args, { cwd: dir })
  const data = path.join(dir, 'data')
  await tool('initdb', ['-D', data, '-A', 'trust', '-U', POSTGRES_TEST_USER, '--no-sync'])
  const port = await reserveLoopbackPort()
  const serverOptions = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off -c max_connections=200`
  const start = () =>
    tool('pg_ctl', ['-D', data, '-o', serverOptions, '-l', path.join(dir, 'log'), '-w', 'start'])
  await start()
  // a server the test process forgot (or could not) stop is stopped when that process exits
  const stopOnExit = () => {
    try {
      const args = ['-D', data, '-m', 'immediate', 'stop']
      const pgCtl = path.join(bin, 'pg_ctl')
      if (asRoot) execFileSync('runuser', ['-u', 'postgres', '--', pgCtl, ...args], { stdio: 'ignore' })
      else execFileSync(pgCtl, args, { stdio: 'ignore' })
    } catch {}
    rmSync(dir, { recursive: true, force: true })
  }
  process.once('exit', stopOnExit)
  const base = `postgres://${POSTGRES_TEST_USER}@127.0.0.1:${port}`
  let counter = 0
  let stopped = false
  const psql = (sql: string) =>
    run(path.join(bin, 'psql'), [
      '-h',
      '127.0.0.1',
      '-p',
      String(port),
      '-U',
      POSTGRES_TEST_USER,
      '-d',
      'postgres',
      '-v',
      'ON_ERROR_STOP=1',
      '-c',
      sql,
    ])
  return {
    url: `${base}/postgres`,
    port,
    async createDatabase(name) {
      counter += 1
      const database = name ?? `test_${process.pid}_${counter}`
      if (!/^[a-z_][a-z0-9_]{0,62}$/.test(database))
        throw new TestKitError(TEST_KIT_MESSAGES.badDatabaseName(database), { code: 'BAD_DATABASE_NAME' })
      await psql(`CREATE DATABASE ${database}`)
      return `${base}/${database}`
    },
    async restart() {
      await tool('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop'])
      await start()
    },
    async stop() {
      if (stopped) return
      stopped = true
      process.off('exit', stopOnExit)
      try {
        await tool('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop'])
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    },
  }
}
