/**
 * Report of the user-visible string literals left in the React views (`pnpm exec tsx
 * scripts/i18n-literals.ts [--json=path] [--enforce]`): every `.ts`/`.tsx` module of
 * `packages/react/src` except tests, with JSX text, text attributes (`aria-label`, `title`,
 * `placeholder`, `alt`, `label`) and prose string literals, as `file:line  kind  text`.
 *
 * Report only by default (exit 0). With `--enforce` it exits 1 when any literal is found: the
 * pass that switches the views onto `@latch/i18n` turns that on (and a test runs it), so a literal
 * added to a view afterwards fails. A literal that is not text for people (a code, a CSS value)
 * is marked with an `i18n-ignore` comment on its line or the line above.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { type FoundLiteral, findLiterals } from './i18n/findLiterals'

const ROOT = path.resolve(import.meta.dirname, '..')
const VIEWS = path.join(ROOT, 'packages/react/src')

function modulesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry)
    // test worlds (`testing/`) render fixtures, not product text
    if (statSync(full).isDirectory()) return entry === 'testing' ? [] : modulesUnder(full)
    return /\.tsx?$/.test(entry) && !/\.test(-d)?\.tsx?$/.test(entry) ? [full] : []
  })
}

const report: Array<FoundLiteral & { file: string }> = modulesUnder(VIEWS).flatMap((file) =>
  findLiterals(file, readFileSync(file, 'utf8')).map((literal) => ({
    file: path.relative(ROOT, file),
    ...literal,
  })),
)

for (const { file, line, kind, text } of report) console.log(`${file}:${line}\t${kind}\t${text}`)
console.log(`${report.length} user-visible literals in ${new Set(report.map((r) => r.file)).size} files`)
const json = process.argv.find((a) => a.startsWith('--json='))
if (json) writeFileSync(json.slice('--json='.length), `${JSON.stringify(report, null, 2)}\n`)
if (process.argv.includes('--enforce') && report.length > 0) process.exit(1)
