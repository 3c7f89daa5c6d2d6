import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import path from 'node:path'
import { runCommand } from './runCommand'

/**
 * Options of {@link installFixture}.
 *
 * @example
 * ```ts
 * await installFixture({ source: 'tests/consumers/apps/vite-react', dir, cacheDir, log })
 * ```
 */
export type InstallFixtureOptions = {
  /** The fixture's source folder in the repo. */
  source: string
  /** Where it is copied and installed: outside the workspace, beside the `tarballs` folder. */
  dir: string
  /** npm cache shared by every fixture and every run. */
  cacheDir: string
  /** Log file of the install. */
  log: string
  /** Dependency versions that replace the fixture's own (a variant, e.g. React 18). */
  dependencies?: Readonly<Record<string, string>>
  /** Registry packages pinned beside the `@latch/*` tarballs (npm `overrides`). */
  overrides?: Readonly<Record<string, string>>
  /** Variables added to (or, when undefined, removed from) the install's environment. */
  env?: Readonly<Record<string, string | undefined>>
  /**
   * The fixture's committed lockfile (see fixtureLock.ts), installed from when it exists: npm
   * then fetches the registry packages it pins instead of resolving their versions.
   */
  lockfile?: string
}

/**
 * npm `overrides` that resolve every packed `@latch/*` package to its tarball, wherever it is
 * required (e.g. `@latch/embedded-wallet`, which `@latch/auth-server` depends on): they stand in
 * for the registry, where these versions would be published. The fixtures name only the
 * packages they use, as an app's package.json would.
 *
 * @param tarballsDir - The folder of `latch-*.tgz` files, beside the fixture.
 * @returns Package name to `file:../tarballs/...` spec.
 * @example
 * ```ts
 * registryStandIn('/tmp/x/tarballs') // { '@latch/core': 'file:../tarballs/latch-core.tgz', ... }
 * ```
 */
export function registryStandIn(tarballsDir: string): Record<string, string> {
  const overrides: Record<string, string> = {}
  for (const file of readdirSync(tarballsDir)) {
    const match = /^latch-(.+)\.tgz$/.exec(file)
    if (match) overrides[`@latch/${match[1]}`] = `file:../${path.basename(tarballsDir)}/${file}`
  }
  return overrides
}

/**
 * Empties a fixture folder left by an earlier run, except its `node_modules` less the `@latch`
 * packages and npm's record of the tree: npm then installs the new tarballs and keeps every
 * registry package already there (so better-sqlite3, which `@latch/auth-server` needs, is compiled
 * once, not on every run).
 *
 * @param dir - The fixture's folder (created when missing).
 * @example
 * ```ts
 * prepareFixtureDir('/root/.cache/latch-consumers/work/node')
 * ```
 */
export function prepareFixtureDir(dir: string): void {
  mkdirSync(dir, { recursive: true })
  for (const entry of readdirSync(dir)) {
    if (entry !== 'node_modules') rmSync(path.join(dir, entry), { recursive: true, force: true })
  }
  rmSync(path.join(dir, 'node_modules', '@latch'), { recursive: true, force: true })
  rmSync(path.join(dir, 'node_modules', '.package-lock.json'), { force: true })
}

/**
 * Copies a consumer fixture out of the workspace and installs it as an app developer would:
 * `npm install` of its package.json, which names the packed `@latch/*` tarballs and pinned
 * registry versions (plus {@link registryStandIn}), from its committed lockfile when it has one.
 * The shared cache makes a repeat install offline-first.
 *
 * @param options - See {@link InstallFixtureOptions}.
 * @returns Milliseconds the install took.
 * @example
 * ```ts
 * const ms = await installFixture(options)
 * ```
 */
export async function installFixture(options: InstallFixtureOptions): Promise<number> {
  prepareFixtureDir(options.dir)
  cpSync(options.source, options.dir, {
    recursive: true,
    filter: (file) => !/[\\/](node_modules|dist|\.next)([\\/]|$)/.test(path.relative(options.source, file)),
  })
  const file = path.join(options.dir, 'package.json')
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as {
    dependencies: Record<string, string>
    overrides?: Record<string, string>
  }
  Object.assign(manifest.dependencies, options.dependencies)
  manifest.overrides = {
    ...options.overrides,
    ...registryStandIn(path.join(path.dirname(options.dir), 'tarballs')),
  }
  writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`)
  if (options.lockfile !== undefined && existsSync(options.lockfile))
    copyFileSync(options.lockfile, path.join(options.dir, 'package-lock.json'))
  return runCommand(
    'npm',
    [
      'install',
      '--prefer-offline',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      `--cache=${options.cacheDir}`,
    ],
    {
      cwd: options.dir,
      log: options.log,
      // Native modules (better-sqlite3) compile from their sources instead of downloading a
      // prebuilt binary from a host other than the registry.
      // (A fixture given the workspace's compiled binary instead: see packWorkspacePrebuild.)
      env: { npm_config_update_notifier: 'false', npm_config_build_from_source: 'true', ...options.env },
    },
  )
}
