/**
 * `pnpm bench`: runs every committed benchmark (scripts/bench-*.ts) one after the other, each in
 * its own process so one's load does not skew the next, and prints their figures. Benchmarks are
 * not tests: these machines are shared and noisy, so compare figures across runs, not against a
 * fixed time. Budgets (bundle sizes) are enforced by `pnpm test`, not here.
 *
 * Usage: `pnpm bench [name ...]`, e.g. `pnpm bench evm solana` runs bench-evm and bench-solana.
 */
import { spawnSync } from 'node:child_process'
import { readdirSync } from 'node:fs'
import path from 'node:path'

const dir = path.dirname(new URL(import.meta.url).pathname)
const wanted = process.argv.slice(2)
const scripts = readdirSync(dir)
  .filter((file) => /^bench-.+\.ts$/.test(file))
  .filter((file) => wanted.length === 0 || wanted.includes(file.slice('bench-'.length, -'.ts'.length)))
  .sort()

let failed = 0
for (const script of scripts) {
  console.log(`\n=== ${script}`)
  const result = spawnSync('pnpm', ['exec', 'tsx', '--conditions=source', path.join(dir, script)], {
    stdio: 'inherit',
  })
  if (result.status !== 0) {
    failed++
    console.log(`${script} exited with ${result.status ?? result.signal}`)
  }
}
console.log(`\n${scripts.length - failed} benchmark(s) ran, ${failed} failed`)
process.exit(failed === 0 ? 0 : 1)
