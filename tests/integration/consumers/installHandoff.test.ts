import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createCheckList, failingCheckList } from '../../consumers/harness/checkList'
import {
  type InstallHandoff,
  readInstallHandoff,
  writeInstallHandoff,
} from '../../consumers/harness/installHandoff'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})
const fileIn = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'latch-handoff-'))
  dirs.push(dir)
  return path.join(dir, 'handoff.json')
}

const handoff: InstallHandoff = {
  dir: '/root/.cache/latch-consumers/work',
  temporary: false,
  pack: { name: 'pack: every published package builds and packs', ok: true, ms: 15_600 },
  installs: {
    node: { name: 'node: npm install of the tarballs', ok: true, ms: 45_000 },
    'next-app': {
      name: 'next-app: npm install of the tarballs',
      ok: false,
      ms: 3_000,
      error: 'npm ERR! 404',
    },
  },
  figures: { 'pack s': 15.6, 'node install s': 45, 'native module from the workspace': 'better-sqlite3' },
}

describe("the consumer installs' handoff to the run that checks the fixtures", () => {
  it('reads back what the install run wrote: folder, packing, each install (a failed one with its error) and figures', () => {
    const file = fileIn()
    writeInstallHandoff(file, handoff)
    expect(readInstallHandoff(file, ['node', 'next-app'])).toEqual(handoff)
    // only the fixtures the checking run checks
    expect(readInstallHandoff(file, ['node'])?.installs).toEqual({ node: handoff.installs.node })
  })

  it('is not used when the file is missing, not JSON, of another shape, too large, or lacks a fixture to check', () => {
    const file = fileIn()
    expect(readInstallHandoff(file, ['node'])).toBeUndefined()
    writeFileSync(file, '{ "dir": ')
    expect(readInstallHandoff(file, ['node'])).toBeUndefined()
    for (const broken of [
      { ...handoff, dir: '' },
      { ...handoff, dir: 7 },
      { ...handoff, temporary: 'no' },
      { ...handoff, pack: { name: 'pack', ok: 'yes', ms: 1 } },
      { ...handoff, installs: [] },
      { ...handoff, installs: { node: { ...handoff.installs.node, ms: '45' } } },
      { ...handoff, installs: { node: { ...handoff.installs.node, error: 404 } } },
      { ...handoff, figures: null },
      [handoff],
    ]) {
      writeFileSync(file, JSON.stringify(broken))
      expect(readInstallHandoff(file, ['node'])).toBeUndefined()
    }
    writeInstallHandoff(file, handoff)
    expect(readInstallHandoff(file, ['node', 'webpack'])).toBeUndefined()
    writeInstallHandoff(file, { ...handoff, figures: { padding: 'x'.repeat(1_000_001) } })
    expect(readInstallHandoff(file, ['node'])).toBeUndefined()
  })

  it('keeps only figures that are numbers or text', () => {
    const file = fileIn()
    writeFileSync(
      file,
      JSON.stringify({ ...handoff, figures: { 'pack s': 15.6, nested: { a: 1 }, list: [1] } }),
    )
    expect(readInstallHandoff(file, ['node'])?.figures).toEqual({ 'pack s': 15.6 })
  })

  it('counts a recorded result as the install run found it, and as failed through a failing view', () => {
    const checks = createCheckList()
    expect(checks.record(handoff.installs.node!)).toBe(true)
    expect(checks.record(handoff.installs['next-app']!)).toBe(false)
    expect(failingCheckList(checks, 'packing failed').record(handoff.installs.node!)).toBe(false)
    expect(checks.results).toEqual([
      handoff.installs.node,
      handoff.installs['next-app'],
      { name: 'node: npm install of the tarballs', ok: false, ms: 0, error: 'packing failed' },
    ])
  })
})
