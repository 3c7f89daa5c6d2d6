/**
 * Runs `print` and returns the lines it wrote with `console.log` (still written to the console):
 * how the benchmark tests check that a report printed its figures.
 *
 * @param print - Writes a report.
 * @returns The lines it logged, each as `console.log` would join its arguments.
 * @example
 * ```ts
 * const lines = printedLines(() => printOpenFigures(figures))
 * ```
 */
export function printedLines(print: () => void): string[] {
  const lines: string[] = []
  const log = console.log
  console.log = (...args: unknown[]) => {
    lines.push(args.join(' '))
    log(...args)
  }
  try {
    print()
  } finally {
    console.log = log
  }
  return lines
}
