import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { foldNameLists, measureDuplicates } from './measureDuplicates'
import { sampleLogic } from './testing/sampleLogic'
import { tempTreesPerTest } from './testing/tempTrees'

const onPath = spawnSync('duplicates', ['--help']).error === undefined

/** Writes a small `src` tree (path → code) into a fresh folder and returns it. */
const tree = tempTreesPerTest('latch-duplicates-test-')

const body = sampleLogic

describe('measureDuplicates', () => {
  it.runIf(onPath)('counts the pairs among the files given only', async () => {
    const root = tree({
      'packages/a/src/one.ts': body('one'),
      'packages/b/src/two.ts': body('one'),
      'packages/a/src/one.test.ts': body('one'),
    })
    const only = await measureDuplicates(root, ['packages/a/src/one.ts', 'packages/b/src/two.ts'], 10)
    expect(only?.pairs).toBe(1)
    expect(only?.rows[0]).toContain('packages/a/src/one.ts')
    const alone = await measureDuplicates(root, ['packages/a/src/one.ts'], 10)
    expect(alone?.pairs).toBe(0)
  })

  it('is not measured where the command is not on PATH', async () => {
    const root = tree({ 'a.ts': body('a') })
    const saved = process.env.PATH
    process.env.PATH = root
    try {
      expect(await measureDuplicates(root, ['a.ts'], 2)).toBeUndefined()
    } finally {
      process.env.PATH = saved
    }
  })

  it.runIf(onPath)('does not pair two files for a wrapped list of the same imported names', async () => {
    const names = [
      'isArrayOf',
      'isBoundedString',
      'isFiniteNumber',
      'isOptionalString',
      'isRecord',
      'isString',
    ]
    const importList = `import {\n${names.map((n) => `  ${n},\n`).join('')}} from './validators'\n`
    const root = tree({
      'packages/a/src/one.ts': `${importList}export const one = 1\n`,
      'packages/b/src/two.ts': `${importList}export const two = 'two'\n`,
    })
    const found = await measureDuplicates(root, ['packages/a/src/one.ts', 'packages/b/src/two.ts'], 10)
    expect(found?.pairs).toBe(0)
  })
})

describe('foldNameLists', () => {
  it('puts a wrapped name list on its first line and keeps every later line where it was', () => {
    const text =
      "import {\n  a,\n  type B,\n} from 'x'\nconst y = 1\nexport {\n  c,\n  d as e,\n} from './z'\n"
    const folded = foldNameLists(text)
    expect(folded.split('\n')).toHaveLength(text.split('\n').length)
    expect(folded.split('\n')[0]).toBe("import { a, type B, } from 'x'")
    expect(folded.split('\n')[4]).toBe('const y = 1')
    expect(folded.split('\n')[5]).toBe("export { c, d as e, } from './z'")
  })

  it('leaves code that is not a bare list of names as it is', () => {
    const text = 'export const list = {\n  a: 1,\n  b: 2,\n}\nimport(\n  "./x"\n)\n'
    expect(foldNameLists(text)).toBe(text)
  })
})
