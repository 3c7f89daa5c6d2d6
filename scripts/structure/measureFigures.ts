import type { StructureReport } from './analysePackage'
import type { ErrorCodeType } from './classifyErrorCodes'
import { findInlineMessages } from './findInlineMessages'
import type { Finding } from './findingAt'
import type { DuplicatePairs } from './parseDuplicates'

/** The code-shape figures, each lower-is-better. */
export type FigureKey =
  | 'linesP90'
  | 'linesMax'
  | 'logicFilesOver300'
  | 'cyclesWithTypes'
  | 'backUpImports'
  | 'controllerShapes'
  | 'inlineMessages'
  | 'plainErrors'
  | 'openErrorCodes'
  | 'duplicatePairs'

/**
 * One figure measured on one package (or on the whole repo: scope `all`).
 *
 * @example
 * ```ts
 * const m: Measurement = { key: 'linesP90', scope: 'core', label: 'lines per file, p90', value: 169, details: [] }
 * ```
 */
export type Measurement = {
  key: FigureKey
  /** A package name, or `all` for a figure of the whole repo. */
  scope: string
  label: string
  /** Undefined when it could not be measured on this machine. */
  value: number | undefined
  /** What makes up the value (the files, cycles, places…), for a reader to act on. */
  details: string[]
}

/** Logic modules longer than this are counted by `logicFilesOver300`. */
export const LOGIC_FILE_MAX = 300

const LABELS: Record<FigureKey, string> = {
  linesP90: 'lines per file, p90',
  linesMax: 'lines per file, max',
  logicFilesOver300: `logic files over ${LOGIC_FILE_MAX} lines`,
  cyclesWithTypes: 'module import cycles, type-only imports included',
  backUpImports: 'back-up imports between folders',
  controllerShapes: 'controller signature shapes (create…Controller)',
  inlineMessages: 'errors built with an inline message, test kits left out',
  plainErrors: 'plain Error thrown or rejected to a caller',
  openErrorCodes: 'exported error classes whose code is not a literal union',
  duplicatePairs: 'duplicates pairs in production source',
}

const place = (f: Finding) => `${f.file}:${f.line} ${f.code}`

/**
 * Every figure of every package, and the repo-wide ones (scope `all`). The script keeps the ones
 * that have a target.
 *
 * @param reports - Package name to its structure report.
 * @param errorCodes - The exported error classes (see classifyErrorCodes).
 * @param duplicates - The `duplicates` run over production source, or undefined when not measured.
 * @returns The measurements, in a stable order (figure, then package).
 * @example
 * ```ts
 * measureFigures({ core: analysePackage('packages/core/src') }, [], undefined)
 *   .find((m) => m.key === 'linesP90')?.value
 * ```
 */
export function measureFigures(
  reports: Readonly<Record<string, StructureReport>>,
  errorCodes: readonly ErrorCodeType[],
  duplicates: DuplicatePairs | undefined,
): Measurement[] {
  const perPackage = (
    key: FigureKey,
    measure: (report: StructureReport) => { value: number; details: string[] },
  ): Measurement[] =>
    Object.entries(reports).map(([scope, report]) => ({ key, scope, label: LABELS[key], ...measure(report) }))
  const open = errorCodes.filter((e) => e.kind !== 'union')
  const errorClasses = Object.values(reports).flatMap((r) => r.errorClasses)
  return [
    ...perPackage('linesP90', (r) => ({ value: r.lines.p90, details: [] })),
    ...perPackage('linesMax', (r) => ({ value: r.lines.max, details: [r.lines.maxFile] })),
    ...perPackage('logicFilesOver300', (r) => {
      const over = r.logicFiles.filter((f) => f.lines > LOGIC_FILE_MAX)
      return { value: over.length, details: over.map((f) => `${f.file} ${f.lines}`) }
    }),
    ...perPackage('cyclesWithTypes', (r) => ({
      value: r.cyclesWithTypes.length,
      details: r.cyclesWithTypes.map((cycle) => cycle.join(' → ')),
    })),
    ...perPackage('backUpImports', (r) => ({
      value: r.backUpImports.length,
      details: r.backUpImports.map((i) => `${i.from} imports ${i.to}${i.typeOnly ? ' (type-only)' : ''}`),
    })),
    ...perPackage('controllerShapes', (r) => {
      const shapes = new Map<string, string[]>()
      for (const c of r.controllerShapes) shapes.set(c.shape, [...(shapes.get(c.shape) ?? []), c.factory])
      return {
        value: shapes.size,
        details: [...shapes].map(([shape, factories]) => `${shape}: ${factories.join(', ')}`),
      }
    }),
    ...perPackage('inlineMessages', (r) => {
      const found = findInlineMessages(r.errorConstructions, errorClasses)
      return { value: found.length, details: found.map(place) }
    }),
    ...perPackage('plainErrors', (r) => ({ value: r.plainErrors.length, details: r.plainErrors.map(place) })),
    {
      key: 'openErrorCodes',
      scope: 'all',
      label: LABELS.openErrorCodes,
      value: open.length,
      details: [
        `${errorCodes.length - open.length} of ${errorCodes.length} in a union`,
        ...open.map((e) => `${e.error} (${e.file}): ${e.kind === 'none' ? 'no code' : e.type}`),
      ],
    },
    {
      key: 'duplicatePairs',
      scope: 'all',
      label: LABELS.duplicatePairs,
      value: duplicates && duplicates.pairs - duplicates.setAside.length,
      details:
        duplicates === undefined
          ? ['not measured: the duplicates command is not on PATH']
          : [
              `${duplicates.pairs} pairs in all, ${duplicates.shapeOnly} alike by shape alone, ` +
                `${duplicates.boilerplate} of those boilerplate`,
              ...duplicates.incomplete,
              ...duplicates.rows.filter((row) => !duplicates.setAside.includes(row)),
              `not counted, ${duplicates.setAside.length}: alike by shape alone and marked boilerplate ` +
                'by duplicates, or two declarations (types, constant lists) laid out alike:',
              ...duplicates.setAside.map((row) => `  ${row}`),
            ],
    },
  ]
}
