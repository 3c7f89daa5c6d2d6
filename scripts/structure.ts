/**
 * Structure report (`pnpm structure`, a step of `pnpm test`), per package's `src` (tests left out):
 * - lines per file: median, 90th percentile and the largest file;
 * - back-up imports between folders: imports that close a cycle of the package's folder graph (a
 *   folder = a directory holding modules), each listed, type-only ones marked;
 * - module import cycles: cycles of runtime imports between modules (`import type` left out, as
 *   are dynamic `import()`s), each listed as a path.
 *
 * Enforced, one check per package: no module import cycle, and the back-up imports within the
 * package's entry of {@link LIMITS} (no limit when it has none: reported only).
 *
 * Usage: `pnpm structure [--json=path]` (`--json` writes `{ passed, failed, packages }`).
 */
import { existsSync, readdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { analysePackage, folderOf, type StructureReport } from './structure/analysePackage'

/**
 * What one package may have. `moduleCycles` defaults to 0; with no `backUpImports` the back-up
 * imports are reported and not enforced.
 */
type Limits = {
  /** Most back-up imports between folders. */
  backUpImports?: number
  /** Every back-up import must be type-only. */
  backUpTypeOnly?: boolean
  /** Most runtime import cycles between modules (0 unless an exception is written here). */
  moduleCycles?: number
}

/**
 * Per-package limits. The goal everywhere: no runtime cycle, and imports running down between
 * folders with at most 3 type-only exceptions.
 */
export const LIMITS: Readonly<Record<string, Limits>> = {
  // Core is a kernel plus slices (issue 16): imports run down shared → http/adapters → kernel →
  // slices → instance, with at most 3 type-only exceptions (measured 3 after the restructure).
  core: { backUpImports: 3, backUpTypeOnly: true },
}

const PACKAGES_DIR = 'packages'

function packagesWithSource(): string[] {
  return readdirSync(PACKAGES_DIR)
    .filter((dir) => existsSync(path.join(PACKAGES_DIR, dir, 'src')))
    .sort()
}

/** Every way `report` breaks `limits` (empty when within). */
export function violations(report: StructureReport, limits: Limits = {}): string[] {
  const found: string[] = []
  const allowedCycles = limits.moduleCycles ?? 0
  if (report.moduleCycles.length > allowedCycles)
    found.push(`${report.moduleCycles.length} module import cycle(s), limit ${allowedCycles}`)
  if (limits.backUpImports !== undefined && report.backUpImports.length > limits.backUpImports)
    found.push(
      `${report.backUpImports.length} back-up imports between folders, limit ${limits.backUpImports}`,
    )
  const runtime = report.backUpImports.filter((i) => !i.typeOnly).length
  if (limits.backUpTypeOnly && runtime > 0)
    found.push(`${runtime} back-up import(s) between folders are runtime imports (only type-only allowed)`)
  return found
}

function describe(name: string, report: StructureReport, problems: string[]): string {
  const { lines, backUpImports, moduleCycles } = report
  const typeOnly = backUpImports.filter((i) => i.typeOnly).length
  const head =
    `${problems.length === 0 ? 'ok  ' : 'FAIL'} ${name}: ${report.files} files, lines median ${lines.median}, ` +
    `p90 ${lines.p90}, max ${lines.max} (${lines.maxFile}); back-up imports between folders ` +
    `${backUpImports.length} (${typeOnly} type-only; ${report.importsOnFolderCycles} imports on ` +
    `${report.folderCycles.length} folder cycle(s)); module import cycles ${moduleCycles.length}`
  const details = [
    ...problems.map((p) => `     ${p}`),
    ...report.folderCycles.map((cycle) => `     folder cycle: ${cycle.join(', ')}`),
    ...backUpImports.map(
      (i) =>
        `     back-up ${folderOf(i.from)} → ${folderOf(i.to)}: ${i.from} imports ${i.to}${i.typeOnly ? ' (type-only)' : ''}`,
    ),
    ...moduleCycles.map((cycle) => `     cycle ${cycle.join(' → ')}`),
  ]
  return [head, ...details].join('\n')
}

function main(): void {
  const jsonArg = process.argv.find((a) => a.startsWith('--json='))
  let passed = 0
  let failed = 0
  const packages: Record<
    string,
    {
      files: number
      lines: StructureReport['lines']
      backUpImports: number
      backUpTypeOnly: number
      moduleCycles: number
    }
  > = {}
  for (const name of packagesWithSource()) {
    const report = analysePackage(path.join(PACKAGES_DIR, name, 'src'))
    const problems = violations(report, LIMITS[name])
    if (problems.length === 0) passed += 1
    else failed += 1
    packages[name] = {
      files: report.files,
      lines: report.lines,
      backUpImports: report.backUpImports.length,
      backUpTypeOnly: report.backUpImports.filter((i) => i.typeOnly).length,
      moduleCycles: report.moduleCycles.length,
    }
    console.log(describe(name, report, problems))
  }
  console.log(`structure: ${passed} passed, ${failed} failed`)
  if (jsonArg)
    writeFileSync(jsonArg.slice('--json='.length), JSON.stringify({ passed, failed, packages }, null, 2))
  process.exit(failed === 0 ? 0 : 1)
}

if (import.meta.url === `file://${process.argv[1]}`) main()
