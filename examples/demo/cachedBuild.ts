import { createHash } from 'node:crypto'
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import path from 'node:path'
import { buildDemo, DEMO_ROOT } from './build'

const REPO_ROOT = path.resolve(DEMO_ROOT, '..', '..')

/** Where the builds live, one folder per state of the inputs (`dist/` is ignored by git). */
const BUILDS_ROOT = path.join(DEMO_ROOT, 'dist')

/** How many builds are kept beside the current one, and how old a build must be to go. */
const KEEP_BUILDS = 3
const PRUNE_AFTER_MS = 3_600_000

/** Every file the demo's build reads: the demo, every package's source, the shared lazy-module rule, the lockfile. */
function inputFiles(): string[] {
  const files: string[] = []
  const collect = (dir: string) => {
    if (!existsSync(dir)) return
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) collect(full)
      else if (!/\.test\.tsx?$/.test(entry.name)) files.push(full)
    }
  }
  collect(DEMO_ROOT)
  const packages = path.join(REPO_ROOT, 'packages')
  for (const name of readdirSync(packages)) collect(path.join(packages, name, 'src'))
  files.push(path.join(REPO_ROOT, 'examples', 'keptLazyModules.ts'), path.join(REPO_ROOT, 'pnpm-lock.yaml'))
  return files.filter((file) => existsSync(file))
}

/** A fingerprint of the inputs (paths, sizes, modification times). */
function inputsHash(): string {
  const hash = createHash('sha256')
  for (const file of inputFiles().sort()) {
    const { size, mtimeMs } = statSync(file)
    hash.update(`${file}:${size}:${mtimeMs}\n`)
  }
  return hash.digest('hex').slice(0, 16)
}

/** Removes builds of older inputs: all but the newest few, and only those untouched for an hour. */
function pruneOldBuilds(): void {
  const builds = readdirSync(BUILDS_ROOT)
    .filter((name) => !name.endsWith('.lock'))
    .map((name) => ({
      full: path.join(BUILDS_ROOT, name),
      mtimeMs: statSync(path.join(BUILDS_ROOT, name)).mtimeMs,
    }))
    .sort((a, b) => b.mtimeMs - a.mtimeMs)
  for (const build of builds.slice(KEEP_BUILDS))
    if (Date.now() - build.mtimeMs > PRUNE_AFTER_MS) rmSync(build.full, { recursive: true, force: true })
}

/**
 * The built demo for the current sources: built once into `examples/demo/dist/<inputs hash>`, then
 * reused by `pnpm demo` and by every e2e test file, in this run and later ones, until a source file
 * changes. A lock folder keeps two builds of the same inputs from racing (e2e files start at once),
 * and a build is renamed into place whole. Builds of older inputs are pruned: all but the newest
 * three, and only those untouched for an hour.
 *
 * @param onBuild - Called when there is no build yet and this call makes it (e.g. to say so).
 * @returns The build's folder.
 * @example
 * ```ts
 * const distDir = await ensureDemoBuild(() => console.log('Building the demo…'))
 * ```
 */
export async function ensureDemoBuild(onBuild?: () => void): Promise<string> {
  const dir = path.join(BUILDS_ROOT, inputsHash())
  if (existsSync(path.join(dir, 'index.html'))) return dir
  mkdirSync(BUILDS_ROOT, { recursive: true })
  const lock = `${dir}.lock`
  while (!takeLock(lock)) {
    await new Promise((resolve) => setTimeout(resolve, 250))
    if (existsSync(path.join(dir, 'index.html'))) return dir
  }
  // built beside, then renamed into place: a waiter that sees index.html sees the whole build
  const building = `${dir}.building-${process.pid}`
  // a process that exits mid-build (a Ctrl+C on `pnpm demo`) leaves neither the lock nor a half build
  const release = () => {
    rmSync(building, { recursive: true, force: true })
    rmSync(lock, { recursive: true, force: true })
  }
  process.once('exit', release)
  try {
    if (existsSync(path.join(dir, 'index.html'))) return dir
    onBuild?.()
    pruneOldBuilds()
    await buildDemo(building)
    try {
      renameSync(building, dir)
    } catch (error) {
      // another process built the same inputs meanwhile (it took over a lock it judged stale while
      // this one held it): the build in place stays, whoever serves it; this one is dropped
      const code = (error as NodeJS.ErrnoException).code
      if (code !== 'ENOTEMPTY' && code !== 'EEXIST') throw error
    }
    return dir
  } finally {
    process.off('exit', release)
    release()
  }
}

/**
 * Takes the build lock: a folder holding the owner's process id. A lock whose owner is gone (killed
 * mid-build) is taken over.
 */
function takeLock(lock: string): boolean {
  try {
    mkdirSync(lock)
    writeFileSync(path.join(lock, 'pid'), String(process.pid))
    return true
  } catch {
    if (!ownerAlive(lock)) rmSync(lock, { recursive: true, force: true })
    return false
  }
}

/** False once the lock's owner has exited; true while it runs, or for 10 s before it has written its id. */
function ownerAlive(lock: string): boolean {
  let pid: number
  try {
    pid = Number(readFileSync(path.join(lock, 'pid'), 'utf8'))
  } catch {
    try {
      return Date.now() - statSync(lock).mtimeMs < 10_000
    } catch {
      return false
    }
  }
  if (!Number.isSafeInteger(pid) || pid <= 0) return true
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}
