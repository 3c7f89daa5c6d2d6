/**
 * `pnpm test`: every check of the repo in order (Biome, then tsc beside the package build, the
 * structure report (one check per package: no module import cycle, back-up imports within their
 * limit), the lint of what is published (one check per package), Vitest projects (type tests
 * included), bundle-size budgets on the built packages, then a dry-run release beside the consumer
 * fixtures: the packed packages installed and used in apps outside the workspace, one check each),
 * each counted, ending with one line `N passed, N failed` summing every suite. Later steps still
 * run when an earlier one fails, so one run shows every problem; the exit code is non-zero if any
 * failed.
 */
import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { ensureTypescriptNative } from '../tools/typescript-native/ensure.mjs'
import { ensureBundler } from './ensure-bundler'
import { ensureChromium } from './ensure-chromium'
import { ensurePostgres } from './ensure-postgres'

type Tally = { passed: number; failed: number }
const total: Tally = { passed: 0, failed: 0 }
const rows: string[] = []
/** Each failed test by name, printed again beside the summary: a CI log kept only in part still names them. */
const failures: string[] = []

type VitestReport = {
  numPassedTests: number
  numFailedTests: number
  testResults?: {
    name: string
    message?: string
    assertionResults?: { status: string; fullName: string; failureMessages?: string[] }[]
    startTime?: number
    endTime?: number
  }[]
}

/**
 * One line per failed Vitest test (file, name, first line of the error, then up to four of the
 * project's own stack frames) and per file that failed to run.
 */
function vitestFailures(report: VitestReport): string[] {
  const lines: string[] = []
  const firstLine = (text: string | undefined) => (text ?? '').split('\n')[0]!.slice(0, 300)
  // the project's own frames under the message: where in the test (and in the code) it failed, in
  // the summary a CI log keeps (the full report scrolls out of a log's tail)
  const ownFrames = (text: string | undefined) =>
    (text ?? '')
      .split('\n')
      .slice(1)
      .map((line) => line.trim())
      .filter((line) => line.startsWith('at ') && !line.includes('node_modules') && !line.includes('node:'))
      .slice(0, 4)
      .map((line) => `      ${line.slice(0, 200)}`)
  for (const file of report.testResults ?? []) {
    const where = path.relative(process.cwd(), file.name)
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed')
    for (const test of failed) {
      const message = test.failureMessages?.[0]
      lines.push(`vitest ${where} > ${test.fullName}: ${firstLine(message)}`, ...ownFrames(message))
    }
    if (failed.length === 0 && file.message) lines.push(`vitest ${where}: ${firstLine(file.message)}`)
  }
  return lines
}

function run(command: string, args: string[]): number {
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env })
  return result.status ?? 1
}

// When the current step began: each row says how long its step took, so a slow step shows.
let stepStarted = Date.now()

function record(name: string, tally: Tally, ms = Date.now() - stepStarted): void {
  total.passed += tally.passed
  total.failed += tally.failed
  rows.push(`${name}: ${tally.passed} passed, ${tally.failed} failed (${Math.round(ms / 1000)} s)`)
  stepStarted = Date.now()
}

function single(name: string, command: string, args: string[]): void {
  console.log(`\n=== ${name}`)
  const ok = run(command, args) === 0
  record(name, ok ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 })
}

/**
 * A repo script (`scripts/<script>`, run with tsx) that writes its counts to `report` (`--json=`):
 * its row gives them, or one failed check when it wrote none and exited non-zero.
 */
function counted(name: string, heading: string, script: string, report: string): void {
  console.log(`\n=== ${heading}`)
  rmSync(report, { force: true })
  const status = run('pnpm', ['exec', 'tsx', `scripts/${script}`, `--json=${report}`])
  record(name, readJson<Tally>(report) ?? { passed: 0, failed: status === 0 ? 0 : 1 })
}

type Step = {
  name: string
  command: string
  args: string[]
  /** The step's counts once it ended (default: one check, passed when it exited 0). */
  tally?: (ok: boolean) => Tally
}

/**
 * Steps that share no input or output, run at the same time; each one's output is printed whole
 * when it ends, and each row gives the step's own time. Measured on the 2-core CI machine: tsc
 * (TypeScript's native compiler) beside the package build, 9.1–9.8 s and 11.1–11.6 s one after the
 * other, 18.7–18.9 s together (with TypeScript 5.9 for both: 54 and 32 s, 71 together); the release dry run
 * (one core, 34 s: each package packed into a temporary folder of its own) beside the consumer
 * fixtures, which pack into theirs.
 */
async function together(steps: Step[]): Promise<void> {
  const ended = await Promise.all(
    steps.map(
      ({ command, args }) =>
        new Promise<{ ok: boolean; output: string; ms: number }>((resolve) => {
          const started = Date.now()
          const chunks: Buffer[] = []
          const child = spawn(command, args, { env: process.env, stdio: ['ignore', 'pipe', 'pipe'] })
          child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk))
          child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk))
          const end = (ok: boolean) =>
            resolve({ ok, output: Buffer.concat(chunks).toString(), ms: Date.now() - started })
          child.on('error', (error) => {
            chunks.push(Buffer.from(`${error.message}\n`))
            end(false)
          })
          child.on('close', (code) => end(code === 0))
        }),
    ),
  )
  for (const [index, { name, tally }] of steps.entries()) {
    const { ok, output, ms } = ended[index]!
    console.log(`\n=== ${name}`)
    process.stdout.write(output)
    record(name, tally?.(ok) ?? (ok ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 }), ms)
  }
}

/** The test files that took longest, slowest first (file time: several run at once). */
function slowestFiles(report: VitestReport, count: number): string[] {
  return (report.testResults ?? [])
    .filter((file) => file.startTime !== undefined && file.endTime !== undefined)
    .map((file) => ({
      file: path.relative(process.cwd(), file.name),
      ms: (file.endTime ?? 0) - (file.startTime ?? 0),
    }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count)
    .map(({ file, ms }) => `  ${Math.round(ms / 1000)} s  ${file}`)
}

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T
  } catch {
    return undefined
  }
}

mkdirSync('test-output', { recursive: true })
const runStarted = Date.now()

/** Runs an installer; one that fails says so and the run goes on (the steps needing it fail). */
function install<T>(what: string, ensure: () => T): T | undefined {
  try {
    return ensure()
  } catch (error) {
    console.error(`Could not install ${what}:`, error)
    return undefined
  }
}

install('Chromium', ensureChromium)
install('PostgreSQL', ensurePostgres)
install('the ERC-4337 bundler', ensureBundler)
// the repo's type check, the type tests and the packages' declarations run TypeScript's native compiler
const tsc = install("TypeScript's native compiler", ensureTypescriptNative) ?? 'tsc'

record("set-up (Chromium, PostgreSQL, the ERC-4337 bundler, TypeScript's native compiler)", {
  passed: 0,
  failed: 0,
})
single('biome', 'pnpm', ['exec', 'biome', 'check', '.'])
await together([
  { name: 'tsc', command: tsc, args: ['-p', 'tsconfig.json', '--noEmit'] },
  { name: 'build', command: 'pnpm', args: ['build'] },
])

counted(
  'structure',
  'structure (lines per file, back-up imports between folders, module import cycles)',
  'structure.ts',
  'test-output/structure.json',
)
counted(
  'packages',
  'published packages (publint, attw, declared imports, files)',
  'lint-packages.ts',
  'test-output/packages.json',
)

console.log('\n=== vitest')
const vitestReport = 'test-output/vitest.json'
rmSync(vitestReport, { force: true })
const vitestStatus = run('pnpm', [
  'exec',
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
])
const report = readJson<VitestReport>(vitestReport)
if (report) {
  failures.push(...vitestFailures(report))
  const failed = report.numFailedTests + (vitestStatus !== 0 && report.numFailedTests === 0 ? 1 : 0)
  record('vitest', { passed: report.numPassedTests, failed })
  console.log(`\nslowest test files:\n${slowestFiles(report, 10).join('\n')}`)
} else {
  record('vitest', { passed: 0, failed: 1 })
}

counted('size', 'size budgets', 'size.ts', 'test-output/size.json')

// The build step above made dist: the fixtures pack it as it is.
const consumersReport = 'test-output/consumers.json'
rmSync(consumersReport, { force: true })
await together([
  {
    name: 'release dry run',
    command: 'pnpm',
    args: ['exec', 'tsx', 'scripts/release.ts', '--dry-run', '--skip-checks'],
  },
  {
    name: 'consumers',
    command: 'pnpm',
    args: [
      'exec',
      'tsx',
      // The harness (dev chain, browser) runs from source; the fixtures install the packed dist.
      '--conditions=source',
      'scripts/consumers.ts',
      '--no-build',
      `--json=${consumersReport}`,
    ],
    tally: (ok) => readJson<Tally>(consumersReport) ?? { passed: 0, failed: ok ? 0 : 1 },
  },
])

if (failures.length > 0) console.log(`\nfailed:\n${failures.map((line) => `  ${line}`).join('\n')}`)
console.log(`\n${rows.join('\n')}`)
console.log(`whole run: ${Math.round((Date.now() - runStarted) / 1000)} s`)
console.log(`${total.passed} passed, ${total.failed} failed`)
process.exit(total.failed === 0 && total.passed > 0 ? 0 : 1)
