#!/usr/bin/env node
/**
 * The declaration emitter `pnpm build` gives rolldown-plugin-dts (its `tsgo.path`). The plugin runs
 * it once per package build, each time with the same arguments over the same project (the repo's
 * tsconfig.build.json, every package) and only the output folder differs: 13 runs of the whole
 * project (measured: 50 s of build, more than TypeScript 5.9's 40). This runs TypeScript's native
 * compiler once per `pnpm build` (the run named by LATCH_DTS_RUN, which tsdown.config.ts sets) and
 * links each requested output folder to that one result. The first caller emits while the others
 * wait for it; its exit code is theirs. Without LATCH_DTS_RUN it is the compiler itself.
 */
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const tsc = path.join(import.meta.dirname, 'node_modules', '.bin', 'tsc')
const args = process.argv.slice(2)
const at = args.indexOf('--outDir')
const run = process.env.LATCH_DTS_RUN
if (at < 0 || run === undefined || !/^[\w-]{1,64}$/.test(run)) {
  process.exit(spawnSync(tsc, args, { stdio: 'inherit' }).status ?? 1)
}
const outDir = args[at + 1]
const rest = [...args.slice(0, at), ...args.slice(at + 2)]
const key = createHash('sha256')
  .update(JSON.stringify([process.cwd(), rest]))
  .digest('hex')
  .slice(0, 16)
const shared = path.join(tmpdir(), `latch-dts-${run}`, key)
const status = `${shared}.status`

let code
mkdirSync(path.dirname(shared), { recursive: true })
try {
  mkdirSync(`${shared}.lock`)
  // the first caller of this run: emit into the shared folder, then say how it ended
  code = spawnSync(tsc, [...rest, '--outDir', shared], { stdio: 'inherit' }).status ?? 1
  // written whole, then renamed into place: a waiter that saw the file while it was still empty
  // read its exit code as 0, a failed emit as a success
  writeFileSync(`${status}.${process.pid}`, String(code))
  renameSync(`${status}.${process.pid}`, status)
} catch (error) {
  if (error?.code !== 'EEXIST') throw error
  // another package's build emits: wait for its status (a failed emit writes one too)
  const started = Date.now()
  while (!existsSync(status)) {
    if (Date.now() - started > 300_000) throw new Error(`no declarations from ${shared} after 5 minutes`)
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50)
  }
  code = Number(readFileSync(status, 'utf8'))
}
// the plugin reads the declarations from the folder it made, and removes it (the link) at the end
rmSync(outDir, { recursive: true, force: true })
symlinkSync(shared, outDir, 'dir')
process.exit(code)
