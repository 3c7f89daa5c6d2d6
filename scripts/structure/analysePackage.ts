import path from 'node:path'
import { type ErrorConstruction, findErrorConstructions } from './findErrorConstructions'
import type { Finding } from './findingAt'
import { findPlainErrors } from './findPlainErrors'
import { isTestKit } from './isTestKit'
import { orderFolders } from './orderFolders'
import { type ControllerShape, readControllerShapes } from './readControllerShapes'
import { type ErrorClass, readErrorClasses } from './readErrorClasses'
import { type ModuleImport, readModules } from './readModules'
import { cyclePath, stronglyConnected } from './stronglyConnected'

/**
 * The structure of one package's `src` (tests left out): file sizes, imports that run back up
 * between folders, import cycles between modules, controller shapes and how errors are thrown.
 *
 * @example
 * ```ts
 * const report: StructureReport = analysePackage('packages/evm/src')
 * report.moduleCycles.length // 0
 * ```
 */
export type StructureReport = {
  files: number
  /** Lines per file: median and 90th percentile (nearest rank), and the largest file. */
  lines: { median: number; p90: number; max: number; maxFile: string }
  /**
   * The folders that import each other in a ring (each strongly connected component of the folder
   * graph with more than one folder; a folder = a directory holding modules), and how many imports
   * lie on those rings (every import between two folders of one ring).
   */
  folderCycles: string[][]
  importsOnFolderCycles: number
  /**
   * The imports that run back up: with each ring's folders ordered top (importers) to bottom so
   * that the fewest runtime imports, then the fewest type-only ones, point upwards (see
   * orderFolders), the imports from a lower folder to a higher one. Removing them leaves the
   * folder graph acyclic. Sorted by importing module.
   */
  backUpImports: ModuleImport[]
  /** Each runtime import cycle between modules (`import type` left out), as a path `a → … → a`. */
  moduleCycles: string[][]
  /**
   * Each import cycle between modules counting type-only imports too (a module-level cycle a reader
   * has to untangle even when TypeScript erases it), as a path `a → … → a`.
   */
  cyclesWithTypes: string[][]
  /** The logic modules (see isLogicModule) with their lines, largest first. */
  logicFiles: { file: string; lines: number }[]
  /** Controller factories (`create…Controller`) outside test kits, with their signature shapes. */
  controllerShapes: ControllerShape[]
  /** Every `new XError(…)` outside test kits (see findErrorConstructions; findInlineMessages reads them). */
  errorConstructions: ErrorConstruction[]
  /** Plain `Error`s thrown or rejected to a caller, test kits included (see findPlainErrors). */
  plainErrors: Finding[]
  /** The error classes declared outside test kits (see readErrorClasses). */
  errorClasses: ErrorClass[]
}

/** How to read a package. */
export type AnalyseOptions = {
  /** The whole package is a test kit (`@latch/testing`), not only its `testing/` folders. */
  testKit?: boolean
}

/** The folder of a module, relative to `src` (`.` for the root). */
export function folderOf(module: string): string {
  return path.posix.dirname(module)
}

/** The value at rank ⌈q·n⌉ of ascending `sorted` (0 when empty). */
function nearestRank(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0
  return sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)] ?? 0
}

/**
 * Measures one package.
 *
 * @param srcDir - The package's source folder, e.g. `packages/core/src`.
 * @param options - Whether the package is a test kit.
 * @returns Its structure report.
 * @example
 * ```ts
 * const { lines, backUpImports, moduleCycles } = analysePackage('packages/core/src')
 * console.log(lines.median, backUpImports.length, moduleCycles.length)
 * ```
 */
export function analysePackage(srcDir: string, options: AnalyseOptions = {}): StructureReport {
  const { modules, imports, logic, sources } = readModules(srcDir)

  const sizes = [...modules.values()].sort((a, b) => a - b)
  let maxFile = ''
  for (const [file, count] of modules)
    if (maxFile === '' || count > (modules.get(maxFile) ?? 0)) maxFile = file

  const folders = new Set([...modules.keys()].map(folderOf))
  const between = imports.filter((i) => folderOf(i.from) !== folderOf(i.to))
  const { componentOf, cycles: folderCycles } = stronglyConnected(
    folders,
    between.map((i) => [folderOf(i.from), folderOf(i.to)] as const),
  )
  const onCycles = between.filter(
    (i) => componentOf.get(folderOf(i.from)) === componentOf.get(folderOf(i.to)),
  )
  // A runtime import weighs more than all type-only ones together: the order keeps runtime imports
  // pointing down first, and lets type-only ones run back up when something must.
  const runtimeWeight = 1 + onCycles.filter((i) => i.typeOnly).length
  const weights = new Map<string, number>()
  for (const i of onCycles) {
    const key = `${folderOf(i.from)}\0${folderOf(i.to)}`
    weights.set(key, (weights.get(key) ?? 0) + (i.typeOnly ? 1 : runtimeWeight))
  }
  const rank = new Map<string, number>()
  for (const cycle of folderCycles) {
    const order = orderFolders(cycle, (from, to) => weights.get(`${from}\0${to}`) ?? 0)
    for (const [index, folder] of order.entries()) rank.set(folder, index)
  }
  const backUpImports = onCycles.filter(
    (i) => (rank.get(folderOf(i.from)) ?? 0) > (rank.get(folderOf(i.to)) ?? 0),
  )

  const runtimeEdges = imports.filter((i) => !i.typeOnly).map((i) => [i.from, i.to] as const)
  const cyclesOf = (edges: (readonly [string, string])[]) =>
    stronglyConnected(modules.keys(), edges).cycles.map((members) =>
      cyclePath(members[0] as string, new Set(members), edges),
    )
  const moduleCycles = cyclesOf(runtimeEdges)
  const cyclesWithTypes = cyclesOf(imports.map((i) => [i.from, i.to] as const))

  const logicFiles = [...logic]
    .map((file) => ({ file, lines: modules.get(file) ?? 0 }))
    .sort((a, b) => b.lines - a.lines || a.file.localeCompare(b.file))
  const production = [...sources.values()].filter((s) => !options.testKit && !isTestKit(s.fileName))

  return {
    files: modules.size,
    lines: {
      median: nearestRank(sizes, 0.5),
      p90: nearestRank(sizes, 0.9),
      max: sizes.at(-1) ?? 0,
      maxFile,
    },
    folderCycles,
    importsOnFolderCycles: onCycles.length,
    backUpImports,
    moduleCycles,
    cyclesWithTypes,
    logicFiles,
    controllerShapes: production.flatMap(readControllerShapes),
    errorConstructions: production.flatMap(findErrorConstructions),
    plainErrors: [...sources.values()].flatMap(findPlainErrors),
    errorClasses: production.flatMap(readErrorClasses),
  }
}
