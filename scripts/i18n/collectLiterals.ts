import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { type FoundLiteral, findLiterals } from './findLiterals'

const ROOT = path.resolve(import.meta.dirname, '../..')
const VIEWS = path.join(ROOT, 'packages/react/src')

function modulesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry)
    // test worlds (`testing/`) render fixtures, not product text
    if (statSync(full).isDirectory()) return entry === 'testing' ? [] : modulesUnder(full)
    return /\.tsx?$/.test(entry) && !/\.test(-d)?\.tsx?$/.test(entry) ? [full] : []
  })
}

/**
 * Every user-visible literal left in `packages/react/src` (tests and `testing/` worlds excepted),
 * with its file relative to the repo root.
 *
 * @returns The literals, file by file in directory order.
 * @example
 * ```ts
 * collectLiterals().filter((l) => l.file.endsWith('ConnectView.tsx'))
 * ```
 */
export function collectLiterals(): Array<FoundLiteral & { file: string }> {
  return modulesUnder(VIEWS).flatMap((file) =>
    findLiterals(file, readFileSync(file, 'utf8')).map((literal) => ({
      file: path.relative(ROOT, file),
      ...literal,
    })),
  )
}
