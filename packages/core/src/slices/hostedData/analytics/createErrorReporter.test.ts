import { describe, expect, it } from 'vitest'
import { createErrorReporter } from './createErrorReporter'

describe('error reporter', () => {
  it('passes on at most 5 error reports per 60 s', () => {
    let now = 0
    const sunk: unknown[] = []
    const reporter = createErrorReporter({ clock: { now: () => now }, sink: (e) => sunk.push(e) })
    const results = Array.from({ length: 7 }, (_, i) => reporter.report(i))
    expect(results).toEqual([true, true, true, true, true, false, false])
    expect(sunk).toEqual([0, 1, 2, 3, 4])
    now = 59_999
    expect(reporter.report('late')).toBe(false)
    now = 60_000
    expect(reporter.report('next window')).toBe(true)
    expect(sunk).toHaveLength(6)
  })
})
