import { describe, expect, it } from 'vitest'
import { benchOpen, OPEN_MODES, printOpenFigures } from '../../scripts/bench-open'
import { printedLines } from './support/printedLines'

// Runs the open benchmark (scripts/bench-open.ts) briefly. Not a timed test: these machines are
// shared, so the figures are printed, and only what must hold on any machine is asserted.
describe('open benchmark (scripts/bench-open.ts) in Chromium', () => {
  it('opens Latch and the React dialog in every run of both modes with no other host reached, presses at once before the prefetch, asks for the Connect view’s code with the frame’s, and prints the figures, the floor, the goals and the load average', async () => {
    const runs = 6
    const figures = await benchOpen({ runs, outDir: 'test-output/open-bench-e2e' })
    const lines = printedLines(() => printOpenFigures(figures))
    for (const mode of OPEN_MODES) {
      const m = figures.modes[mode]
      // Both dialogs opened and painted their title and rows in every run.
      expect(m.latchMs).toHaveLength(runs)
      expect(m.reactMs).toHaveLength(runs)
      for (const ms of [...m.latchMs, ...m.reactMs]) expect(ms).toBeGreaterThan(0)
      // The floor and Latch above it are the medians' and p90s' differences, and every goal is checked.
      expect(m.aboveFloor.medianMs).toBeCloseTo(m.latch.medianMs - m.react.medianMs, 6)
      expect(m.aboveFloor.p90Ms).toBeCloseTo(m.latch.p90Ms - m.react.p90Ms, 6)
      expect(m.goals.length).toBeGreaterThan(0)
    }
    // Settled: the idle prefetch had fetched the modal's chunk before every press. At once: the
    // press came before it, in every run (its own prefetch fetched it).
    expect(figures.modes.settled.modalChunkAtPress).toEqual(Array(runs).fill(true))
    expect(figures.modes.atOnce.modalChunkAtPress).toEqual(Array(runs).fill(false))
    // Connect's code is asked for with the frame's, whoever starts the load (the idle prefetch, the
    // press): never a second fetch once the frame's chunk has run.
    expect(figures.modes.settled.connectChunkWithFrame).toEqual(Array(runs).fill(true))
    expect(figures.modes.atOnce.connectChunkWithFrame).toEqual(Array(runs).fill(true))
    expect(figures.modes.settled.goals.map((g) => g.limitMs)).toEqual([16, 33])
    expect(figures.modes.atOnce.goals.map((g) => g.limitMs)).toEqual([50])
    // Nothing on the path waits for the network: no request to another host can resolve, and
    // none was even attempted.
    expect(figures.foreignRequests).toEqual([])
    expect(figures.loadAverage.start).toHaveLength(3)
    expect(figures.loadAverage.end).toHaveLength(3)
    const printed = (pattern: RegExp) => lines.filter((line) => pattern.test(line)).length
    expect(printed(/6 run\(s\) per mode/)).toBe(1)
    expect(printed(/load average: [\d. ]+ at the start, [\d. ]+ at the end/)).toBe(1)
    expect(printed(/Latch modal: +median \d+\.\d ms, p90 \d+\.\d ms/)).toBe(2)
    expect(printed(/React dialog \(floor\): median \d+\.\d ms, p90 \d+\.\d ms/)).toBe(2)
    expect(printed(/Latch above the floor: median -?\d+\.\d ms, p90 -?\d+\.\d ms/)).toBe(2)
    expect(printed(/ratio \(Latch median \/ React median\): \d+\.\d+×/)).toBe(2)
    expect(
      printed(
        /Connect's chunk asked for with the frame's \(before the frame's had arrived\): \d+ of \d+ run\(s\)/,
      ),
    ).toBe(2)
    expect(
      printed(/goal: (median|p90) above the floor ≤ \d+\.\d ms: -?\d+\.\d ms, (goal met|over goal)/),
    ).toBe(3)
  })
})
