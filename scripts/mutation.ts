/**
 * `pnpm mutation`: mutation testing of the security-critical modules (the `mutate` list of
 * `stryker.config.mjs`), each mutant judged by the tests of `scripts/mutation/vitest.config.ts`.
 * Ends with one row per module: its mutation score (killed and timed-out mutants over all that ran
 * or had no test), then the count of each outcome. Not part of `pnpm test`: a full run takes
 * minutes of CPU.
 *
 * Usage: `pnpm mutation [module ...] [--report-only] [--survivors]`
 * - `module`: part of a module's path (`safeUrl`, `validateSend`): mutate only those.
 * - `--report-only`: print the table of the last run's report without running Stryker.
 * - `--survivors`: also list each surviving or uncovered mutant (file:line, mutator, replacement).
 *
 * Reports: `test-output/mutation/mutation.json` and `mutation.html` (ignored by git).
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

/** The outcomes of the mutation-testing report schema that `pnpm mutation` counts. */
type MutantStatus =
  | 'Killed'
  | 'Survived'
  | 'NoCoverage'
  | 'Timeout'
  | 'CompileError'
  | 'RuntimeError'
  | 'Ignored'
  | 'Pending'

type ReportMutant = {
  mutatorName: string
  replacement?: string
  status: MutantStatus
  location: { start: { line: number; column: number } }
}
type Report = { files: Record<string, { mutants: ReportMutant[] }> }

const ROOT = path.resolve(import.meta.dirname, '..')
const CONFIG = path.join(ROOT, 'stryker.config.mjs')
const REPORT = path.join(ROOT, 'test-output/mutation/mutation.json')

/** One module's counts and score (`undefined` when no mutant ran or lacked a test). */
type ModuleScore = {
  module: string
  killed: number
  timeout: number
  survived: number
  noCoverage: number
  errors: number
  ignored: number
  score: number | undefined
}

/**
 * The per-module rows of a Stryker JSON report, in the order given (modules of `order` first,
 * then any other file of the report).
 */
function scoreModules(report: Report, order: readonly string[] = []): ModuleScore[] {
  const files = Object.keys(report.files)
  const sorted = [
    ...order.filter((file) => files.includes(file)),
    ...files.filter((file) => !order.includes(file)),
  ]
  return sorted.map((module) => {
    const count = (...statuses: MutantStatus[]) =>
      report.files[module]?.mutants.filter((mutant) => statuses.includes(mutant.status)).length ?? 0
    const killed = count('Killed')
    const timeout = count('Timeout')
    const survived = count('Survived')
    const noCoverage = count('NoCoverage')
    const detected = killed + timeout
    const valid = detected + survived + noCoverage
    return {
      module,
      killed,
      timeout,
      survived,
      noCoverage,
      errors: count('CompileError', 'RuntimeError'),
      ignored: count('Ignored'),
      score: valid === 0 ? undefined : (100 * detected) / valid,
    }
  })
}

function formatTable(rows: ModuleScore[]): string {
  const header = ['module', 'score', 'killed', 'timeout', 'survived', 'no cov', 'errors', 'ignored']
  const lines = rows.map((row) => [
    row.module,
    row.score === undefined ? 'n/a' : `${row.score.toFixed(1)} %`,
    ...[row.killed, row.timeout, row.survived, row.noCoverage, row.errors, row.ignored].map(String),
  ])
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => (line[column] ?? '').length)),
  )
  const format = (cells: string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[0]!) : cell.padStart(widths[column]!)))
      .join('  ')
  return [format(header), ...lines.map(format)].join('\n')
}

function formatSurvivors(report: Report): string {
  const lines: string[] = []
  for (const [file, { mutants }] of Object.entries(report.files)) {
    for (const mutant of mutants) {
      if (mutant.status !== 'Survived' && mutant.status !== 'NoCoverage') continue
      const { line, column } = mutant.location.start
      const replacement = (mutant.replacement ?? '').replace(/\s+/g, ' ').slice(0, 100)
      lines.push(`${file}:${line}:${column}  ${mutant.status}  ${mutant.mutatorName}  ${replacement}`)
    }
  }
  return lines.join('\n')
}

async function main(): Promise<number> {
  const args = process.argv.slice(2)
  const reportOnly = args.includes('--report-only')
  const survivors = args.includes('--survivors')
  const filters = args.filter((arg) => !arg.startsWith('--'))
  const { default: config } = (await import(pathToFileURL(CONFIG).href)) as { default: { mutate: string[] } }
  const modules = config.mutate.filter(
    (module) => filters.length === 0 || filters.some((filter) => module.includes(filter)),
  )
  if (modules.length === 0) {
    console.error(`No module matches ${filters.join(', ')}. Modules:\n  ${config.mutate.join('\n  ')}`)
    return 1
  }

  let status = 0
  const started = Date.now()
  if (!reportOnly) {
    const strykerArgs = ['exec', 'stryker', 'run', CONFIG]
    if (filters.length > 0) strykerArgs.push('--mutate', modules.join(','))
    status = spawnSync('pnpm', strykerArgs, { cwd: ROOT, stdio: 'inherit' }).status ?? 1
  }
  if (!existsSync(REPORT)) {
    console.error(`No report at ${path.relative(ROOT, REPORT)}`)
    return 1
  }
  const report = JSON.parse(readFileSync(REPORT, 'utf8')) as Report
  if (survivors) console.log(`\nSurviving and uncovered mutants:\n${formatSurvivors(report)}`)
  console.log(`\nMutation score per module:\n${formatTable(scoreModules(report, config.mutate))}`)
  if (!reportOnly) console.log(`\nStryker ran ${((Date.now() - started) / 1000).toFixed(0)} s`)
  return status
}

process.exitCode = await main()
