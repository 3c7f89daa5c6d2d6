/**
 * Consumer fixtures: proves the packages work where app developers meet them. Builds every
 * package (`pnpm run build`), packs each with `pnpm pack`, copies each app of tests/consumers/apps
 * to a folder outside the workspace and installs it with `npm install` from the tarballs plus the
 * public registry (one shared npm cache, offline first; the node fixture's better-sqlite3 is the
 * workspace's own compiled binary, see tests/consumers/harness/workspacePrebuild.ts), builds it
 * once and checks it: Next.js App Router (server render, hydration, connect), Vite + React 18 and
 * 19 (connect and send), webpack 5 (the modal), plain Node ESM and TypeScript under bundler and
 * node16 resolution. The browser checks run in Chromium against a Hardhat dev chain, every
 * non-loopback request blocked.
 *
 * Every fixture installs from its committed lockfile (tests/consumers/locks, see
 * tests/consumers/harness/fixtureLock.ts), and a check says whether that lockfile still pins the
 * whole install.
 *
 * Usage: `tsx scripts/consumers.ts [--json=FILE] [--only=node,next-app] [--no-build] [--tarballs=DIR]
 * [--write-locks]` (`--no-build` packs the `dist` already built; `--tarballs` installs tarballs
 * packed before; `--write-locks` writes each installed fixture's lockfile as its committed one).
 * Each check is counted; `--json` writes `{ passed, failed, checks, figures }` for `pnpm test`.
 * Everything installed lives under `$LATCH_CONSUMERS_CACHE`, else `~/.cache/latch-consumers`: the
 * npm cache (`npm/`) and the installed fixtures (`work/`), both reused by the next run.
 */
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { homedir } from 'node:os'
import path from 'node:path'
import { type DevChain, startDevChain } from '@latch/testing/evm'
import type { Browser } from 'playwright-core'
import { acquireWorkDir } from '../tests/consumers/harness/acquireWorkDir'
import { type CheckList, createCheckList, failingCheckList } from '../tests/consumers/harness/checkList'
import { CONSUMER_FIXTURES, type ConsumerFixture } from '../tests/consumers/harness/consumerFixtures'
import type { FixtureContext } from '../tests/consumers/harness/fixtureContext'
import {
  FIXTURE_LOCKS_DIR,
  fixtureLockPath,
  lockChanges,
  writeFixtureLock,
} from '../tests/consumers/harness/fixtureLock'
import { installFixture } from '../tests/consumers/harness/installFixture'
import { packTarballs } from '../tests/consumers/harness/packTarballs'
import { packWorkspacePrebuild } from '../tests/consumers/harness/workspacePrebuild'
import { launchChromium } from '../tests/e2e/support/browser'

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1]
const only = arg('only')?.split(',')
// Tarballs packed before (a folder of latch-*.tgz): skips the build and the packing.
const prebuilt = arg('tarballs')
// Writes each installed fixture's lockfile as its committed one (tests/consumers/locks).
const writeLocks = process.argv.includes('--write-locks')
const fixtures = CONSUMER_FIXTURES.filter((f) => !only || only.includes(f.name))
const root = process.cwd()
const appsDir = path.join(root, 'tests/consumers/apps')
const logDir = path.resolve('test-output/consumers')
const cacheRoot = process.env.LATCH_CONSUMERS_CACHE ?? path.join(homedir(), '.cache', 'latch-consumers')
const cacheDir = path.join(cacheRoot, 'npm')
const workDir = acquireWorkDir(cacheRoot)
const work = workDir.dir
const checks = createCheckList()
const figures: Record<string, number | string> = {}
const started = Date.now()

rmSync(logDir, { recursive: true, force: true })
mkdirSync(logDir, { recursive: true })
mkdirSync(cacheDir, { recursive: true })

let chain: Promise<DevChain> | undefined
let browser: Promise<Browser> | undefined

/** Runs `tasks` at most `limit` at a time; each promise settles with its task. */
function pool<T>(tasks: (() => Promise<T>)[], limit: number): Promise<T>[] {
  let running = 0
  const queue: (() => void)[] = []
  return tasks.map(
    (task) =>
      new Promise<T>((resolve, reject) => {
        const start = () => {
          running += 1
          task()
            .then(resolve, reject)
            .finally(() => {
              running -= 1
              queue.shift()?.()
            })
        }
        if (running < limit) start()
        else queue.push(start)
      }),
  )
}

try {
  const packed = await checks.run('pack: every published package builds and packs', async () => {
    const tarballs = path.join(work, 'tarballs')
    rmSync(tarballs, { recursive: true, force: true })
    if (prebuilt) cpSync(prebuilt, tarballs, { recursive: true })
    else {
      const skipBuild = process.argv.includes('--no-build')
      const packages = await packTarballs({ root, dir: tarballs, logDir, skipBuild })
      figures['packed packages'] = packages.map((p) => p.name).join(' ')
    }
    figures['pack s'] = Number(((Date.now() - started) / 1000).toFixed(1))
  })
  const contextOf = (fixture: ConsumerFixture, list: CheckList): FixtureContext => ({
    name: fixture.name,
    dir: path.join(work, fixture.name),
    checks: list,
    logDir,
    figures,
    chain: () => {
      chain ??= startDevChain()
      return chain
    },
    browser: () => {
      browser ??= launchChromium()
      return browser
    },
  })
  if (!packed) {
    for (const fixture of fixtures) {
      checks.fail(`${fixture.name}: npm install of the tarballs`, 'packing failed')
      await fixture.check(contextOf(fixture, failingCheckList(checks, 'packing failed')))
    }
  } else {
    // Installs overlap (three at a time) with the builds and browser checks of fixtures already
    // installed. Three, not two: on an empty npm cache the installs wait mostly on the registry, and
    // the step took 280 s with three against 327 s with two (pnpm consumers alone, 2-core machine,
    // one run each); with a warm cache each install takes 6-12 s and the number hardly matters.
    // A fixture whose install compiles starts installing first, so the compile overlaps the others.
    const installOrder = [...fixtures].sort(
      (a, b) => Number(b.needsNativeModule ?? false) - Number(a.needsNativeModule ?? false),
    )
    const prebuild = fixtures.some((f) => f.needsNativeModule)
      ? packWorkspacePrebuild(root, path.join(work, 'prebuilds'))
      : undefined
    figures['native module from the workspace'] = prebuild
      ? Object.keys(prebuild.overrides).join(' ')
      : 'none'
    // Each install resolves to what it changed against the fixture's committed lockfile.
    const inOrder = pool(
      installOrder.map((fixture) => async () => {
        const lockfile = fixtureLockPath(root, fixture.name)
        const ms = await installFixture({
          source: path.join(appsDir, fixture.source),
          dir: path.join(work, fixture.name),
          cacheDir,
          log: path.join(logDir, `${fixture.name}-install.log`),
          lockfile,
          ...(fixture.dependencies ? { dependencies: fixture.dependencies } : {}),
          ...(fixture.needsNativeModule && prebuild ? prebuild : {}),
        })
        figures[`${fixture.name} install s`] = Number((ms / 1000).toFixed(1))
        const installedLock = path.join(work, fixture.name, 'package-lock.json')
        if (!writeLocks) return lockChanges(lockfile, installedLock)
        writeFixtureLock(installedLock, lockfile)
        return []
      }),
      3,
    )
    const installs = fixtures.map((fixture) => inOrder[installOrder.indexOf(fixture)]!)
    // Each install is awaited in turn below; one that fails earlier must not end the process.
    for (const install of installs) install.catch(() => undefined)
    const checkFixture = async (fixture: ConsumerFixture) => {
      const install = installs[fixtures.indexOf(fixture)]!
      const installed = await checks.run(`${fixture.name}: npm install of the tarballs`, () => install)
      // A lockfile that no longer pins the whole install still installs, but resolves again what
      // it misses (the slow part on an empty npm cache) and lets new releases in: written anew.
      if (installed)
        await checks.run(
          `${fixture.name}: its committed lockfile pins every registry package it installs`,
          async () => {
            const changes = await install
            if (changes.length > 0)
              throw new Error(
                `the install changed ${changes.length} registry package(s) against ${FIXTURE_LOCKS_DIR}/${fixture.name}.package-lock.json; ` +
                  `write the lockfiles anew (pnpm consumers -- --write-locks) and commit them:\n${changes.slice(0, 10).join('\n')}`,
              )
          },
        )
      const list = installed ? checks : failingCheckList(checks, 'npm install failed')
      await fixture.check(contextOf(fixture, list))
    }
    // Two lanes, each in fixture order: the fixtures that send on the shared dev chain one at a
    // time, beside them those that only read it (their builds and browser checks overlap the
    // others' waits on the browser and the chain).
    const lanes = [fixtures.filter((f) => !f.readsChainOnly), fixtures.filter((f) => f.readsChainOnly)]
    const ended = await Promise.allSettled(
      lanes.map(async (lane) => {
        for (const fixture of lane) await checkFixture(fixture)
      }),
    )
    // a lane that threw ends the run only once the other lane has finished with the browser and chain
    for (const lane of ended) if (lane.status === 'rejected') throw lane.reason
  }
} finally {
  await (await browser?.catch(() => undefined))?.close()
  await (await chain?.catch(() => undefined))?.stop()
  console.log(`Fixtures installed in ${work}`)
  workDir.release()
}

figures['total s'] = Number(((Date.now() - started) / 1000).toFixed(1))
const passed = checks.results.filter((r) => r.ok).length
const failed = checks.results.length - passed
console.log('\nconsumer figures:')
for (const [label, value] of Object.entries(figures)) console.log(`  ${label}: ${value}`)
console.log(`consumers: ${passed} passed, ${failed} failed`)
const json = arg('json')
if (json)
  writeFileSync(json, `${JSON.stringify({ passed, failed, checks: checks.results, figures }, null, 2)}\n`)
process.exit(failed === 0 && passed > 0 ? 0 : 1)
