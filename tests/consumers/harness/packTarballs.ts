import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync } from 'node:fs'
import path from 'node:path'
import { runCommand } from './runCommand'

/**
 * One packed package: its name and the tarball the fixtures install (`<dir>/latch-core.tgz` for
 * `@latch/core`, the name fixtures' package.json files give as `file:../tarballs/latch-core.tgz`).
 *
 * @example
 * ```ts
 * const [{ name, tarball }] = await packTarballs({ root, dir, logDir })
 * ```
 */
export type PackedPackage = { name: string; tarball: string }

/**
 * The file name a package's tarball gets: scope and name, no version, so fixtures can name it.
 *
 * @param name - The package name, e.g. `@latch/core`.
 * @returns E.g. `latch-core.tgz`.
 * @example
 * ```ts
 * tarballName('@latch/auth-server') // 'latch-auth-server.tgz'
 * ```
 */
export function tarballName(name: string): string {
  return `${name.replace(/^@/, '').replace('/', '-')}.tgz`
}

/**
 * Every package under `packages/` that is published (not private), as folder and name.
 *
 * @param root - The repo root.
 * @returns The packages, sorted by name.
 * @example
 * ```ts
 * publishedPackages(process.cwd()) // [{ dir: '.../packages/auth-server', name: '@latch/auth-server' }, ...]
 * ```
 */
export function publishedPackages(root: string): { dir: string; name: string }[] {
  const packagesDir = path.join(root, 'packages')
  return readdirSync(packagesDir)
    .map((folder) => path.join(packagesDir, folder))
    .filter((dir) => existsSync(path.join(dir, 'package.json')))
    .map((dir) => ({ dir, manifest: JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) }))
    .filter(({ manifest }) => manifest.private !== true)
    .map(({ dir, manifest }) => ({ dir, name: String(manifest.name) }))
    .sort((a, b) => a.name.localeCompare(b.name))
}

/**
 * Builds every package with the repo's build script (unless `skipBuild`), then packs each
 * published one with `pnpm pack` (which turns `workspace:` ranges into real versions, applies
 * `publishConfig` and strips the workspace-only `source` condition, as publishing does) into `dir`.
 *
 * @param options - Repo root, tarball folder, log folder, whether the build already ran.
 * @returns The packed packages.
 * @example
 * ```ts
 * const packed = await packTarballs({ root: process.cwd(), dir: '/tmp/x/tarballs', logDir })
 * ```
 */
export async function packTarballs(options: {
  root: string
  dir: string
  logDir: string
  /** Pack the `dist` an earlier step built (`pnpm test` builds first); default false. */
  skipBuild?: boolean
}): Promise<PackedPackage[]> {
  mkdirSync(options.dir, { recursive: true })
  if (!options.skipBuild)
    await runCommand('pnpm', ['run', 'build'], {
      cwd: options.root,
      log: path.join(options.logDir, 'build.log'),
    })
  const packed: PackedPackage[] = []
  for (const { dir, name } of publishedPackages(options.root)) {
    const before = new Set(readdirSync(options.dir))
    await runCommand('pnpm', ['pack', '--pack-destination', options.dir], {
      cwd: dir,
      log: path.join(options.logDir, `pack-${tarballName(name)}.log`),
    })
    const made = readdirSync(options.dir).find((file) => !before.has(file) && file.endsWith('.tgz'))
    if (!made) throw new Error(`pnpm pack made no tarball for ${name}`)
    const tarball = path.join(options.dir, tarballName(name))
    renameSync(path.join(options.dir, made), tarball)
    packed.push({ name, tarball })
  }
  return packed
}
