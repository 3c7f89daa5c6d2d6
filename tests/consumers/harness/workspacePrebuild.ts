import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

/**
 * What a fixture's npm install needs to take a native module's binary from the workspace instead
 * of compiling it again: the version to pin (npm `overrides`) and the environment that points the
 * module's `prebuild-install` at the binary.
 *
 * @example
 * ```ts
 * const prebuild: WorkspacePrebuild = { overrides: { 'better-sqlite3': '12.9.0' }, env: {} }
 * ```
 */
export type WorkspacePrebuild = {
  overrides: Readonly<Record<string, string>>
  env: Readonly<Record<string, string | undefined>>
}

/**
 * Packs the workspace's own compiled better-sqlite3 (the version the lockfile pins, built by
 * `pnpm install` on this machine for this Node.js) as the local prebuild `prebuild-install` looks
 * for (`npm_config_better_sqlite3_local_prebuilds`), so the node fixture's `npm install` of
 * `@latch/auth-server` unpacks it instead of compiling SQLite a second time. Measured on the 2-core
 * CI machine with a cold npm cache: that fixture's install took 257 s compiling (both cores busy
 * under the other fixtures' installs), the longest of the consumer step; 38–45 s with this.
 *
 * The binary comes from the same source version compiled on the same machine, so what the fixture
 * proves (the packed packages install and run under npm) is unchanged. No host is asked: the
 * environment is returned only when the file exists, and `prebuild-install` reads a local prebuild
 * before any download. A binary that fails to load makes `prebuild-install` fail, and the package's
 * own install script then compiles it.
 *
 * @param root - The workspace root.
 * @param dir - Where the prebuild tarball is written (created; its old content removed).
 * @returns The pin and environment, or `undefined` when the workspace has no compiled binary (the
 *   fixture then compiles from source as before).
 * @example
 * ```ts
 * const prebuild = packWorkspacePrebuild(process.cwd(), path.join(work, 'prebuilds'))
 * ```
 */
export function packWorkspacePrebuild(root: string, dir: string): WorkspacePrebuild | undefined {
  const requireFromServer = createRequire(path.join(root, 'packages/auth-server/package.json'))
  let manifestFile: string
  try {
    manifestFile = requireFromServer.resolve('better-sqlite3/package.json')
  } catch {
    return undefined
  }
  const packageDir = path.dirname(manifestFile)
  // only the workspace's own install (resolution also falls back to NODE_PATH, which pnpm sets)
  if (path.relative(root, packageDir).startsWith('..')) return undefined
  const binary = 'build/Release/better_sqlite3.node'
  if (!existsSync(path.join(packageDir, binary))) return undefined
  const { name, version } = JSON.parse(readFileSync(manifestFile, 'utf8')) as {
    name: string
    version: string
  }
  // prebuild-install's file name: {name}-v{version}-{runtime}-v{abi}-{platform}{libc}-{arch}.tar.gz,
  // libc empty except on musl: there (no glibc) the name would differ and the install would look
  // for a download, so that machine compiles as before
  const report = process.report.getReport() as { header?: { glibcVersionRuntime?: string } }
  if (process.platform === 'linux' && !report.header?.glibcVersionRuntime) return undefined
  const file = `${name}-v${version}-node-v${process.versions.modules}-${process.platform}-${process.arch}.tar.gz`
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  const tar = spawnSync('tar', ['-czf', path.join(dir, file), '-C', packageDir, binary])
  if (tar.status !== 0) return undefined
  return {
    overrides: { [name]: version },
    env: {
      npm_config_better_sqlite3_local_prebuilds: dir,
      // prebuild-install skips every prebuild, the local one too, when told to build from source.
      // better-sqlite3 is the node fixture's only package installed by prebuild-install (the other
      // native ones, node-gyp-build's, use the prebuilds inside their own package): one added to
      // that fixture would try to download its binary, so give it a local prebuild too.
      npm_config_build_from_source: undefined,
    },
  }
}
