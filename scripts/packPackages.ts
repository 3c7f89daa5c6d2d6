/**
 * Packs every published package with `pnpm pack` (which runs the `beforePacking` hook of
 * `.pnpmfile.cjs`: the manifest in the tarball exports `dist` with no `source` condition) into one
 * directory, exactly the tarballs `pnpm publish` would upload. Run `pnpm build` first.
 *
 * Usage: `tsx scripts/packPackages.ts [dir]` (default `test-output/packs`).
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { PUBLISHED_PACKAGES, type PublishedPackage } from './publishedPackages'

/** Where `pnpm test` keeps the packed tarballs (the consumer fixtures install these). */
export const PACKS_DIR = 'test-output/packs'

/**
 * Packs every published package into `dir` (emptied first).
 *
 * @param dir - Destination directory.
 * @returns The tarball path of each package, by directory name.
 * @example
 * ```ts
 * const tarballs = packPackages('test-output/packs')
 * tarballs.get('core') // 'test-output/packs/latch-core-0.1.0.tgz'
 * ```
 */
export function packPackages(dir: string = PACKS_DIR): Map<PublishedPackage, string> {
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  const filters = PUBLISHED_PACKAGES.flatMap((p) => ['--filter', `./packages/${p}`])
  const result = spawnSync('pnpm', ['-r', ...filters, 'pack', '--pack-destination', path.resolve(dir)], {
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  if (result.status !== 0) throw new Error(`pnpm pack failed with status ${result.status}`)
  const files = readdirSync(dir)
  const tarballs = new Map<PublishedPackage, string>()
  for (const pkg of PUBLISHED_PACKAGES) {
    const { name, version } = JSON.parse(readFileSync(`packages/${pkg}/package.json`, 'utf8')) as {
      name: string
      version: string
    }
    const file = `${name.replace('@', '').replace('/', '-')}-${version}.tgz`
    if (!files.includes(file)) throw new Error(`pnpm pack wrote no ${file}`)
    tarballs.set(pkg, path.join(dir, file))
  }
  return tarballs
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const [pkg, file] of packPackages(process.argv[2])) console.log(`${pkg}: ${file}`)
}
