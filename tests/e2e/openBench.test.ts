import { describe, expect, it } from 'vitest'
import { benchOpen, printOpenFigures } from '../../scripts/bench-open'
import { printedLines } from './support/printedLines'

// Runs the open benchmark (scripts/bench-open.ts) briefly. Not a timed test: these machines are
// shared, so the figures are printed, and only what must hold on any machine is asserted.
describe('open benchmark (scripts/bench-open.ts) in Chromium', () => {
  it('opens Latch and the React dialog in every run with every other host blocked, and prints both figures and the ratio', async () => {
    const figures = await benchOpen({ runs: 4, outDir: 'test-output/open-bench-e2e' })
    const lines = printedLines(() => printOpenFigures(figures))
    // Both paths opened and painted their title and rows in every run.
    expect(figures.latchMs).toHaveLength(4)
    expect(figures.reactMs).toHaveLength(4)
    for (const ms of [...figures.latchMs, ...figures.reactMs]) expect(ms).toBeGreaterThan(0)
    // Nothing on the path waits for the network: every request to another host was blocked, and
    // none was even attempted.
    expect(figures.foreignRequests).toEqual([])
    expect(lines.some((line) => /ratio \(Latch median \/ React median\): \d+\.\d+×/.test(line))).toBe(true)
    expect(lines.some((line) => /Latch modal: +median \d+\.\d ms, p90 \d+\.\d ms/.test(line))).toBe(true)
    expect(lines.some((line) => /React dialog: median \d+\.\d ms, p90 \d+\.\d ms/.test(line))).toBe(true)
  })
})
