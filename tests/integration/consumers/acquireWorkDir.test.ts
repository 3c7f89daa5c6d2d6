import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { acquireWorkDir } from '../../consumers/harness/acquireWorkDir'

const roots: string[] = []
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true })
})
const cacheRoot = () => {
  const root = mkdtempSync(path.join(tmpdir(), 'latch-work-dir-'))
  roots.push(root)
  return root
}

describe("the consumer fixtures' work folder", () => {
  it('is reused by one run at a time: a second run meanwhile gets a temporary folder, and the release frees it', () => {
    const root = cacheRoot()
    const first = acquireWorkDir(root)
    expect(first).toMatchObject({ dir: path.join(root, 'work'), reused: true })
    expect(readFileSync(path.join(root, 'work.lock', 'pid'), 'utf8')).toBe(String(process.pid))
    const second = acquireWorkDir(root)
    expect(second.reused).toBe(false)
    expect(second.dir.startsWith(path.join(root, 'work'))).toBe(false)
    second.release()
    expect(existsSync(second.dir)).toBe(false)
    first.release()
    expect(existsSync(path.join(root, 'work.lock'))).toBe(false)
    expect(acquireWorkDir(root).reused).toBe(true)
  })

  it('takes over a lock whose run is gone (killed from outside, it never released it), not one whose run is alive', () => {
    const root = cacheRoot()
    // a process that has ended: its pid names no process now
    const gone = spawnSync(process.execPath, ['-e', 'process.exit(0)']).pid
    mkdirSync(path.join(root, 'work.lock'))
    writeFileSync(path.join(root, 'work.lock', 'pid'), String(gone))
    const taken = acquireWorkDir(root)
    expect(taken.reused).toBe(true)
    taken.release()
    // a lock held by a live run (this one) stays held
    mkdirSync(path.join(root, 'work.lock'))
    writeFileSync(path.join(root, 'work.lock', 'pid'), String(process.pid))
    const meanwhile = acquireWorkDir(root)
    expect(meanwhile.reused).toBe(false)
    meanwhile.release()
  })
})
