import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { en } from '@latch/i18n'
import * as CONNECTING_ENGLISH from '@latch/i18n/connecting'
import * as ERRORS_ENGLISH from '@latch/i18n/errors'
import * as PERMISSIONS_ENGLISH from '@latch/i18n/permissions'
import * as VIEW_ENGLISH from '@latch/i18n/views'
import { describe, expect, it } from 'vitest'

const SRC = path.resolve(import.meta.dirname, '..')

/** Every English part a lazily loaded view hands over, by name (`enApproval`). */
// core's messages the frame and Connect can show load with the language slice (another locale or
// the app's overrides), not with a view: no view hands them over
const { enCoreMessages: _loadedByTheSlice, ...VIEW_ERRORS_ENGLISH } = ERRORS_ENGLISH
const PARTS: Record<string, Record<string, string>> = {
  ...VIEW_ENGLISH,
  ...CONNECTING_ENGLISH,
  ...VIEW_ERRORS_ENGLISH,
  ...PERMISSIONS_ENGLISH,
}

type Module = { file: string; code: string; imports: string[] }

/** The module a relative import names, as a path under SRC, if it is one. */
function resolveImport(from: string, specifier: string): string | undefined {
  const base = path.join(path.dirname(path.join(SRC, from)), specifier)
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')])
    if (existsSync(candidate) && statSync(candidate).isFile()) return path.relative(SRC, candidate)
  return undefined
}

/** The non-test modules under a directory, comment lines left out, with their static value imports. */
function modules(dir: string): Module[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry)
    if (statSync(full).isDirectory()) return entry === 'testing' ? [] : modules(full)
    if (!/\.tsx?$/.test(entry) || /\.test(-d)?\.tsx?$/.test(entry)) return []
    const code = readFileSync(full, 'utf8')
      .split('\n')
      .filter((line) => !/^\s*(\*|\/\/|\/\*\*)/.test(line))
      .join('\n')
    const file = path.relative(SRC, full)
    // a static import runs with the module; a dynamic import() loads another chunk later
    const imports = [...code.matchAll(/^import\s+(?!type\s)[\s\S]*?\sfrom\s+'(\.{1,2}\/[^']+)'/gm)]
      .map(([, specifier]) => resolveImport(file, specifier ?? ''))
      .filter((resolved) => resolved !== undefined)
    return [{ file, code, imports }]
  })
}

/** Each part's name (`enApproval`) by the keys it holds. */
const PART_OF = new Map(
  Object.entries(PARTS).flatMap(([name, part]) => Object.keys(part).map((key) => [key, name] as const)),
)

/** The parts a module reads: its quoted keys, and the parts of a key built from a quoted prefix (`approve.flag.${…}`). */
function partsRead(code: string): Set<string> {
  const parts = new Set<string>()
  for (const [, quoted] of code.matchAll(/['"`]([a-zA-Z]+\.[a-zA-Z.-]+)/g)) {
    for (const [key, name] of PART_OF)
      if (key === quoted || (quoted?.endsWith('.') && key.startsWith(quoted))) parts.add(name)
  }
  return parts
}

/** The parts a module hands to the translator (`useViewTranslation(enApproval, enPermissions)`). */
function partsHanded(code: string): string[] {
  return [...code.matchAll(/useViewTranslation\(([^)]*)\)/g)].flatMap(
    (m) => m[1]?.split(/\s*,\s*/).filter(Boolean) ?? [],
  )
}

const ALL = modules(SRC)
const BY_FILE = new Map(ALL.map((m) => [m.file, m]))

/** A module and every module it imports statically, transitively: what runs when it renders. */
function closure(file: string): Module[] {
  const seen = new Set<string>()
  const stack = [file]
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    if (seen.has(next)) continue
    seen.add(next)
    stack.push(...(BY_FILE.get(next)?.imports ?? []))
  }
  return [...seen].flatMap((f) => BY_FILE.get(f) ?? [])
}

const isView = (file: string) => file.startsWith(`views${path.sep}`) && /View\.tsx$/.test(file)
/** The modal's frame (its chunk) and the page's entry: they hand nothing over. */
const NOT_VIEWS = [path.join('modal', 'ModalRootChunk.ts'), path.join('exports', 'index.ts')]

/** What a root reads (itself and all it imports) that neither it nor a view it renders hands over. */
function unhanded(root: string): string[] {
  const reached = closure(root)
  const handed = new Set(reached.filter((m) => isView(m.file)).flatMap((m) => partsHanded(m.code)))
  return reached.flatMap((m) =>
    [...partsRead(m.code)]
      .filter((part) => !handed.has(part))
      .map((part) => `${root} shows ${m.file}, which reads ${part}, but does not hand it over`),
  )
}

describe('a lazily loaded view’s English words (issue 32, and the first view’s English)', () => {
  it('the modules that check this are found (the view folders, the frame, the entry)', () => {
    expect(ALL.filter((m) => isView(m.file)).length).toBeGreaterThan(25)
    for (const root of NOT_VIEWS) expect(BY_FILE.has(root)).toBe(true)
    expect(PART_OF.size).toBeGreaterThan(250)
  })

  it('are read only by what a view that hands them to the translator first renders (useViewTranslation), following its imports', () => {
    const problems = ALL.filter((m) => isView(m.file)).flatMap((m) => unhanded(m.file))
    expect(problems).toEqual([])
  })

  it('are read nowhere in the first view a visitor sees: the modal’s frame and Connect with its wallet list and logins', () => {
    // the logins load with Connect, beside it, where the app offers them (views/loading/viewLoaders)
    const logins = path.join('views', 'connect', 'loginMethods.ts')
    const first = [...NOT_VIEWS, path.join('views', 'connect', 'ConnectView.tsx'), logins]
    expect(first.flatMap((root) => unhanded(root))).toEqual([])
    // the control: Connect's closure is followed (its wallet list is in it, its logins in theirs)
    const connect = closure(path.join('views', 'connect', 'ConnectView.tsx')).map((m) => m.file)
    expect(connect).toContain(path.join('views', 'connect', 'ConnectWalletList.tsx'))
    expect(closure(logins).map((m) => m.file)).toContain(path.join('views', 'email', 'EmailInputForm.tsx'))
  })

  it('the first view calls no format and reads no string beyond text and {name}: the plain English the prefetch loads shows it whole', () => {
    // the one string of the runtime's English that needs the ICU parser (no view shows it)
    const notPlain = Object.entries(en).filter(([, template]) => /\{[^{}]*,|'/.test(template))
    expect(notPlain.map(([key]) => key)).toEqual(['allWallets.count'])
    const logins = path.join('views', 'connect', 'loginMethods.ts')
    const first = [...NOT_VIEWS, path.join('views', 'connect', 'ConnectView.tsx'), logins]
    const problems = first.flatMap((root) =>
      closure(root).flatMap((m) => [
        ...[...m.code.matchAll(/\.(formatNumber|formatCurrency|formatDate|formatRelativeTime)\(/g)].map(
          ([call]) => `${m.file} calls ${call}`,
        ),
        ...notPlain.filter(([key]) => m.code.includes(`'${key}'`)).map(([key]) => `${m.file} reads ${key}`),
      ]),
    )
    expect(problems).toEqual([])
    // the control: a view of the others' chunk formats amounts
    expect(
      closure(path.join('views', 'account', 'AccountView.tsx')).some((m) =>
        m.code.includes('.formatNumber('),
      ),
    ).toBe(true)
  })

  it('a view that shows the failure panel hands over its words, as the panel is imported two levels down', () => {
    const wc = closure(path.join('views', 'walletconnect', 'ConnectingWalletConnectView.tsx')).map(
      (m) => m.file,
    )
    expect(wc).toContain(path.join('views', 'failure', 'describeFailure.ts'))
  })

  it('every part is handed over by some view', () => {
    const handed = ALL.flatMap(({ code }) => partsHanded(code))
    expect(Object.keys(PARTS).filter((name) => !handed.includes(name))).toEqual([])
  })
})
