import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { setAsideRows } from './declarationRows'
import { type DuplicatePairs, parseDuplicates } from './parseDuplicates'

/** An import or export statement that only lists names (`import { a, type B } from 'x'`). */
const NAME_LIST = /^(import|export)( type)? \{([\s\w,]*)\}( from '[^']+')?;?$/gm

/**
 * Puts every import and export statement that only lists names on one line, followed by as many
 * empty lines as it spanned (so reported line numbers stay true). `duplicates` passes over import
 * lines, but a name list that the formatter wraps over several lines reads to it as code: two files
 * that import the same six validators were a "pair". A list of names is not logic; folding it
 * makes the tool's own rule apply to wrapped lists too, and leaves every other line as it is.
 *
 * @example
 * ```ts
 * foldNameLists("import {\n  a,\n  b,\n} from 'x'\n") // "import { a, b, } from 'x'\n\n\n\n"
 * ```
 */
export function foldNameLists(text: string): string {
  return text.replace(NAME_LIST, (statement) => {
    const lines = statement.split('\n')
    return lines.map((line) => line.trim()).join(' ') + '\n'.repeat(lines.length - 1)
  })
}

/**
 * Runs the `duplicates` command over `files` alone: they are copied (same relative paths) into a
 * fresh folder outside any git checkout, where it reads every file, so its count of pairs is
 * exactly the pairs among these files (run over the whole repo, its list stops at 200 rows and the
 * pairs involving tests would crowd out the others). Each copy has its name lists folded
 * ({@link foldNameLists}).
 *
 * @param root - The folder `files` are relative to (the repo).
 * @param files - The files to compare, relative to `root`.
 * @param seconds - Time it may take (its `--seconds`); what it does not reach is listed as incomplete.
 * @returns What it found, or undefined when the command is not on this machine's PATH. It runs
 *   while the caller goes on (the files are copied before this returns).
 * @example
 * ```ts
 * (await measureDuplicates('.', ['packages/core/src/a.ts', 'packages/evm/src/b.ts'], 10))?.pairs
 * ```
 */
export function measureDuplicates(
  root: string,
  files: readonly string[],
  seconds: number,
): Promise<DuplicatePairs | undefined> {
  const copy = mkdtempSync(path.join(tmpdir(), 'latch-duplicates-'))
  const cleanUp = () => rmSync(copy, { recursive: true, force: true })
  try {
    for (const file of files) {
      mkdirSync(path.dirname(path.join(copy, file)), { recursive: true })
      writeFileSync(path.join(copy, file), foldNameLists(readFileSync(path.join(root, file), 'utf8')))
    }
  } catch (error) {
    cleanUp()
    throw error
  }
  return new Promise((resolve) => {
    const run = spawn('duplicates', ['--repo', copy, '--most', '200', '--seconds', String(seconds)], {
      cwd: copy,
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: (seconds + 15) * 1000,
    })
    let output = ''
    run.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk
    })
    run.on('error', (error: NodeJS.ErrnoException) => {
      cleanUp()
      resolve(
        error.code === 'ENOENT'
          ? undefined
          : { ...parseDuplicates(''), incomplete: [`incomplete: ${error.message}`] },
      )
    })
    run.on('close', (_status, signal) => {
      const found = parseDuplicates(output)
      found.setAside = setAsideRows(copy, found.rows)
      cleanUp()
      if (signal !== null) found.incomplete.push(`incomplete: stopped by ${signal}`)
      resolve(found)
    })
  })
}
