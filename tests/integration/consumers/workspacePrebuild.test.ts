import { spawnSync } from 'node:child_process'
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { userEnv } from '../../consumers/harness/runCommand'
import { packWorkspacePrebuild } from '../../consumers/harness/workspacePrebuild'

const root = process.cwd()
const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'latch-prebuild-'))
  dirs.push(dir)
  return dir
}

describe("the node fixture's native module from the workspace", () => {
  it("is what better-sqlite3's own prebuild-install unpacks and loads, with no host asked, pinned to the workspace's version", () => {
    const prebuild = packWorkspacePrebuild(root, path.join(tempDir(), 'prebuilds'))
    const requireFromServer = createRequire(path.join(root, 'packages/auth-server/package.json'))
    const manifest = requireFromServer.resolve('better-sqlite3/package.json')
    const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }
    expect(prebuild?.overrides).toEqual({ 'better-sqlite3': version })

    // a freshly unpacked better-sqlite3 as npm leaves it before its install script: no binary yet
    const installed = tempDir()
    copyFileSync(manifest, path.join(installed, 'package.json'))
    const bin = createRequire(manifest).resolve('prebuild-install/bin.js')
    // the environment installFixture gives the node fixture's npm, and so its install scripts
    const env = userEnv({ npm_config_build_from_source: 'true', ...prebuild?.env })
    // --verbose: the log says where the binary came from. prebuild-install reads a local prebuild
    // before any download, so "found local prebuild" means no host was asked (this child process is
    // outside the test guard's reach: the log is the proof)
    const run = spawnSync(process.execPath, [bin, '--verbose'], { cwd: installed, env, encoding: 'utf8' })
    expect(run.status, run.stderr).toBe(0)
    expect(run.stderr).toContain('found local prebuild')
    // prebuild-install requires the unpacked binary before it reports success
    expect(run.stderr).toContain('required')
    expect(existsSync(path.join(installed, 'build/Release/better_sqlite3.node'))).toBe(true)
  })

  it('is none when the workspace has no compiled binary: the fixture then compiles it as before', () => {
    expect(packWorkspacePrebuild(tempDir(), path.join(tempDir(), 'prebuilds'))).toBeUndefined()
  })
})
