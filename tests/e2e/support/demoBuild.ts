import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs'
import path from 'node:path'
import { buildDemo } from '../../../examples/demo/build'

const INPUTS = [
  'examples/demo',
  'packages/core/src',
  'packages/embedded-wallet/src',
  'packages/evm/src',
  'packages/icons/src',
  'packages/react/src',
  'packages/siwx-server/src',
  'packages/solana/src',
  'packages/stacks/src',
  'packages/testing/src',
  'packages/walletconnect/src',
]

function collect(dir: string, out: string[]): void {
  if (!existsSync(dir)) return
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) collect(full, out)
    else if (!/\.test\.tsx?$/.test(entry.name)) out.push(full)
  }
}

/** A fingerprint of every file the demo build reads (paths, sizes, modification times). */
function inputsHash(): string {
  const files: string[] = []
  for (const input of INPUTS) collect(path.resolve(input), files)
  const hash = createHash('sha256')
  for (const file of files.sort()) {
    const { size, mtimeMs } = statSync(file)
    hash.update(`${file}:${size}:${mtimeMs}\n`)
  }
  return hash.digest('hex').slice(0, 16)
}

/**
 * The built demo for the current sources: built once, then reused by every e2e test file of the
 * run (and later runs) until a source file changes. A lock directory keeps two builds from racing.
 *
 * @returns The build folder.
 * @example
 * ```ts
 * const distDir = await ensureDemoBuild()
 * ```
 */
export async function ensureDemoBuild(): Promise<string> {
  const root = path.resolve('test-output/demo-build')
  const dir = path.join(root, inputsHash())
  if (existsSync(path.join(dir, 'index.html'))) return dir
  mkdirSync(root, { recursive: true })
  const lock = `${dir}.lock`
  for (let waited = 0; ; waited += 250) {
    try {
      mkdirSync(lock)
      break
    } catch {
      if (waited > 120_000) rmSync(lock, { recursive: true, force: true })
      await new Promise((r) => setTimeout(r, 250))
      if (existsSync(path.join(dir, 'index.html'))) return dir
    }
  }
  try {
    // Another run (another checkout state) may still be serving an older build: prune only builds
    // untouched for an hour.
    for (const old of readdirSync(root)) {
      const full = path.join(root, old)
      if (!old.endsWith('.lock') && Date.now() - statSync(full).mtimeMs > 3_600_000)
        rmSync(full, { recursive: true, force: true })
    }
    await buildDemo(dir)
    return dir
  } finally {
    rmSync(lock, { recursive: true, force: true })
  }
}
