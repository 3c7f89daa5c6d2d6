import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import * as VIEW_ENGLISH from '@latch/i18n/views'
import { describe, expect, it } from 'vitest'

const SRC = path.resolve(import.meta.dirname, '..')

/** The non-test modules under a directory, comment lines left out. */
function modules(dir: string): { file: string; code: string }[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry)
    if (statSync(full).isDirectory()) return entry === 'testing' ? [] : modules(full)
    if (!/\.tsx?$/.test(entry) || /\.test(-d)?\.tsx?$/.test(entry)) return []
    const code = readFileSync(full, 'utf8')
      .split('\n')
      .filter((line) => !/^\s*(\*|\/\/|\/\*\*)/.test(line))
      .join('\n')
    return [{ file: path.relative(SRC, full), code }]
  })
}

/** Each view part's name (`enApproval`) by the keys it holds. */
const PART_OF = new Map(
  Object.entries(VIEW_ENGLISH).flatMap(([name, part]) =>
    Object.keys(part).map((key) => [key, name] as const),
  ),
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

const ALL = modules(SRC)
const folderOf = (file: string) => (file.startsWith(`views${path.sep}`) ? file.split(path.sep)[1] : undefined)

describe('a lazily loaded view’s English words (issue 32)', () => {
  it('are read only in view folders whose every view hands them to the translator first (useViewTranslation)', () => {
    const problems: string[] = []
    for (const { file, code } of ALL) {
      const folder = folderOf(file)
      // what the module reads, and what the modules it takes from another view folder read
      const read = partsRead(code)
      for (const [, other] of code.matchAll(/from '\.\.\/([a-zA-Z]+\/[a-zA-Z]+)'/g)) {
        const imported = ALL.find(
          (m) =>
            m.file === path.join('views', `${other}.tsx`) || m.file === path.join('views', `${other}.ts`),
        )
        for (const part of imported ? partsRead(imported.code) : []) read.add(part)
      }
      if (read.size === 0) continue
      if (folder === undefined) {
        problems.push(`${file} reads ${[...read].join(', ')} outside a view`)
        continue
      }
      // a view that reads no string itself only wraps another view of its folder (which hands them over)
      const views = ALL.filter(
        (m) =>
          folderOf(m.file) === folder &&
          /View\.tsx$/.test(m.file) &&
          /\b(useT|useTranslation|useViewTranslation)\(/.test(m.code),
      )
      for (const view of views) {
        const handed = view.code.match(/useViewTranslation\(([^)]*)\)/)?.[1] ?? ''
        for (const part of read)
          if (!handed.split(/\s*,\s*/).includes(part))
            problems.push(`${view.file} shows ${file} but does not hand over ${part}`)
      }
    }
    expect(problems).toEqual([])
  })

  it('every part is handed over by some view', () => {
    const handed = ALL.flatMap(({ code }) =>
      [...code.matchAll(/useViewTranslation\(([^)]+)\)/g)].flatMap((m) => m[1]?.split(/\s*,\s*/) ?? []),
    )
    expect(Object.keys(VIEW_ENGLISH).filter((name) => !handed.includes(name))).toEqual([])
  })
})
