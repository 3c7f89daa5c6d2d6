import { cpSync, readFileSync, writeFileSync } from 'node:fs'
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
}

/**
 * Copies a consumer fixture out of the workspace and installs it as an app developer would:
 * `npm install` of its package.json, which names the packed `@latch/*` tarballs and pinned
 * registry versions. The shared cache makes a repeat install offline-first.
 *
 * @param options - See {@link InstallFixtureOptions}.
 * @returns Milliseconds the install took.
 * @example
 * ```ts
 * const ms = await installFixture(options)
 * ```
 */
export async function installFixture(options: InstallFixtureOptions): Promise<number> {
  cpSync(options.source, options.dir, {
    recursive: true,
    filter: (file) => !/[\\/](node_modules|dist|\.next)([\\/]|$)/.test(path.relative(options.source, file)),
  })
  if (options.dependencies) {
    const file = path.join(options.dir, 'package.json')
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as { dependencies: Record<string, string> }
    Object.assign(manifest.dependencies, options.dependencies)
    writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`)
  }
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
    { cwd: options.dir, log: options.log, env: { npm_config_update_notifier: 'false' } },
  )
}
