/**
 * Bundle-size benchmark and budget check, on what users get: every `@latch/*` import resolves as
 * in an app that installed the published packages (the package's published `exports`, i.e. the
 * built `dist/`), never the workspace source. Run `pnpm build` first. Prints each entry's
 * initial-load gzip size and fails (exit 1) when one is over its budget or contains forbidden code.
 *
 * Usage: `pnpm size [--json=path]`
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { build, type Metafile, type Plugin } from 'esbuild'
import { SIZE_BUDGETS, type SizeBudget } from './size-budgets'

type ExportTarget = string | { source?: string; import?: string; default?: string }
type PublishedManifest = { exports?: Record<string, ExportTarget>; sideEffects?: boolean }

/**
 * Resolves `@latch/<package>[/<subpath>]` (from the entry and from other packages' dist) to the
 * file the manifest exports for it under the `import` condition: the built output an app installs.
 * The workspace-only `source` condition (src, stripped from the tarball by `.pnpmfile.cjs`) is
 * never used. Specifiers in `external` are left out of the bundle (not measured).
 */
export function publishedLatchPackages(
  root: string = process.cwd(),
  external: readonly string[] = [],
): Plugin {
  return {
    name: 'published-latch-packages',
    setup(pluginBuild) {
      pluginBuild.onResolve({ filter: /^@latch\// }, ({ path: specifier }) => {
        if (external.includes(specifier)) return { path: specifier, external: true }
        const [, dir = '', ...rest] = specifier.split('/')
        const subpath = rest.length === 0 ? '.' : `./${rest.join('/')}`
        const packageDir = path.join(root, 'packages', dir)
        const manifest = JSON.parse(
          readFileSync(path.join(packageDir, 'package.json'), 'utf8'),
        ) as PublishedManifest
        const target = manifest.exports?.[subpath]
        const file = typeof target === 'string' ? target : (target?.import ?? target?.default)
        if (file === undefined) return { errors: [{ text: `${specifier} is not a published export` }] }
        const resolved = path.join(packageDir, file)
        if (!existsSync(resolved))
          return { errors: [{ text: `${resolved} is missing: run pnpm build first` }] }
        // as an app's bundler does: a package without side effects drops the exports nobody imports
        return manifest.sideEffects === false ? { path: resolved, sideEffects: false } : { path: resolved }
      })
    },
  }
}

/** Leaves every dynamic `import()` out of the bundle (see `SizeBudget.dynamicImportsExternal`). */
const dynamicImportsExternal: Plugin = {
  name: 'dynamic-imports-external',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /.*/ }, ({ path: specifier, kind }) =>
      kind === 'dynamic-import' ? { path: specifier, external: true } : undefined,
    )
  },
}

type Measured = {
  name: string
  gzipBytes: number
  rawBytes: number
  lazyFiles: number
  forbiddenFound: string[]
}

/** Files that load before any dynamic import: the entry output and its static imports, transitively. */
function initialClosure(metafile: Metafile, entryOut: string): string[] {
  const seen = new Set<string>()
  const stack = [entryOut]
  while (stack.length > 0) {
    const file = stack.pop()!
    if (seen.has(file)) continue
    seen.add(file)
    for (const imp of metafile.outputs[file]?.imports ?? []) {
      if (imp.kind === 'import-statement' && !imp.external) stack.push(imp.path)
    }
  }
  return [...seen]
}

/** Bundles one budget entry and measures its initial load. */
export async function measure(budget: SizeBudget): Promise<Measured> {
  const outdir = mkdtempSync(path.join(tmpdir(), 'latch-size-'))
  try {
    const result = await build({
      stdin: { contents: budget.entry, resolveDir: process.cwd(), loader: 'ts', sourcefile: 'entry.ts' },
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'browser',
      minify: true,
      treeShaking: true,
      metafile: true,
      write: true,
      outdir,
      entryNames: 'entry',
      logLevel: 'error',
      define: { 'process.env.NODE_ENV': '"production"' },
      plugins: [
        ...(budget.dynamicImportsExternal ? [dynamicImportsExternal] : []),
        publishedLatchPackages(process.cwd(), budget.external),
      ],
    })
    // Every dynamic import is an entry point of its own chunk: the budget's entry is the stdin one.
    const entryOut = Object.keys(result.metafile.outputs).find(
      (f) => result.metafile.outputs[f]?.entryPoint === 'entry.ts',
    )
    if (!entryOut) throw new Error(`no entry output for ${budget.name}`)
    const files = initialClosure(result.metafile, entryOut)
    const inputsOf = (f: string) => Object.keys(result.metafile.outputs[f]?.inputs ?? {})
    const initialInputs = files.flatMap(inputsOf)
    const code = files
      .map((f) => readFileSync(path.resolve(f)))
      .reduce((a, b) => Buffer.concat([a, b]), Buffer.alloc(0))
    const forbiddenFound = (budget.forbidden ?? []).filter((needle) =>
      initialInputs.some((i) => i.includes(needle)),
    )
    const allFiles = Object.keys(result.metafile.outputs).filter((f) => f.endsWith('.js'))
    return {
      name: budget.name,
      gzipBytes: gzipSync(code, { level: 9 }).length,
      rawBytes: code.length,
      lazyFiles: allFiles.length - files.length,
      forbiddenFound,
    }
  } finally {
    rmSync(outdir, { recursive: true, force: true })
  }
}

async function main(): Promise<void> {
  const jsonArg = process.argv.find((a) => a.startsWith('--json='))
  let passed = 0
  let failed = 0
  for (const budget of SIZE_BUDGETS) {
    try {
      const m = await measure(budget)
      const kb = m.gzipBytes / 1024
      const ok = kb <= budget.maxGzipKb && m.forbiddenFound.length === 0
      if (ok) passed++
      else failed++
      console.log(
        `${ok ? 'ok  ' : 'FAIL'} ${m.name}: ${kb.toFixed(2)} KB gzip initial (${(m.rawBytes / 1024).toFixed(1)} KB min), budget ${budget.maxGzipKb} KB, ${m.lazyFiles} lazy chunk(s)` +
          (m.forbiddenFound.length ? `; forbidden in initial load: ${m.forbiddenFound.join(', ')}` : ''),
      )
    } catch (error) {
      failed++
      console.log(`FAIL ${budget.name}: ${(error as Error).message}`)
    }
  }
  if (jsonArg) writeFileSync(jsonArg.slice('--json='.length), JSON.stringify({ passed, failed }))
  process.exit(failed === 0 ? 0 : 1)
}

if (import.meta.url === `file://${process.argv[1]}`) await main()
