import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import ts from 'typescript'

/**
 * One side of a `duplicates` row: a file and its line range (1-based, inclusive).
 *
 * @example
 * ```ts
 * const side: RowSide = { file: 'packages/core/src/a.ts', from: 3, to: 33 }
 * ```
 */
export type RowSide = { file: string; from: number; to: number }

/**
 * A `duplicates` row, read: its two places, whether they are alike by shape alone, marked
 * boilerplate, and whether the two files share more runs than the one listed.
 *
 * @example
 * ```ts
 * readRow('D2 a.ts:9-20 ~ b.ts:12-23 shape boilerplate')?.boilerplate // true
 * ```
 */
export type DuplicateRow = {
  sides: [RowSide, RowSide]
  shape: boolean
  boilerplate: boolean
  moreRuns: boolean
}

const ROW = /^D\d+ (\S+):(\d+)-(\d+) ~ (\S+):(\d+)-(\d+)(.*)$/

/**
 * Reads one row of the `duplicates` output.
 *
 * @param row - `D1 a.ts:10-24 ~ b.ts:40-54 shape (+1 more run)`.
 * @returns The row's parts, or undefined when it is not a row.
 * @example
 * ```ts
 * readRow('D1 a.ts:10-24 ~ b.ts:40-54 shape')?.sides[1] // { file: 'b.ts', from: 40, to: 54 }
 * ```
 */
export function readRow(row: string): DuplicateRow | undefined {
  const m = ROW.exec(row)
  if (!m) return undefined
  const [, a, aFrom, aTo, b, bFrom, bTo, rest = ''] = m
  return {
    sides: [
      { file: a as string, from: Number(aFrom), to: Number(aTo) },
      { file: b as string, from: Number(bFrom), to: Number(bTo) },
    ],
    shape: /\bshape\b/.test(rest),
    boilerplate: /\bboilerplate\b/.test(rest),
    moreRuns: /\(\+\d+ more runs?\)/.test(rest),
  }
}

/** A value built only of literals, names and nested literals: data, no code that runs. */
function isData(node: ts.Node): boolean {
  if (ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isParenthesizedExpression(node))
    return isData(node.expression)
  if (ts.isArrayLiteralExpression(node)) return node.elements.every(isData)
  if (ts.isObjectLiteralExpression(node))
    return node.properties.every((p) => ts.isPropertyAssignment(p) && isData(p.initializer))
  if (ts.isSpreadElement(node)) return isData(node.expression)
  if (ts.isPrefixUnaryExpression(node)) return isData(node.operand)
  return (
    ts.isStringLiteral(node) ||
    ts.isNoSubstitutionTemplateLiteral(node) ||
    ts.isNumericLiteral(node) ||
    ts.isBigIntLiteral(node) ||
    ts.isIdentifier(node) ||
    ts.isPropertyAccessExpression(node) ||
    node.kind === ts.SyntaxKind.TrueKeyword ||
    node.kind === ts.SyntaxKind.FalseKeyword ||
    node.kind === ts.SyntaxKind.NullKeyword
  )
}

/** Whether `statement` only declares: a type, an interface, or a constant holding data. */
function isDeclaration(statement: ts.Statement): boolean {
  if (ts.isTypeAliasDeclaration(statement) || ts.isInterfaceDeclaration(statement)) return true
  if (!ts.isVariableStatement(statement) || !(statement.declarationList.flags & ts.NodeFlags.Const))
    return false
  return statement.declarationList.declarations.every(
    (d) => d.initializer !== undefined && isData(d.initializer),
  )
}

/**
 * Whether every line of code in a place lies in a declaration: a type, an interface, or a
 * constant holding only data (a list of codes, a table of literals), or a CSS rule (a stylesheet
 * only declares). Two such places alike by shape alone are two different declarations that happen
 * to be laid out alike (a list of strings, then a type read from it; two rules with other
 * selectors and values), not logic written twice; the same lines are still a pair, as they are
 * not set aside by shape. Blank and comment lines are not code. Any other file never qualifies.
 *
 * @param root - The folder the side's file is relative to.
 * @param side - The place.
 * @returns True when the place declares only.
 * @example
 * ```ts
 * declaresOnly('.', { file: 'packages/core/src/kernel/events/types.ts', from: 20, to: 46 }) // true
 * ```
 */
export function declaresOnly(root: string, side: RowSide): boolean {
  if (side.file.endsWith('.css')) return true
  if (!/\.tsx?$/.test(side.file)) return false
  const text = readFileSync(path.join(root, side.file), 'utf8')
  const source = ts.createSourceFile(side.file, text, ts.ScriptTarget.Latest, true)
  const lineOf = (pos: number) => source.getLineAndCharacterOfPosition(pos).line + 1
  const declared = new Set<number>()
  const code = new Set<number>()
  for (const statement of source.statements) {
    const from = lineOf(statement.getStart(source))
    const to = lineOf(statement.getEnd())
    for (let line = from; line <= to; line += 1) {
      code.add(line)
      if (isDeclaration(statement)) declared.add(line)
    }
  }
  for (let line = side.from; line <= side.to; line += 1)
    if (code.has(line) && !declared.has(line)) return false
  return true
}

/**
 * Every run two files share, not just the longest one a row lists: `duplicates` is run again on
 * the two files alone, each time with the runs found so far blanked out, until it finds none.
 *
 * @param root - The folder the row's files are relative to.
 * @param row - The row.
 * @returns The runs, the listed one first, each read as a row of the two files; at most 20.
 * @example
 * ```ts
 * runsOf('.', readRow('D3 a.ts:239-258 ~ b.ts:52-71 shape (+1 more run)')!).length // 2
 * ```
 */
export function runsOf(root: string, row: DuplicateRow): DuplicateRow[] {
  const [a, b] = row.sides
  const copy = mkdtempSync(path.join(tmpdir(), 'latch-runs-'))
  // Each file under a short name that keeps its ending (the tool reads a file by its ending).
  const inCopy = new Map([
    [a.file, `first${path.extname(a.file)}`],
    [b.file, a.file === b.file ? `first${path.extname(a.file)}` : `second${path.extname(b.file)}`],
  ])
  const original = new Map([...inCopy].map(([file, name]) => [name, file]))
  try {
    for (const [file, name] of inCopy)
      writeFileSync(path.join(copy, name), readFileSync(path.join(root, file), 'utf8'))
    const blank = (side: RowSide) => {
      const file = path.join(copy, inCopy.get(side.file) as string)
      const lines = readFileSync(file, 'utf8').split('\n')
      for (let line = side.from; line <= side.to; line += 1) lines[line - 1] = ''
      writeFileSync(file, lines.join('\n'))
    }
    const samePair = (r: DuplicateRow | undefined): r is DuplicateRow => {
      const files = r?.sides.map((side) => original.get(side.file)).sort()
      return files !== undefined && files.join('~') === [a.file, b.file].sort().join('~')
    }
    const runs: DuplicateRow[] = [row]
    for (let found: DuplicateRow | undefined = row; found !== undefined && runs.length <= 20; ) {
      for (const side of found.sides) blank(side)
      const output =
        spawnSync('duplicates', ['--repo', copy, '--most', '200'], { encoding: 'utf8' }).stdout ?? ''
      const next = output.split('\n').map(readRow).find(samePair)
      found =
        next === undefined
          ? undefined
          : {
              ...next,
              sides: [
                { ...next.sides[0], file: original.get(next.sides[0].file) as string },
                { ...next.sides[1], file: original.get(next.sides[1].file) as string },
              ],
            }
      if (found !== undefined) runs.push(found)
    }
    return runs
  } finally {
    rmSync(copy, { recursive: true, force: true })
  }
}

/**
 * The rows that are not code written twice: pairs alike by shape alone (other names and values)
 * that the tool itself marks boilerplate (mostly punctuation and keywords, or a shape common
 * across a folder), or whose every shared run is, on both sides, declarations only (see
 * {@link declaresOnly} and {@link runsOf}). Same lines (not shape) always count.
 *
 * @param root - The folder the rows' files are relative to.
 * @param rows - The rows of one `duplicates` run.
 * @returns The rows set aside, in their order.
 * @example
 * ```ts
 * setAsideRows('.', ['D1 a.ts:1-9 ~ b.ts:3-11 shape boilerplate']) // ['D1 a.ts:1-9 ~ b.ts:3-11 shape boilerplate']
 * ```
 */
export function setAsideRows(root: string, rows: readonly string[]): string[] {
  return rows.filter((row) => {
    const read = readRow(row)
    if (read === undefined || !read.shape) return false
    if (read.boilerplate) return true
    const runs = read.moreRuns ? runsOf(root, read) : [read]
    return runs.every((run) => run.shape && run.sides.every((side) => declaresOnly(root, side)))
  })
}
