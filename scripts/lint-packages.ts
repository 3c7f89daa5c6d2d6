/**
 * Lints what is published, one check per package: packs every package with `pnpm pack` (run
 * `pnpm build` first) and, on each tarball,
 * - publint: errors and warnings fail (suggestions are printed);
 * - @arethetypeswrong/cli, `--profile esm-only`: the packages are ESM-only on purpose (`type:
 *   module`, no `require` condition), so the profile leaves out the node10 and node16-from-CJS
 *   resolutions; every other resolution must be clean;
 * - every package a built file imports (statically, dynamically or in a `.d.ts`) is a declared
 *   dependency or peer dependency, so an app's install has everything the code loads;
 * - every file a built module names next to itself (`new URL('./x', import.meta.url)`, read or
 *   bundled at run time) is in the tarball;
 * - browser packages do not depend on Node-only packages (native modules, SMTP, bundlers);
 * - the tarball ships dist, README.md, LICENSE and CHANGELOG.md, and no source;
 * - its manifest has no `source` condition (the workspace-only condition that points at `src`).
 *
 * Usage: `pnpm lint:packages [--json=path]` (prints `ok`/`FAIL` per package).
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { publint } from 'publint'
import { formatMessage } from 'publint/utils'
import { packPackages } from './packPackages'
import { NODE_ONLY_PACKAGES, type PublishedPackage } from './publishedPackages'

/** Packages a browser package must never depend on (directly): they build or need Node. */
const NODE_ONLY_DEPENDENCIES = ['better-sqlite3', 'nodemailer', 'esbuild', 'smtp-server']

type Manifest = {
  name: string
  exports?: unknown
  imports?: unknown
  dependencies?: Record<string, string>
  peerDependencies?: Record<string, string>
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry)
    return statSync(full).isDirectory() ? filesUnder(full) : [full]
  })
}

/** The package name of a bare import specifier, or undefined for relative, `#`, `node:` and built-ins. */
function packageOf(specifier: string): string | undefined {
  if (specifier.startsWith('.') || specifier.startsWith('#') || specifier.startsWith('node:'))
    return undefined
  const parts = specifier.split('/')
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier)
  return builtinModules.includes(name) ? undefined : name
}

/** Bare packages imported by the built JavaScript and declaration files under `dir`. */
function importedPackages(dir: string): Set<string> {
  const found = new Set<string>()
  const spec = `["']([@\\w][\\w./@-]*)["']`
  const patterns = [
    new RegExp(`\\bfrom\\s*${spec}`, 'g'),
    new RegExp(`\\bimport\\s*\\(\\s*${spec}\\s*\\)`, 'g'),
    new RegExp(`\\bimport\\s*${spec}`, 'g'),
  ]
  for (const file of filesUnder(dir)) {
    if (!/\.(js|d\.ts)$/.test(file)) continue
    const code = readFileSync(file, 'utf8')
    for (const pattern of patterns) {
      for (const match of code.matchAll(pattern)) {
        const name = packageOf(match[1] ?? '')
        if (name) found.add(name)
      }
    }
  }
  return found
}

/**
 * Files named relative to a built module (`new URL('./x', import.meta.url)` with a literal path)
 * that are missing under `dir`: code that reads or bundles them at run time would fail.
 */
function missingSiblingFiles(dir: string): string[] {
  const missing: string[] = []
  const pattern = /new URL\(\s*["'`](\.{1,2}\/[^"'`$]*)["'`]\s*,\s*import\.meta\.url\s*\)/g
  for (const file of filesUnder(dir)) {
    if (!file.endsWith('.js')) continue
    for (const match of readFileSync(file, 'utf8').matchAll(pattern)) {
      const target = path.resolve(path.dirname(file), match[1] ?? '')
      if (!existsSync(target))
        missing.push(`${path.relative(dir, file)} names ${match[1]}, which is not in the tarball`)
    }
  }
  return missing
}

/** The paths (e.g. `exports["."].source`) of every `source` condition under `value`. */
function sourceConditions(value: unknown, at: string): string[] {
  if (value === null || typeof value !== 'object') return []
  return Object.entries(value).flatMap(([key, inner]) => {
    const here = `${at}[${JSON.stringify(key)}]`
    return key === 'source' ? [here] : sourceConditions(inner, here)
  })
}

/** Every problem found in one tarball (empty when it is clean). */
async function lintTarball(pkg: PublishedPackage, tarball: string): Promise<string[]> {
  const problems: string[] = []
  const buffer = readFileSync(tarball)
  const { messages, pkg: manifest } = await publint({
    pack: { tarball: buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength) },
    level: 'suggestion',
  })
  for (const message of messages) {
    const text = `publint ${message.type}: ${formatMessage(message, manifest, { color: false }) ?? message.code}`
    if (message.type === 'suggestion') console.log(`     ${text}`)
    else problems.push(text)
  }

  // A CSS subpath (react's theme.css) has no types to resolve: attw checks the code entries only.
  const cssEntries = Object.keys((manifest as { exports?: object }).exports ?? {}).filter((s) =>
    s.endsWith('.css'),
  )
  const attw = spawnSync(
    'node_modules/.bin/attw',
    [
      tarball,
      '--profile',
      'esm-only',
      '--format',
      'ascii',
      '--no-color',
      '--no-emoji',
      ...(cssEntries.length > 0 ? ['--exclude-entrypoints', ...cssEntries] : []),
    ],
    { encoding: 'utf8' },
  )
  if (attw.status !== 0) problems.push(`attw:\n${attw.stdout}${attw.stderr}`)

  const dir = mkdtempSync(path.join(tmpdir(), 'latch-lint-'))
  try {
    const untar = spawnSync('tar', ['xzf', path.resolve(tarball), '-C', dir])
    if (untar.status !== 0) return [...problems, `could not unpack ${tarball}`]
    const root = path.join(dir, 'package')
    const packed = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as Manifest
    const declared = new Set([
      ...Object.keys(packed.dependencies ?? {}),
      ...Object.keys(packed.peerDependencies ?? {}),
    ])
    for (const name of importedPackages(path.join(root, 'dist'))) {
      if (name !== packed.name && !declared.has(name)) {
        problems.push(`dist imports '${name}', which is neither a dependency nor a peer dependency`)
      }
    }
    problems.push(...missingSiblingFiles(root))
    for (const at of [
      ...sourceConditions(packed.exports, 'exports'),
      ...sourceConditions(packed.imports, 'imports'),
    ]) {
      problems.push(`packed manifest keeps the workspace-only condition ${at}`)
    }
    if (!NODE_ONLY_PACKAGES.includes(pkg)) {
      for (const name of NODE_ONLY_DEPENDENCIES) {
        if (declared.has(name)) problems.push(`browser package depends on the Node-only '${name}'`)
      }
    }
    const shipped = readdirSync(root)
    for (const required of ['dist', 'README.md', 'LICENSE', 'CHANGELOG.md', 'package.json']) {
      if (!shipped.includes(required)) problems.push(`tarball has no ${required}`)
    }
    for (const extra of shipped.filter(
      (f) => !['dist', 'README.md', 'LICENSE', 'CHANGELOG.md', 'package.json'].includes(f),
    )) {
      problems.push(`tarball ships ${extra}, which is not part of the package`)
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
  return problems
}

async function main(): Promise<void> {
  const jsonArg = process.argv.find((a) => a.startsWith('--json='))
  let passed = 0
  let failed = 0
  const tarballs = packPackages()
  for (const [pkg, tarball] of tarballs) {
    const problems = await lintTarball(pkg, tarball).catch((error: unknown) => [String(error)])
    if (problems.length === 0) {
      passed++
      console.log(`ok   ${pkg} (${path.basename(tarball)})`)
    } else {
      failed++
      console.log(`FAIL ${pkg} (${path.basename(tarball)})\n${problems.map((p) => `     ${p}`).join('\n')}`)
    }
  }
  if (jsonArg) writeFileSync(jsonArg.slice('--json='.length), JSON.stringify({ passed, failed }))
  process.exit(failed === 0 ? 0 : 1)
}

if (import.meta.url === `file://${process.argv[1]}`) await main()
