import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { measureDuplicates } from './measureDuplicates'
import { tempTreesPerTest } from './testing/tempTrees'

const onPath = spawnSync('duplicates', ['--help']).error === undefined

/** Writes a small `src` tree (path → code) into a fresh folder and returns it. */
const tree = tempTreesPerTest('latch-duplicates-test-')

const body = (name: string) =>
  `export function ${name}(items: number[]): number {\n` +
  '  let total = 0\n' +
  '  for (const item of items) {\n' +
  '    if (item > 10) total += item * 2\n' +
  '    else if (item > 5) total += item + 3\n' +
  '    else total -= item\n' +
  '  }\n' +
  '  return Math.round(total / items.length)\n' +
  '}\n'

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
})
