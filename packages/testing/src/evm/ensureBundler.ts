import { execFileSync } from 'node:child_process'
import { copyFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { homedir } from 'node:os'
import path from 'node:path'
import { TestKitError } from '../errors/TestKitError'
import { TEST_KIT_MESSAGES } from '../errors/testKitMessages'

/** The bundler's version (its lockfile is the test kit's `bundler/package-lock.json`). */
export const BUNDLER_VERSION = '0.0.20'

/** alto's command-line entry, under its package folder. */
const CLI = path.join('node_modules', '@pimlico', 'alto', 'esm', 'cli', 'alto.js')

/**
 * Makes sure `@pimlico/alto` (the ERC-4337 bundler {@link startBundler} runs) is installed, and
 * returns its command-line script. It is installed apart from the app or workspace with npm (no
 * install scripts; in this repository from the kit's own lockfile, `bundler/package-lock.json`), into
 * `$LATCH_BUNDLER_DIR`, else `~/.cache/latch-bundler/<version>`: its large dependency tree (a
 * server framework, tracing, a queue) never mixes with the packages an app resolves. Idempotent,
 * and needs no stdin; the first install takes about half a minute.
 *
 * @returns The path of alto's `esm/cli/alto.js`.
 * @throws {TestKitError} code `BUNDLER_NOT_STARTED` when npm cannot install it.
 * @example
 * ```ts
 * ensureBundler() // '/root/.cache/latch-bundler/0.0.20/node_modules/@pimlico/alto/esm/cli/alto.js'
 * ```
 */
export function ensureBundler(): string {
  const dir =
    process.env.LATCH_BUNDLER_DIR ?? path.join(homedir(), '.cache', 'latch-bundler', BUNDLER_VERSION)
  const cli = path.join(dir, CLI)
  if (existsSync(cli)) return cli
  mkdirSync(dir, { recursive: true })
  // In this repository the kit's lockfile pins the whole tree (`npm ci`); the published kit ships
  // only its code, so there alto is installed at its pinned version with npm's own resolution.
  const kit = path.dirname(createRequire(import.meta.url).resolve('@latch/testing/package.json'))
  const locked = existsSync(path.join(kit, 'bundler', 'package-lock.json'))
  if (locked)
    for (const file of ['package.json', 'package-lock.json'])
      copyFileSync(path.join(kit, 'bundler', file), path.join(dir, file))
  else
    writeFileSync(
      path.join(dir, 'package.json'),
      JSON.stringify({
        name: 'latch-test-bundler',
        private: true,
        dependencies: { '@pimlico/alto': BUNDLER_VERSION },
      }),
    )
  console.log(
    `Installing the ERC-4337 bundler (@pimlico/alto ${BUNDLER_VERSION}) for the test kit into ${dir}...`,
  )
  try {
    execFileSync(
      'npm',
      [locked ? 'ci' : 'install', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'],
      {
        cwd: dir,
        stdio: ['ignore', 'inherit', 'inherit'],
      },
    )
  } catch (cause) {
    throw new TestKitError(TEST_KIT_MESSAGES.bundlerNotInstalled, { code: 'BUNDLER_NOT_STARTED', cause })
  }
  if (!existsSync(cli))
    throw new TestKitError(TEST_KIT_MESSAGES.bundlerNotInstalled, { code: 'BUNDLER_NOT_STARTED' })
  return cli
}
