import type { Clock } from '../../../shared/clock/clock'
import { CONSTANTS } from '../../../shared/constants/constants'

/**
 * Reports data-layer errors (invalid responses, failed fetches) to a sink, at most 5 per 60 s
 * (SPEC §9); reports over the limit are dropped.
 *
 * @example
 * ```ts
 * const reporter = createErrorReporter({ clock, sink: (error) => console.warn(error) })
 * reporter.report(error) // true when it was passed on
 * ```
 */
export interface ErrorReporter {
  /** Pass the error to the sink unless the limit is reached; returns whether it was passed on. */
  report(error: unknown): boolean
}

/**
 * Makes an {@link ErrorReporter} with a sliding 60 s window.
 *
 * @param parameters - `clock` and the `sink` that receives reports.
 * @returns The reporter.
 * @example
 * ```ts
 * const api = createApiClient({ projectId, urls, onInvalidResponse: (e) => reporter.report(e) })
 * ```
 */
export function createErrorReporter(parameters: {
  clock: Pick<Clock, 'now'>
  sink: (error: unknown) => void
}): ErrorReporter {
  let sentAt: number[] = []
  return {
    report(error) {
      const now = parameters.clock.now()
      sentAt = sentAt.filter((time) => now - time < CONSTANTS.errorReportWindowMs)
      if (sentAt.length >= CONSTANTS.errorReportsPerWindow) return false
      sentAt.push(now)
      try {
        parameters.sink(error)
      } catch {
        // a failing sink must never break the caller
      }
      return true
    },
  }
}
