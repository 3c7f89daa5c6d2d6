import type { JudgedFigure } from './judgeFigures'

/** Detail lines shown per figure that misses its target (all of them are in `--json`). */
const MOST_DETAILS = 8

function mark(figure: JudgedFigure): string {
  if (figure.worse) return 'WORSE'
  if (figure.met === undefined) return 'not measured'
  return figure.met ? 'met' : 'not met'
}

function detailLines(figures: readonly JudgedFigure[]): string[] {
  const lines = figures.flatMap((f) =>
    f.met === true ? [] : f.details.map((d) => (f.scope === 'all' ? d : `${f.scope}: ${d}`)),
  )
  const shown = lines.slice(0, MOST_DETAILS).map((d) => `       ${d}`)
  if (lines.length > MOST_DETAILS) shown.push(`       (+${lines.length - MOST_DETAILS} more in --json)`)
  return shown
}

/** One line for a figure measured in one place (one package, or the repo). */
function single(figure: JudgedFigure): string {
  const where = figure.scope === 'all' ? '' : `${figure.scope} `
  const value = figure.value === undefined ? 'not measured' : String(figure.value)
  return `  ${mark(figure).padEnd(12)} ${where}${figure.label}: ${value} (target ≤ ${figure.target}, baseline ${figure.baseline})`
}

/** One line for a figure measured in every package: the total and the packages above 0. */
function perPackage(figures: readonly JudgedFigure[]): string {
  const [first] = figures
  if (first === undefined) return ''
  const total = figures.reduce((sum, f) => sum + (f.value ?? 0), 0)
  const worst: JudgedFigure = figures.find((f) => f.worse) ?? figures.find((f) => f.met === false) ?? first
  const above = figures
    .filter((f) => (f.value ?? 0) > 0 || f.baseline > 0)
    .map((f) => `${f.scope} ${f.value}${f.worse ? ` > baseline ${f.baseline}` : ''}`)
  const list = above.length > 0 ? ` (${above.join(', ')})` : ''
  return `  ${mark(worst).padEnd(12)} ${first.label}: ${total}${list} (target ≤ ${first.target} in each package)`
}

/**
 * The figures as text: one line per figure (a figure of every package on one line, its total and
 * the packages above zero), each marked `met`, `not met`, `not measured` or `WORSE` (above its
 * baseline, which fails the report), with the places behind the figures that miss their target.
 *
 * @param figures - The judged figures (see judgeFigures).
 * @returns The lines to print.
 * @example
 * ```ts
 * console.log(describeFigures(judgeFigures(measureFigures(reports, codes, dups), TARGETS, BASELINE)))
 * ```
 */
export function describeFigures(figures: readonly JudgedFigure[]): string {
  const keys = [...new Set(figures.map((f) => f.key))]
  return keys
    .flatMap((key) => {
      const group = figures.filter((f) => f.key === key)
      const every = group.filter((f) => f.everyPackage)
      return [
        ...group.filter((f) => !f.everyPackage).flatMap((f) => [single(f), ...detailLines([f])]),
        ...(every.length > 0 ? [perPackage(every), ...detailLines(every)] : []),
      ]
    })
    .join('\n')
}
