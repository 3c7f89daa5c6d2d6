import type { FigureKey, Measurement } from './measureFigures'

/**
 * Most allowed per figure and scope: a package name, `*` for every package, or `all` for a figure
 * of the whole repo.
 *
 * @example
 * ```ts
 * const targets: FigureBounds = { linesP90: { core: 130 }, cyclesWithTypes: { '*': 0 } }
 * ```
 */
export type FigureBounds = Readonly<Partial<Record<FigureKey, Readonly<Record<string, number>>>>>

/**
 * A measurement with its target and baseline: `met` when within the target (undefined when not
 * measured), `worse` when above the baseline (what the report enforces).
 *
 * @example
 * ```ts
 * const f: JudgedFigure = { ...measurement, target: 130, everyPackage: false, baseline: 169, met: false, worse: false }
 * ```
 */
export type JudgedFigure = Measurement & {
  target: number
  /** The target is set for every package (`*`), not for this one alone. */
  everyPackage: boolean
  baseline: number
  met: boolean | undefined
  worse: boolean
}

function boundOf(bounds: FigureBounds, key: FigureKey, scope: string): number | undefined {
  const byScope = bounds[key]
  return byScope?.[scope] ?? (scope === 'all' ? undefined : byScope?.['*'])
}

/**
 * Keeps the measurements that have a target and judges each against its target and its baseline.
 * A figure with no baseline for its scope may not exceed its target (a new package starts at the
 * goal).
 *
 * @param measurements - Every measurement (see measureFigures).
 * @param targets - The goals.
 * @param baseline - The ratchet: the figures as last measured; lower is stricter.
 * @returns The judged figures, in the order of `measurements`.
 * @example
 * ```ts
 * judgeFigures(measurements, { linesP90: { core: 130 } }, { linesP90: { core: 169 } })
 * ```
 */
export function judgeFigures(
  measurements: readonly Measurement[],
  targets: FigureBounds,
  baseline: FigureBounds,
): JudgedFigure[] {
  return measurements.flatMap((m) => {
    const target = boundOf(targets, m.key, m.scope)
    if (target === undefined) return []
    const limit = boundOf(baseline, m.key, m.scope) ?? target
    return [
      {
        ...m,
        target,
        everyPackage: targets[m.key]?.[m.scope] === undefined,
        baseline: limit,
        met: m.value === undefined ? undefined : m.value <= target,
        worse: m.value !== undefined && m.value > limit,
      },
    ]
  })
}
