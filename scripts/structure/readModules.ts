import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { isLogicModule } from './isLogicModule'

/**
 * One static import of a module by another module of the same package (`import … from './x'` or
 * `export … from './x'`), resolved to the imported file.
 *
 * @example
 * ```ts
 * const edge: ModuleImport = { from: 'a/b.ts', to: 'c/d.ts', typeOnly: false }
 * ```
 */
export type ModuleImport = {
  /** Importing module, relative to the package's `src`. */
  from: string
  /** Imported module, relative to the package's `src`. */
  to: string
  /**
   * True for `import type` / `export type` declarations, which TypeScript erases. An import whose
   * named bindings are each marked `type` (`import { type A } from`) stays as a runtime import of
   * the module under `verbatimModuleSyntax`, so it counts as a runtime import.
   */
  typeOnly: boolean
}

/**
 * The modules of one package's `src`: every `.ts`/`.tsx` file that is not a test, with its line
 * count, and the static imports between them.
 *
 * @example
 * ```ts
 * const { modules, imports } = readModules('packages/core/src')
 * ```
 */
export type PackageModules = {
  /** Module path (relative to `src`, `/`-separated) to its number of lines. */
  modules: Map<string, number>
  imports: ModuleImport[]
  /** The modules that hold logic (see isLogicModule): not type-only, not an export list. */
  logic: Set<string>
  /** Module path to its parsed source (parent pointers set). */
  sources: Map<string, ts.SourceFile>
}

/** Test files and type tests are not part of the package's structure. */
const TEST_FILE = /\.(test|itest|test-d)\.tsx?$/

function isModule(file: string): boolean {
  return /\.tsx?$/.test(file) && !file.endsWith('.d.ts') && !TEST_FILE.test(file)
}

function listModules(root: string, dir = ''): string[] {
  return readdirSync(path.join(root, dir)).flatMap((entry) => {
    const relative = dir === '' ? entry : `${dir}/${entry}`
    if (statSync(path.join(root, relative)).isDirectory()) return listModules(root, relative)
    return isModule(entry) ? [relative] : []
  })
}

/** Resolves a relative specifier of `from` to a module of the package, as the bundler would. */
function resolveRelative(root: string, from: string, specifier: string): string | undefined {
  const base = path.posix.join(path.posix.dirname(from), specifier)
  const stem = base.replace(/\.(m?js|jsx)$/, '')
  const candidates = [base, `${stem}.ts`, `${stem}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]
  return candidates.find((c) => !c.startsWith('..') && isModule(c) && existsSync(path.join(root, c)))
}

/** Line count as an editor shows it (a final newline does not start another line). */
function countLines(text: string): number {
  if (text === '') return 0
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0)
}

/**
 * Reads every module under `root` (a package's `src`) and its static relative imports. Imports of
 * other packages (`@latch/*`, npm), `#` subpath imports and dynamic `import()` (loaded lazily, so
 * no evaluation-order cycle) are left out.
 *
 * @param root - The folder to read, e.g. `packages/core/src`.
 * @returns The modules and their imports.
 * @example
 * ```ts
 * const { modules, imports } = readModules('packages/evm/src')
 * imports.filter((i) => !i.typeOnly).length
 * ```
 */
export function readModules(root: string): PackageModules {
  const modules = new Map<string, number>()
  const imports: ModuleImport[] = []
  const logic = new Set<string>()
  const sources = new Map<string, ts.SourceFile>()
  for (const file of listModules(root).sort()) {
    const text = readFileSync(path.join(root, file), 'utf8')
    modules.set(file, countLines(text))
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)
    sources.set(file, source)
    if (isLogicModule(source)) logic.add(file)
    for (const statement of source.statements) {
      let specifier: ts.Expression | undefined
      let typeOnly = false
      if (ts.isImportDeclaration(statement)) {
        specifier = statement.moduleSpecifier
        typeOnly = statement.importClause?.isTypeOnly ?? false
      } else if (ts.isExportDeclaration(statement)) {
        specifier = statement.moduleSpecifier
        typeOnly = statement.isTypeOnly
      }
      if (specifier === undefined || !ts.isStringLiteral(specifier) || !specifier.text.startsWith('.'))
        continue
      const to = resolveRelative(root, file, specifier.text)
      if (to !== undefined && to !== file) imports.push({ from: file, to, typeOnly })
    }
  }
  return { modules, imports, logic, sources }
}
