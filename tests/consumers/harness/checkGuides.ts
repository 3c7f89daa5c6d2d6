import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { FixtureContext } from './fixtureContext'

const ROOT = path.join(import.meta.dirname, '../../..')
const APPS = path.join(ROOT, 'tests/consumers/apps')
const WAGMI_README = path.join(ROOT, 'packages/wagmi/README.md')

/**
 * One migration guide of `@latch/wagmi`'s README and the fixture whose source proves it: the
 * README section, the consumer fixture whose checks include it, and the app folder read.
 *
 * @example
 * ```ts
 * const guide: WagmiGuide = { section: 'From ConnectKit', fixture: 'vite-wagmi2-react18', app: 'vite-wagmi' }
 * ```
 */
export type WagmiGuide = { section: string; fixture: string; app: string }

/**
 * The three "From …" guides and their proofs: ConnectKit's on wagmi 2 and React 18, AppKit's on
 * wagmi 3, RainbowKit's in the Next.js + wagmi 2 app when that fixture is there, else in the
 * wagmi 3 app (its after-code has the same shape).
 *
 * @returns The guides.
 * @example
 * ```ts
 * wagmiGuides().filter((guide) => guide.fixture === 'vite-wagmi')
 * ```
 */
export function wagmiGuides(): WagmiGuide[] {
  const rainbowKitApp = existsSync(path.join(APPS, 'next-wagmi2')) ? 'next-wagmi2' : 'vite-wagmi'
  return [
    { section: 'From RainbowKit', fixture: 'vite-wagmi', app: rainbowKitApp },
    { section: 'From ConnectKit', fixture: 'vite-wagmi2-react18', app: 'vite-wagmi' },
    { section: 'From Reown AppKit', fixture: 'vite-wagmi', app: 'vite-wagmi' },
  ]
}

/** A Latch call in a guide line: Latch's set-up functions, its provider and button. */
const LATCH_CALL =
  /\b(createLatch\w*|latchConnector|evmAdapter|getEip1193Provider|getWalletClient)\s*\(|<\/?(LatchProvider|ConnectButton)\b/

/**
 * The `+` lines of a README section's `diff` block that are imports or Latch calls (what the app
 * writes), without the `+`.
 *
 * @param readme - The README's text.
 * @param section - The heading's text, e.g. `'From ConnectKit'`.
 * @returns The lines, trimmed.
 * @example
 * ```ts
 * guideLines(readme, 'From ConnectKit') // ["import { createLatch } from '@latch/core'", ...]
 * ```
 */
export function guideLines(readme: string, section: string): string[] {
  const start = readme.indexOf(`\n## ${section}\n`)
  if (start < 0) throw new Error(`The README has no "## ${section}" section`)
  const end = readme.indexOf('\n## ', start + 1)
  const body = readme.slice(start, end < 0 ? undefined : end)
  const diff = /```diff\n([\s\S]*?)```/.exec(body)?.[1]
  if (!diff) throw new Error(`"## ${section}" has no diff block`)
  return diff
    .split('\n')
    .filter((line) => line.startsWith('+'))
    .map((line) => line.slice(1).trim())
    .filter((line) => line.startsWith('import ') || LATCH_CALL.test(line))
}

/** Whitespace removed, and a comma before a closing bracket (a formatter's trailing comma). */
const normalise = (code: string) => code.replace(/\s+/g, '').replace(/,(?=[)\]}])/g, '')

/** The chains a guide names stand for the app's own. */
const GUIDE_CHAINS = new Set(['mainnet', 'base'])

/** `import { a, b } from 'm'` (normalised) → names by module, every import of `source` merged. */
function importsOf(source: string): Map<string, Set<string>> {
  const imports = new Map<string, Set<string>>()
  for (const match of source.matchAll(/import(?:type)?\{([^}]*)\}from'([^']+)'/g)) {
    const names = imports.get(match[2]!) ?? new Set<string>()
    for (const name of match[1]!.split(',')) names.add(name.replace(/^type(?=[A-Za-z_$])/, ''))
    imports.set(match[2]!, names)
  }
  return imports
}

/**
 * The regular expression a normalised Latch-call line must match: the guide's placeholder
 * comments (`/* mainnet as a CaipNetwork *\/`) stand for any value, its chains (`mainnet`, `base`)
 * for any identifier, `http()` for `http(...)`, and a call's object literal may carry more
 * options after the guide's (an app's own, e.g. the embedded wallet).
 */
function callPattern(line: string): RegExp {
  const parts = normalise(line).split(/(\/\*.*?\*\/|\bhttp\(\)|[A-Za-z_$][\w$]*)/)
  let pattern = parts
    .map((part) => {
      if (part.startsWith('/*')) return '[^\\])}]*?'
      if (part === 'http()') return 'http\\([^()]*\\)'
      if (GUIDE_CHAINS.has(part)) return '[A-Za-z_$][\\w$]*'
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    })
    .join('')
  if (pattern.endsWith('\\}\\)')) pattern = `${pattern.slice(0, -4)}(?:,.*?)?\\}\\)`
  return new RegExp(pattern)
}

/**
 * The guide lines the app's source does not contain. An import is contained when the source
 * imports each of its names from the same module (in any order, any statement; a guide chain
 * such as `mainnet` from `wagmi/chains` by any name); a Latch call as {@link callPattern} says.
 *
 * @param lines - From {@link guideLines}.
 * @param source - The app's source files, concatenated.
 * @returns The missing lines.
 * @example
 * ```ts
 * missingGuideLines(["import '@latch/react/theme.css'"], source) // []
 * ```
 */
export function missingGuideLines(lines: readonly string[], source: string): string[] {
  const code = normalise(source)
  const imports = importsOf(code)
  return lines.filter((line) => {
    const named = /^import(?:type)?\{([^}]*)\}from'([^']+)'$/.exec(normalise(line))
    if (named) {
      const have = imports.get(named[2]!)
      if (!have) return true
      return !named[1]!.split(',').every((name) => (GUIDE_CHAINS.has(name) ? have.size > 0 : have.has(name)))
    }
    if (line.startsWith('import ')) return !code.includes(normalise(line))
    return !callPattern(line).test(code)
  })
}

/** The app's source files (scripts and TypeScript, no dependencies or build output), concatenated. */
function appSource(dir: string): string {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter(
      (file) => /\.(ts|tsx|js|jsx|mjs)$/.test(file) && !/(^|[\\/])(node_modules|dist|\.next)[\\/]/.test(file),
    )
    .map((file) => readFileSync(path.join(dir, file), 'utf8'))
    .join('\n')
}

/**
 * For each guide of {@link wagmiGuides} this fixture proves: every import and Latch call its
 * after-code adds is in the app the fixture builds and runs, so an app copying the guide writes
 * what was checked.
 *
 * @param context - The fixture's context (its name picks the guides).
 * @example
 * ```ts
 * await checkWagmiGuides(context)
 * ```
 */
export async function checkWagmiGuides(context: FixtureContext): Promise<void> {
  for (const guide of wagmiGuides().filter((g) => g.fixture === context.name)) {
    await context.checks.run(
      `${context.name}: @latch/wagmi's guide "${guide.section}" adds only imports and Latch calls that the ${guide.app} app runs`,
      async () => {
        const lines = guideLines(readFileSync(WAGMI_README, 'utf8'), guide.section)
        if (lines.length === 0) throw new Error(`"${guide.section}" adds no import or Latch call`)
        const missing = missingGuideLines(lines, appSource(path.join(APPS, guide.app)))
        if (missing.length > 0)
          throw new Error(`Not in tests/consumers/apps/${guide.app}:\n${missing.join('\n')}`)
      },
    )
  }
}
