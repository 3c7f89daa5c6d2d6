import { describe, expect, it } from 'vitest'
import { benchReload, printReloadFigures, RELOAD_WALLET_DELAYS } from '../../scripts/bench-reload'
import { printedLines } from './support/printedLines'

// Runs the reload benchmark (scripts/bench-reload.ts) briefly. Not a timed test: these machines
// are shared, so the figures are printed, and only what must hold on any machine is asserted.
describe('reload benchmark (scripts/bench-reload.ts) in Chromium', () => {
  it("after every reload Latch shows the wallet's address only once the wallet has answered, asking it in one round trip, and the figures print with their floor, ratio, goal and load average", async () => {
    const figures = await benchReload({ runs: 2, outDir: 'test-output/reload-bench-e2e' })
    const lines = printedLines(() => printReloadFigures(figures))
    for (const delay of RELOAD_WALLET_DELAYS) {
      const runs = figures.byDelay[delay]!.runs
      expect(runs.latch).toHaveLength(2)
      for (const run of runs.latch) {
        // Never a stored address: the wallet had answered eth_accounts when the address appeared.
        expect(run.answered).toBe(true)
        // One round trip: the chain id was asked before the account check's answer came, and
        // each once.
        expect(run.oneTrip).toBe(true)
        expect(run.requests.filter((m) => m === 'eth_accounts')).toHaveLength(1)
        expect(run.requests.filter((m) => m === 'eth_chainId')).toHaveLength(1)
        expect(run.painted).toBeGreaterThan(0)
      }
      expect(runs.wagmi).toHaveLength(2)
      expect(runs.react).toHaveLength(2)
      // The JS files each page had asked for when its button showed: Latch's first load has more
      // files than React alone's entry
      for (const run of [...runs.latch, ...runs.react]) expect(run.jsFiles).toBeGreaterThan(0)
      expect(Math.min(...runs.latch.map((r) => r.jsFiles))).toBeGreaterThan(
        Math.max(...runs.react.map((r) => r.jsFiles)),
      )
    }
    // A wallet that answers at once: the address shows before the restore's code (the adapter's,
    // the instance's) is asked for, which loads once the page has painted; with a slower wallet the
    // code has loaded meanwhile, so more files by then
    expect(figures.initialJsFiles.latch).toBeGreaterThan(1)
    for (const run of figures.byDelay[0]!.runs.latch) expect(run.jsFiles).toBe(figures.initialJsFiles.latch)
    for (const run of figures.byDelay[100]!.runs.latch)
      expect(run.jsFiles).toBeGreaterThan(figures.initialJsFiles.latch)
    expect(figures.foreignRequests).toEqual([])
    expect(lines.some((line) => /ratio \(Latch median \/ wagmi median\): \d+\.\d+×/.test(line))).toBe(true)
    expect(
      lines.filter((line) =>
        /median \d+\.\d ms, p90 \d+\.\d ms, JS files by then \d+ \(first load \d+\)/.test(line),
      ),
    ).toHaveLength(3 * RELOAD_WALLET_DELAYS.length)
    expect(
      lines.some((line) => /Latch above the floor: median -?\d+\.\d ms, p90 -?\d+\.\d ms/.test(line)),
    ).toBe(true)
    // The run count, the load average at the start and end, and the goal per wallet delay.
    expect(figures.loadAverage.start).toHaveLength(3)
    expect(figures.loadAverage.end).toHaveLength(3)
    expect(lines.some((line) => /2 reload\(s\) per subject and wallet delay/.test(line))).toBe(true)
    expect(
      lines.filter((line) => /load average: [\d. ]+ at the start, [\d. ]+ at the end/.test(line)),
    ).toHaveLength(1)
    for (const delay of RELOAD_WALLET_DELAYS)
      expect(figures.byDelay[delay]!.goals.map((goal) => goal.limitMs)).toEqual([
        delay + 16,
        delay + 16,
        delay + 16,
        delay + 16,
      ])
    expect(
      lines.filter((line) =>
        /goal: (median|p90) (above the floor|after hydration) ≤ \d+\.\d ms: -?\d+\.\d ms, (goal met|over goal)/.test(
          line,
        ),
      ),
    ).toHaveLength(4 * RELOAD_WALLET_DELAYS.length)
    // Latch's own hydration comes before its address, in every run
    for (const delay of RELOAD_WALLET_DELAYS)
      for (const run of figures.byDelay[delay]!.runs.latch)
        expect(run.hydrated).toBeLessThanOrEqual(run.inDom)
    expect(
      lines.some((line) => /Latch after its own hydration .*: median \d+\.\d ms, p90 \d+\.\d ms/.test(line)),
    ).toBe(true)
  })
})
