import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ensureTypescriptNative } from '../../../tools/typescript-native/ensure.mjs'

/*
 * `pnpm build` hands rolldown-plugin-dts tools/typescript-native/emit-declarations-once.mjs as its
 * declaration emitter: every package's build asks for the same project's declarations at once, and
 * one emit must serve them all (the build's time on the CI machine: ~50 s with one emit per
 * package, 11 s with one). Run here as the plugin runs it: concurrent processes, each with its own
 * output folder.
 */

const EMITTER = path.resolve('tools/typescript-native/emit-declarations-once.mjs')
let project: string

/** The arguments the plugin passes (its own `tsgo` run), with `outDir` made for the caller. */
function emitArgs(outDir: string, tsconfig = path.join(project, 'tsconfig.json')): string[] {
  const output = ['--outDir', outDir, '--rootDir', project]
  return [
    '--noEmit',
    'false',
    '--declaration',
    '--emitDeclarationOnly',
    '-p',
    tsconfig,
    ...output,
    '--noCheck',
  ]
}

/** Runs the emitter as a process of its own; resolves with its exit code. */
function emit(args: string[], run: string | undefined): Promise<number | null> {
  const env = { ...process.env }
  if (run === undefined) delete env.LATCH_DTS_RUN
  else env.LATCH_DTS_RUN = run
  return new Promise((resolve, reject) => {
    const child = spawn(EMITTER, args, { env, stdio: 'ignore' })
    child.once('error', reject)
    child.once('exit', (code) => resolve(code))
  })
}

beforeAll(() => {
  ensureTypescriptNative()
  project = mkdtempSync(path.join(tmpdir(), 'latch-emit-once-'))
  writeFileSync(
    path.join(project, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: { strict: true, module: 'ESNext', target: 'ES2022' },
      include: ['src'],
    }),
  )
  mkdirSync(path.join(project, 'src'))
  writeFileSync(path.join(project, 'src', 'a.ts'), 'export const answer = (n: number) => n * 2\n')
})
afterAll(() => rmSync(project, { recursive: true, force: true }))

describe('the declaration emitter of pnpm build', () => {
  it('serves any number of concurrent package builds of one run from one emit, each at its own folder', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 5 }), async (callers) => {
        const run = randomUUID()
        const outDirs = Array.from({ length: callers }, () =>
          mkdtempSync(path.join(tmpdir(), 'latch-dts-out-')),
        )
        try {
          const codes = await Promise.all(outDirs.map((dir) => emit(emitArgs(dir), run)))
          expect(codes).toEqual(outDirs.map(() => 0))
          const targets = new Set(outDirs.map((dir) => realpathSync(dir)))
          expect(targets.size).toBe(1) // one folder: one emit
          for (const dir of outDirs) {
            expect(lstatSync(dir).isSymbolicLink()).toBe(true)
            expect(readFileSync(path.join(dir, 'src', 'a.d.ts'), 'utf8')).toContain(
              'export declare const answer: (n: number) => number;',
            )
          }
          // the plugin removes its folder when it is done: the link goes, the shared emit stays for the others
          rmSync(outDirs[0]!, { recursive: true, force: true })
          expect(existsSync(path.join([...targets][0]!, 'src', 'a.d.ts'))).toBe(true)
        } finally {
          for (const dir of outDirs) rmSync(dir, { recursive: true, force: true })
          rmSync(path.join(tmpdir(), `latch-dts-${run}`), { recursive: true, force: true })
        }
      }),
      { numRuns: 4 },
    )
  })

  it('gives every caller of a run the failed emit’s exit code', async () => {
    const run = randomUUID()
    const missing = path.join(project, 'no-such-tsconfig.json')
    const outDirs = [0, 1, 2].map(() => mkdtempSync(path.join(tmpdir(), 'latch-dts-out-')))
    try {
      const codes = await Promise.all(outDirs.map((dir) => emit(emitArgs(dir, missing), run)))
      expect(codes.every((code) => code !== 0 && code === codes[0])).toBe(true)
    } finally {
      for (const dir of outDirs) rmSync(dir, { recursive: true, force: true })
      rmSync(path.join(tmpdir(), `latch-dts-${run}`), { recursive: true, force: true })
    }
  })

  it('is the compiler itself outside a build run (no LATCH_DTS_RUN): it writes into the folder asked for', async () => {
    const outDir = mkdtempSync(path.join(tmpdir(), 'latch-dts-out-'))
    try {
      expect(await emit(emitArgs(outDir), undefined)).toBe(0)
      expect(lstatSync(outDir).isSymbolicLink()).toBe(false)
      expect(readFileSync(path.join(outDir, 'src', 'a.d.ts'), 'utf8')).toContain('answer')
    } finally {
      rmSync(outDir, { recursive: true, force: true })
    }
  })
})
