/**
 * What one run of the `duplicates` command found.
 *
 * @example
 * ```ts
 * const found: DuplicatePairs = { pairs: 2, shapeOnly: 1, boilerplate: 0, rows: ['D1 a.ts:1-9 ~ b.ts:3-11'], incomplete: [], setAside: [] }
 * ```
 */
export type DuplicatePairs = {
  /** Pairs of places sharing six or more lines (the count on its first line, not cut by `--most`). */
  pairs: number
  /** Of those, pairs alike by shape alone (other names and values), boilerplate ones included. */
  shapeOnly: number
  /** Of those, shape pairs marked boilerplate (mostly punctuation and keywords, or a common shape). */
  boilerplate: number
  /** The rows it listed (`D1 a.ts:10-24 ~ b.ts:40-54 …`), most shared first. */
  rows: string[]
  /** Its `incomplete: …` lines: what it did not read or pair (then `pairs` is a lower bound). */
  incomplete: string[]
  /**
   * The rows not counted as code written twice (see setAsideRows): alike by shape alone, and
   * either marked boilerplate by the tool or two declarations. Empty until measureDuplicates
   * reads the files.
   */
  setAside: string[]
}

/**
 * Reads the output of `duplicates` (its first line counts the pairs: `389 pairs of places (1372
 * files read), each sharing runs … (232 by shape alone, 199 of those marked boilerplate)`, or `no
 * duplicates …`; then a row a pair; then `left out:` / `incomplete:` lines).
 *
 * @param output - What the command printed.
 * @returns The counts, the rows and the incomplete lines.
 * @example
 * ```ts
 * parseDuplicates('no duplicates (12 files read)\n').pairs // 0
 * ```
 */
export function parseDuplicates(output: string): DuplicatePairs {
  const lines = output.split('\n')
  const head = lines[0] ?? ''
  const count = (pattern: RegExp) => Number(pattern.exec(head)?.[1] ?? 0)
  return {
    pairs: count(/^(\d+) pairs? of places/),
    shapeOnly: count(/\((\d+) by shape alone/),
    boilerplate: count(/(\d+) of those marked boilerplate/),
    rows: lines.filter((line) => /^D\d+ /.test(line)),
    incomplete: lines.filter((line) => line.startsWith('incomplete:')),
    setAside: [],
  }
}
