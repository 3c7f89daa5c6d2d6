import { describe, expect, it } from 'vitest'
import { violations } from '../structure'
import { analysePackage } from './analysePackage'
import { tempTreesPerTest } from './testing/tempTrees'

/** Writes a small `src` tree (path → code) into a fresh folder and returns it. */
const tree = tempTreesPerTest('latch-structure-')

describe('module import cycles', () => {
  it('finds a runtime cycle and lists it as a path', () => {
    const root = tree({
      'a.ts': "import { b } from './b'\nexport const a = () => b()\n",
      'b.ts': "import { c } from './lib/c.js'\nexport const b = () => c()\n",
      'lib/c.ts': "import { a } from '../a'\nexport const c = () => a()\n",
      'lone.ts': 'export const lone = 1\n',
    })
    expect(analysePackage(root).moduleCycles).toEqual([['a.ts', 'b.ts', 'lib/c.ts', 'a.ts']])
  })

  it('leaves out `import type` and `export type`, but counts a runtime re-export', () => {
    const typeOnly = tree({
      'a.ts': "import { b } from './b'\nexport type A = { b: typeof b }\n",
      'b.ts': "import type { A } from './a'\nexport type { A } from './a'\nexport const b = (x: A) => x\n",
    })
    expect(analysePackage(typeOnly).moduleCycles).toEqual([])

    const reExport = tree({
      'a.ts': "import { b } from './b'\nexport const a = b\n",
      'b.ts': "export { a } from './a'\nexport const b = 1\n",
    })
    expect(analysePackage(reExport).moduleCycles).toEqual([['a.ts', 'b.ts', 'a.ts']])
  })

  it('counts `import { type A }` as a runtime import (kept as an import under verbatimModuleSyntax)', () => {
    const root = tree({
      'a.ts': "import { b } from './b'\nexport type A = number\nexport const a = b\n",
      'b.ts': "import { type A } from './a'\nexport const b: A = 1\n",
    })
    expect(analysePackage(root).moduleCycles).toEqual([['a.ts', 'b.ts', 'a.ts']])
  })

  it('leaves out tests, type tests and dynamic imports', () => {
    const root = tree({
      'a.ts': "import { b } from './b'\nexport const a = b\n",
      'b.ts': "export const b = () => import('./a')\n",
      'a.test.ts': "import { a } from './a'\nimport { b } from './b'\n",
      'a.test-d.ts': "import { a } from './a'\n",
    })
    const report = analysePackage(root)
    expect(report.moduleCycles).toEqual([])
    expect(report.files).toBe(2)
  })
})

describe('back-up imports between folders', () => {
  it('counts the import that runs back up, marked type-only, and not the ones running down', () => {
    const root = tree({
      'ui/view.ts':
        "import { core } from '../core/core'\nimport { util } from '../core/util'\nexport const view = core + util\n",
      'core/core.ts':
        "import type { View } from '../ui/types'\nexport const core = 1\nexport type C = View\n",
      'core/util.ts': 'export const util = 2\n',
      'ui/types.ts': 'export type View = string\n',
    })
    const report = analysePackage(root)
    expect(report.folderCycles).toEqual([['core', 'ui']])
    expect(report.importsOnFolderCycles).toBe(3)
    expect(report.backUpImports).toEqual([{ from: 'core/core.ts', to: 'ui/types.ts', typeOnly: true }])
    expect(report.moduleCycles).toEqual([])
  })

  it('turns a type-only import round before a runtime one, even when the runtime ones are fewer', () => {
    const root = tree({
      'top/a.ts': "import { x } from '../low/x'\nexport const a = x\n",
      'top/types.ts': 'export type T = 1\n',
      'low/x.ts': "import type { T } from '../top/types'\nexport const x = 1\nexport type X = T\n",
      'low/y.ts': "import type { T } from '../top/types'\nexport type Y = T\n",
    })
    const { backUpImports } = analysePackage(root)
    expect(backUpImports.map((i) => [i.from, i.to, i.typeOnly])).toEqual([
      ['low/x.ts', 'top/types.ts', true],
      ['low/y.ts', 'top/types.ts', true],
    ])
  })

  it('counts a runtime import that runs back up', () => {
    const root = tree({
      'app/main.ts':
        "import { a } from '../lib/a'\nimport { b } from '../lib/b'\nexport const main = a + b\n",
      'app/config.ts': 'export const config = 1\n',
      'lib/a.ts': "import { config } from '../app/config'\nexport const a = config\n",
      'lib/b.ts': 'export const b = 2\n',
    })
    const report = analysePackage(root)
    expect(report.backUpImports).toEqual([{ from: 'lib/a.ts', to: 'app/config.ts', typeOnly: false }])
    expect(violations(report, { backUpImports: 1, backUpTypeOnly: true })).toEqual([
      '1 back-up import(s) between folders are runtime imports (only type-only allowed)',
    ])
    expect(violations(report, { backUpImports: 0 })).toEqual(['1 back-up imports between folders, limit 0'])
    expect(violations(report, { backUpImports: 1 })).toEqual([])
  })

  it('finds none when imports between folders only run down', () => {
    const root = tree({
      'app/main.ts': "import { a } from '../lib/a'\nexport const main = a\n",
      'lib/a.ts': "import { c } from './deep/c'\nexport const a = c\n",
      'lib/deep/c.ts': 'export const c = 1\n',
    })
    const report = analysePackage(root)
    expect(report.backUpImports).toEqual([])
    expect(report.folderCycles).toEqual([])
  })
})

describe('lines per file and enforcement', () => {
  it('gives the median, p90 (nearest rank) and the largest file', () => {
    const lines = (n: number) => 'export const x = 1\n'.repeat(n)
    const files: Record<string, string> = {}
    for (let n = 1; n <= 10; n += 1) files[`f${n}.ts`] = lines(n * 10)
    const report = analysePackage(tree(files))
    expect(report.lines).toEqual({ median: 50, p90: 90, max: 100, maxFile: 'f10.ts' })
  })

  it('fails a package with a module cycle unless its limit allows it', () => {
    const report = analysePackage(
      tree({
        'a.ts': "import { b } from './b'\nexport const a = b\n",
        'b.ts': "import { a } from './a'\nexport const b = a\n",
      }),
    )
    expect(violations(report)).toEqual(['1 module import cycle(s), limit 0'])
    expect(violations(report, { moduleCycles: 1 })).toEqual([])
  })
})

describe('module import cycles with type-only imports', () => {
  it('counts a cycle closed by a type-only import, which the runtime cycles leave out', () => {
    const report = analysePackage(
      tree({
        'send/checkForm.ts': "import type { Form } from './types'\nexport const check = (f: Form) => f\n",
        'send/types.ts': "import type { check } from './checkForm'\nexport type Form = { c: typeof check }\n",
        'send/alone.ts': "import type { Form } from './types'\nexport type Alone = Form\n",
      }),
    )
    expect(report.moduleCycles).toEqual([])
    expect(report.cyclesWithTypes).toEqual([['send/checkForm.ts', 'send/types.ts', 'send/checkForm.ts']])
  })
})

describe('logic files', () => {
  it('lists the modules with runtime statements, largest first, leaving out types and export lists', () => {
    const report = analysePackage(
      tree({
        'types.ts': 'export type A = 1\n'.repeat(400),
        'exports/index.ts': "export { a } from '../a'\n".repeat(400),
        'a.ts': 'export const a = 1\n'.repeat(20),
        'big.ts': `${'export type B = 1\n'.repeat(300)}export const b = 2\n`,
      }),
    )
    expect(report.logicFiles).toEqual([
      { file: 'big.ts', lines: 301 },
      { file: 'a.ts', lines: 20 },
    ])
    expect(report.lines.max).toBe(400)
  })
})

describe('controllers and errors of a package', () => {
  it('reads controller shapes and error constructions outside test kits, plain Errors everywhere', () => {
    const files = {
      'kernel/createModalController.ts':
        "export function createModalController(state: ModalState, deps: D) {\n  if (!deps) throw new Error('no deps')\n  return { actions: {} }\n}\n",
      'errors.ts':
        'export class ApiError extends LatchError { constructor(message: string) { super(message, {}) } }\n',
      'http/fetchJson.ts': "export const fail = () => new ApiError('Request failed')\n",
      'testing/createFakeController.ts':
        "export function createFakeController(state: FState) {\n  throw new ApiError('fake')\n}\n",
      'test-utils/kit.ts':
        "export const kit = () => Promise.reject(new Error('kit'))\nexport const fake = () => new ApiError('kit')\n",
    }
    const report = analysePackage(tree(files))
    expect(report.controllerShapes.map((c) => c.factory)).toEqual(['createModalController'])
    expect(report.errorConstructions.map((c) => `${c.file}:${c.line}`)).toEqual(['http/fetchJson.ts:1'])
    expect(report.errorClasses.map((c) => c.name)).toEqual(['ApiError'])
    expect(report.plainErrors.map((f) => `${f.file}:${f.line}`)).toEqual([
      'kernel/createModalController.ts:2',
      'test-utils/kit.ts:1',
    ])

    const kit = analysePackage(tree(files), { testKit: true })
    expect(kit.controllerShapes).toEqual([])
    expect(kit.errorConstructions).toEqual([])
    expect(kit.plainErrors).toHaveLength(2)
  })
})
