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
