import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/**
 * The committed npm lockfiles of the consumer fixtures (`tests/consumers/locks/<fixture>.package-lock.json`):
 * every registry package a fixture installs, pinned, so that its `npm install` on a machine with an
 * empty npm cache fetches the tarballs it names instead of resolving each package's versions first
 * (measured on the solana-adapter fixture, empty cache: 59 s without a lockfile, 30 s with one), and
 * so that a new release of a package the fixtures reach cannot change what they test. The packed
 * `@latch/*` tarballs are left out: they are this build's, resolved afresh on every install.
 */

/** The folder of the committed lockfiles, relative to the repository's root. */
export const FIXTURE_LOCKS_DIR = 'tests/consumers/locks'

/** The parts of an npm lockfile (version 3) these helpers read. */
type Lockfile = {
  lockfileVersion: number
  packages: Record<string, { version?: string; resolved?: string; [key: string]: unknown }>
  [key: string]: unknown
}

/**
 * The committed lockfile of a fixture.
 *
 * @param root - The repository's root.
 * @param fixture - The fixture's name (e.g. `vite-react18`).
 * @returns Its path (which may not exist yet).
 * @example
 * ```ts
 * fixtureLockPath(process.cwd(), 'node') // '/repo/tests/consumers/locks/node.package-lock.json'
 * ```
 */
export function fixtureLockPath(root: string, fixture: string): string {
  return path.join(root, FIXTURE_LOCKS_DIR, `${fixture}.package-lock.json`)
}

/** True for an entry that is one of the packed tarballs (or inside one), not a registry package. */
function isLocalEntry(key: string, entry: { resolved?: string }): boolean {
  return /(^|\/)node_modules\/@latch\//.test(key) || (entry.resolved?.startsWith('file:') ?? false)
}

function readLockfile(file: string): Lockfile {
  const lock = JSON.parse(readFileSync(file, 'utf8')) as Lockfile
  if (lock.lockfileVersion !== 3 || typeof lock.packages !== 'object' || lock.packages === null)
    throw new Error(`${file} is not an npm lockfile of version 3`)
  return lock
}

/**
 * The registry packages a lockfile pins: install path to version, the packed `@latch/*` tarballs
 * and the root left out.
 *
 * @param file - An npm lockfile (version 3).
 * @returns Install path (`node_modules/react`) to version.
 * @throws {Error} when the file is not an npm lockfile of version 3.
 * @example
 * ```ts
 * registryPins('/tmp/work/node/package-lock.json').get('node_modules/react') // '19.3.1'
 * ```
 */
export function registryPins(file: string): Map<string, string> {
  const pins = new Map<string, string>()
  for (const [key, entry] of Object.entries(readLockfile(file).packages)) {
    if (key === '' || isLocalEntry(key, entry)) continue
    pins.set(key, entry.version ?? '')
  }
  return pins
}

/**
 * Writes an installed fixture's lockfile as its committed one: the same file less the packed
 * `@latch/*` tarballs (their integrity changes with every build).
 *
 * @param installed - The fixture's `package-lock.json` after its install.
 * @param target - The committed lockfile to write.
 * @throws {Error} when `installed` is not an npm lockfile of version 3.
 * @example
 * ```ts
 * writeFixtureLock('/tmp/work/node/package-lock.json', fixtureLockPath(root, 'node'))
 * ```
 */
export function writeFixtureLock(installed: string, target: string): void {
  const lock = readLockfile(installed)
  const packages = Object.fromEntries(
    Object.entries(lock.packages).filter(([key, entry]) => key === '' || !isLocalEntry(key, entry)),
  )
  writeFileSync(target, `${JSON.stringify({ ...lock, packages }, null, 2)}\n`)
}

/**
 * What an install changed against the committed lockfile: the registry packages it added, removed
 * or installed at another version (a fixture's or a package's dependencies changed since the
 * lockfile was written). Empty when the lockfile pinned the whole install.
 *
 * @param committed - The committed lockfile; when missing, every installed package is a change.
 * @param installed - The fixture's `package-lock.json` after its install.
 * @returns One line per change, e.g. `node_modules/viem: 2.40.0 → 2.41.0`.
 * @example
 * ```ts
 * lockChanges(fixtureLockPath(root, 'node'), '/tmp/work/node/package-lock.json') // []
 * ```
 */
export function lockChanges(committed: string, installed: string): string[] {
  const before = existsSync(committed) ? registryPins(committed) : new Map<string, string>()
  const after = registryPins(installed)
  const changes: string[] = []
  for (const key of new Set([...before.keys(), ...after.keys()])) {
    const was = before.get(key)
    const now = after.get(key)
    if (was !== now) changes.push(`${key}: ${was ?? 'none'} → ${now ?? 'none'}`)
  }
  return changes.sort()
}
