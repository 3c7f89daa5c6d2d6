/**
 * Report of the user-visible string literals left in the React views (`pnpm exec tsx
 * scripts/i18n-literals.ts [--json=path] [--enforce]`): every `.ts`/`.tsx` module of
 * `packages/react/src` except tests, with JSX text, text attributes (`aria-label`, `title`,
 * `placeholder`, `alt`, `label`) and prose string literals, as `file:line  kind  text`.
 *
 * Report only by default (exit 0). With `--enforce` it exits 1 when any literal is found;
 * `scripts/i18n/viewsHaveNoLiterals.test.ts` holds the views to it in every test run, so a literal
 * added to a view fails. A literal that is not text for people (a code, a CSS value)
 * is marked with an `i18n-ignore` comment on its line or the line above.
 */
import { writeFileSync } from 'node:fs'
import { collectLiterals } from './i18n/collectLiterals'

const report = collectLiterals()

for (const { file, line, kind, text } of report) console.log(`${file}:${line}\t${kind}\t${text}`)
console.log(`${report.length} user-visible literals in ${new Set(report.map((r) => r.file)).size} files`)
const json = process.argv.find((a) => a.startsWith('--json='))
if (json) writeFileSync(json.slice('--json='.length), `${JSON.stringify(report, null, 2)}\n`)
if (process.argv.includes('--enforce') && report.length > 0) process.exit(1)
