/**
 * Makes sure TypeScript's native compiler (7.x, this folder's package.json) is installed, from this
 * folder's own lockfile, apart from the workspace, and returns its `tsc`. The repo's type check
 * (`pnpm test`'s tsc step), the type tests (Vitest's `types` project) and the packages'
 * declarations (`pnpm build`) run it: measured on the 2-core CI machine, the whole repo's check
 * takes ~10 s against ~60 s with the workspace's TypeScript 5.9, and the declarations ~4 s against
 * ~37 s. Idempotent and safe with no stdin: does nothing when the pinned version is already there.
 * Plain JavaScript, so that any config (Vite's native loader among them) imports it as it is.
 *
 * Why apart: a second `typescript` anywhere in the workspace (the root or a workspace package of
 * its own) is taken by pnpm for the optional peer that viem, wagmi and others declare, and gives
 * them a second copy of themselves resolved against it. The tools that read TypeScript's JavaScript
 * API (typedoc, attw) and the consumer fixtures keep the workspace's 5.9.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

const TOOL_DIR = import.meta.dirname

/** @param {string} file @returns {Record<string, any>} */
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'))

/** @returns {string | undefined} the installed compiler's version */
function installedVersion() {
  const manifest = path.join(TOOL_DIR, 'node_modules', 'typescript', 'package.json')
  return existsSync(manifest) ? readJson(manifest).version : undefined
}

/**
 * Installs the pinned native compiler when it is missing (or another version is installed).
 *
 * @returns {string} The path of its `tsc` executable.
 * @throws {Error} when npm cannot install it.
 * @example
 * ```ts
 * const tsc = ensureTypescriptNative() // '/repo/tools/typescript-native/node_modules/.bin/tsc'
 * ```
 */
export function ensureTypescriptNative() {
  const tsc = path.join(TOOL_DIR, 'node_modules', '.bin', 'tsc')
  const pinned = readJson(path.join(TOOL_DIR, 'package.json')).dependencies.typescript
  if (installedVersion() === pinned && existsSync(tsc)) return tsc
  console.log(`Installing TypeScript's native compiler (typescript ${pinned}) into ${TOOL_DIR}...`)
  execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'], {
    cwd: TOOL_DIR,
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  if (installedVersion() !== pinned || !existsSync(tsc))
    throw new Error(`TypeScript ${pinned} was not installed into ${TOOL_DIR}`)
  return tsc
}

if (import.meta.url === `file://${process.argv[1]}`) ensureTypescriptNative()
