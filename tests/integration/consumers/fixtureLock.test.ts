import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { CONSUMER_FIXTURES } from '../../consumers/harness/consumerFixtures'
import {
  fixtureLockPath,
  lockChanges,
  registryPins,
  writeFixtureLock,
} from '../../consumers/harness/fixtureLock'

const root = process.cwd()
const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'latch-fixture-lock-'))
  dirs.push(dir)
  return dir
}

type Lock = {
  lockfileVersion: number
  packages: Record<string, { version?: string; resolved?: string; dependencies?: Record<string, string> }>
}
const readJson = <T>(file: string) => JSON.parse(readFileSync(file, 'utf8')) as T

/** An installed fixture's lockfile as npm writes it: the root, a packed tarball, registry packages. */
const installedLock = (pins: Record<string, string>): Lock => ({
  lockfileVersion: 3,
  packages: {
    '': { dependencies: { '@latch/core': 'file:../tarballs/latch-core.tgz', react: '19.3.1' } },
    'node_modules/@latch/core': { version: '0.1.0', resolved: 'file:../tarballs/latch-core.tgz' },
    ...Object.fromEntries(
      Object.entries(pins).map(([key, version]) => [
        key,
        {
          version,
          resolved: `https://registry.npmjs.org/${key.split('node_modules/').pop()}/-/x-${version}.tgz`,
        },
      ]),
    ),
  },
})

describe("the consumer fixtures' committed lockfiles", () => {
  it.each(CONSUMER_FIXTURES.map((fixture) => [fixture.name, fixture] as const))(
    '%s: pins the registry packages of the package.json it installs, and none of the packed tarballs',
    (name, fixture) => {
      const lock = readJson<Lock>(fixtureLockPath(root, name))
      expect(lock.lockfileVersion).toBe(3)
      const local = Object.entries(lock.packages).filter(
        ([key, entry]) => key.includes('node_modules/@latch/') || entry.resolved?.startsWith('file:'),
      )
      expect(local).toEqual([])
      // the dependencies installFixture writes: the app's own, with the fixture's variant applied
      const manifest = readJson<{ dependencies: Record<string, string> }>(
        path.join(root, 'tests/consumers/apps', fixture.source, 'package.json'),
      )
      const wanted = { ...manifest.dependencies, ...fixture.dependencies }
      expect(lock.packages['']?.dependencies).toEqual(wanted)
      // every registry dependency is pinned at the version the fixture names
      for (const [dependency, version] of Object.entries(wanted)) {
        if (dependency.startsWith('@latch/')) continue
        expect(lock.packages[`node_modules/${dependency}`]?.version, dependency).toBe(version)
      }
      expect(registryPins(fixtureLockPath(root, name)).size).toBeGreaterThan(0)
    },
  )

  it('are written from an install without the packed tarballs (their integrity changes with every build)', () => {
    const dir = tempDir()
    const installed = path.join(dir, 'package-lock.json')
    writeFileSync(installed, JSON.stringify(installedLock({ 'node_modules/react': '19.3.1' })))
    const committed = path.join(dir, 'node.package-lock.json')
    writeFixtureLock(installed, committed)
    const written = readJson<Lock>(committed)
    expect(Object.keys(written.packages)).toEqual(['', 'node_modules/react'])
    // the root still names the tarball, as the fixture's package.json does
    expect(written.packages['']?.dependencies?.['@latch/core']).toBe('file:../tarballs/latch-core.tgz')
    expect(lockChanges(committed, installed)).toEqual([])
  })

  it('report each registry package an install added, removed or moved to another version', () => {
    const dir = tempDir()
    const committed = path.join(dir, 'committed.json')
    const installed = path.join(dir, 'installed.json')
    writeFileSync(
      committed,
      JSON.stringify(installedLock({ 'node_modules/react': '19.3.1', 'node_modules/viem': '2.40.0' })),
    )
    writeFileSync(
      installed,
      JSON.stringify(
        installedLock({
          'node_modules/react': '19.3.1',
          'node_modules/viem': '2.41.0',
          'node_modules/viem/node_modules/ox': '0.9.0',
        }),
      ),
    )
    expect(lockChanges(committed, installed)).toEqual([
      'node_modules/viem/node_modules/ox: none → 0.9.0',
      'node_modules/viem: 2.40.0 → 2.41.0',
    ])
    expect(lockChanges(path.join(dir, 'missing.json'), installed)).toHaveLength(3)
  })

  it('refuse a file that is not an npm lockfile of version 3', () => {
    const file = path.join(tempDir(), 'package-lock.json')
    writeFileSync(file, JSON.stringify({ lockfileVersion: 2, dependencies: {} }))
    expect(() => registryPins(file)).toThrow('is not an npm lockfile of version 3')
  })
})
