/**
 * Median and 90th percentile of a series, ms.
 *
 * @example
 * ```ts
 * const s: SeriesStats = { medianMs: 7.1, p90Ms: 9.3 }
 * ```
 */
export type SeriesStats = { medianMs: number; p90Ms: number }

/**
 * Percentile by nearest rank.
 *
 * @param values - The series.
 * @param p - The percentile, 0–100.
 * @returns The value at that rank (NaN for an empty series).
 * @example
 * ```ts
 * percentile([1, 2, 3, 4], 90) // 4
 * ```
 */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return (
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN
  )
}

/**
 * Median of a series (the mean of the two middle values for an even count).
 *
 * @param values - The series (not empty).
 * @returns The median.
 * @example
 * ```ts
 * median([3, 1, 2]) // 2
 * ```
 */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

/**
 * Median and p90 of a series.
 *
 * @param values - The series.
 * @returns Its {@link SeriesStats}.
 * @example
 * ```ts
 * seriesStats([10, 12, 30]) // { medianMs: 12, p90Ms: 30 }
 * ```
 */
export function seriesStats(values: readonly number[]): SeriesStats {
  return { medianMs: median(values), p90Ms: percentile(values, 90) }
}

/**
 * A series' median and p90 above a floor's (the same figures of the baseline measured in the same
 * run), ms.
 *
 * @param subject - The measured subject's figures.
 * @param floor - The floor's figures.
 * @returns Median minus median, p90 minus p90.
 * @example
 * ```ts
 * aboveFloor({ medianMs: 20, p90Ms: 31 }, { medianMs: 12, p90Ms: 15 }) // { medianMs: 8, p90Ms: 16 }
 * ```
 */
export function aboveFloor(subject: SeriesStats, floor: SeriesStats): SeriesStats {
  return { medianMs: subject.medianMs - floor.medianMs, p90Ms: subject.p90Ms - floor.p90Ms }
}

/**
 * A stated goal checked against a measured figure: reported, never a failure (benchmarks are
 * not timed tests).
 *
 * @example
 * ```ts
 * const goal: GoalCheck = { label: 'p90 above the floor', valueMs: 21.4, limitMs: 33, met: true }
 * ```
 */
export type GoalCheck = { label: string; valueMs: number; limitMs: number; met: boolean }

/**
 * Checks a figure against the goal's limit (met when not above it).
 *
 * @param label - What the figure is, e.g. "median above the floor".
 * @param valueMs - The measured figure, ms.
 * @param limitMs - The goal's limit, ms.
 * @returns The check.
 * @example
 * ```ts
 * checkGoal('median above the floor', 9.2, 16).met // true
 * ```
 */
export function checkGoal(label: string, valueMs: number, limitMs: number): GoalCheck {
  return { label, valueMs, limitMs, met: valueMs <= limitMs }
}

/**
 * One report line for a goal check: the figure, the limit, and "goal met" or "over goal".
 *
 * @param goal - The check.
 * @returns The line's text.
 * @example
 * ```ts
 * goalLine(checkGoal('p90 above the floor', 40.2, 33)) // 'goal: p90 above the floor ≤ 33.0 ms: 40.2 ms, over goal'
 * ```
 */
export function goalLine(goal: GoalCheck): string {
  return `goal: ${goal.label} ≤ ${goal.limitMs.toFixed(1)} ms: ${goal.valueMs.toFixed(1)} ms, ${goal.met ? 'goal met' : 'over goal'}`
}

/**
 * The machine's load average (1, 5 and 15 minutes) at the start and at the end of a benchmark:
 * these machines are shared, so figures are read against it.
 *
 * @example
 * ```ts
 * const load: LoadAverage = { start: [1.2, 1.5, 1.4], end: [2.1, 1.7, 1.5] }
 * ```
 */
export type LoadAverage = { start: number[]; end: number[] }

/**
 * The load average as printed: "1.20 1.50 1.40 at the start, 2.10 1.70 1.50 at the end".
 *
 * @param load - Start and end figures (os.loadavg()).
 * @returns The text.
 * @example
 * ```ts
 * formatLoadAverage({ start: [1.2, 1.5, 1.4], end: [2.1, 1.7, 1.5] })
 * ```
 */
export function formatLoadAverage(load: LoadAverage): string {
  const list = (values: number[]) => values.map((value) => value.toFixed(2)).join(' ')
  return `${list(load.start)} at the start, ${list(load.end)} at the end`
}
