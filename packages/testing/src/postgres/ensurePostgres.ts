import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { TestKitError } from '../errors/TestKitError'
import { TEST_KIT_MESSAGES } from '../errors/testKitMessages'

const DEBIAN_ROOT = '/usr/lib/postgresql'

/**
 * The directory holding the PostgreSQL server programs (`initdb`, `pg_ctl`, `postgres`) of
 * Debian's `postgresql` package, the newest major version when several are installed.
 *
 * @returns The `bin` directory, or undefined when no server is installed.
 * @example
 * ```ts
 * findPostgresBin() // '/usr/lib/postgresql/15/bin'
 * ```
 */
export function findPostgresBin(): string | undefined {
  if (!existsSync(DEBIAN_ROOT)) return undefined
  const versions = readdirSync(DEBIAN_ROOT)
    .filter((name) => /^\d+$/.test(name) && existsSync(path.join(DEBIAN_ROOT, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a))
  const newest = versions[0]
  return newest === undefined ? undefined : path.join(DEBIAN_ROOT, newest, 'bin')
}

/**
 * Makes sure a PostgreSQL server is installed for the tests: when none is, installs Debian's
 * `postgresql` with apt-get (one `update`, then `install -y --no-install-recommends`, no stdin,
 * waiting up to 5 minutes for the dpkg lock). Idempotent: does nothing when it is there.
 *
 * @returns The directory of the server programs.
 * @example
 * ```ts
 * const bin = ensurePostgres()
 * ```
 */
export function ensurePostgres(): string {
  const found = findPostgresBin()
  if (found !== undefined) return found
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  const apt = (args: string[]) =>
    execFileSync('apt-get', ['-o', 'DPkg::Lock::Timeout=300', ...args], {
      env,
      stdio: ['ignore', 'inherit', 'inherit'],
    })
  console.log('Installing Debian PostgreSQL for the database tests...')
  apt(['update'])
  apt(['install', '-y', '--no-install-recommends', 'postgresql'])
  const installed = findPostgresBin()
  if (installed === undefined)
    throw new TestKitError(TEST_KIT_MESSAGES.postgresServerMissing(DEBIAN_ROOT), {
      code: 'POSTGRES_UNAVAILABLE',
    })
  return installed
}
