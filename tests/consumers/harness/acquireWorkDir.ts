import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

/**
 * The folder the fixtures are installed in, outside the workspace, and how to give it back.
 *
 * @example
 * ```ts
 * const work = acquireWorkDir(cacheRoot)
 * try { ... } finally { work.release() }
 * ```
 */
export type WorkDir = { dir: string; reused: boolean; release: () => void }

/** A lock older than this is left by a run that died: it is taken over. */
const STALE_LOCK_MS = 60 * 60_000

/** Whether the run that wrote the lock's `pid` file is gone (a run killed from outside left it). */
function ownerGone(lock: string): boolean {
  try {
    const pid = Number(readFileSync(path.join(lock, 'pid'), 'utf8'))
    if (!Number.isInteger(pid) || pid <= 0) return false
    process.kill(pid, 0)
    return false
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH'
  }
}

/**
 * Takes `<cacheRoot>/work`, kept between runs so installs reuse what earlier runs installed. A
 * lock folder keeps two runs out of each other's way: when another run holds it, this run gets a
 * fresh temporary folder instead (its installs then only reuse the npm cache). A lock whose run is
 * gone (its `pid` names no process) or older than an hour is taken over: a run killed from outside
 * would otherwise send the next ones to fresh folders, every fixture installed anew (~430 s
 * instead of ~200 measured on the 2-core machine; the node fixture's install, which compiles
 * better-sqlite3, alone ~200 s).
 *
 * @param cacheRoot - The consumer fixtures' cache root.
 * @returns The folder and its release function.
 * @example
 * ```ts
 * const { dir } = acquireWorkDir(path.join(homedir(), '.cache', 'latch-consumers'))
 * ```
 */
export function acquireWorkDir(cacheRoot: string): WorkDir {
  mkdirSync(cacheRoot, { recursive: true })
  const lock = path.join(cacheRoot, 'work.lock')
  try {
    if (Date.now() - statSync(lock).mtimeMs > STALE_LOCK_MS || ownerGone(lock))
      rmSync(lock, { recursive: true, force: true })
  } catch {}
  try {
    mkdirSync(lock)
    writeFileSync(path.join(lock, 'pid'), String(process.pid))
  } catch {
    const dir = mkdtempSync(path.join(tmpdir(), 'latch-consumers-'))
    return { dir, reused: false, release: () => rmSync(dir, { recursive: true, force: true }) }
  }
  const dir = path.join(cacheRoot, 'work')
  mkdirSync(dir, { recursive: true })
  return { dir, reused: true, release: () => rmSync(lock, { recursive: true, force: true }) }
}
