import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { declaresOnly, readRow, runsOf, setAsideRows } from './declarationRows'
import { sampleLogic } from './testing/sampleLogic'
import { tempTreesPerTest } from './testing/tempTrees'

const tree = tempTreesPerTest('latch-declaration-rows-')
const onPath = spawnSync('duplicates', ['--help']).error === undefined

const codes = (name: string, items: string[]) =>
  `export const ${name} = [\n${items.map((i) => `  '${i}',\n`).join('')}] as const\n` +
  `export type ${name}Item = (typeof ${name})[number]\n` +
  `export type ${name}Record = {\n  id: string\n  count: number\n}\n`

const logic = sampleLogic

describe('readRow', () => {
  it('reads the places, shape, boilerplate and more runs of a row', () => {
    expect(readRow('D3 packages/a.ts:10-24 ~ packages/b.tsx:40-54 shape boilerplate (+2 more runs)')).toEqual(
      {
        sides: [
          { file: 'packages/a.ts', from: 10, to: 24 },
          { file: 'packages/b.tsx', from: 40, to: 54 },
        ],
        shape: true,
        boilerplate: true,
        moreRuns: true,
      },
    )
    expect(readRow('D1 a.ts:1-9 ~ b.ts:3-11')).toMatchObject({
      shape: false,
      boilerplate: false,
      moreRuns: false,
    })
    expect(readRow('(+4 more pairs)')).toBeUndefined()
  })
})

describe('declaresOnly', () => {
  it('holds for constant lists, types and CSS rules, not for a function', () => {
    const root = tree({
      'a.ts': codes('EVENTS', ['A', 'B', 'C', 'D']),
      'b.ts': logic('sum'),
      'c.css': '.a {\n  color: red;\n}\n',
      'd.ts': `${codes('EVENTS', ['A', 'B'])}export const lazy = [() => import('./b')]\n`,
    })
    expect(declaresOnly(root, { file: 'a.ts', from: 1, to: 12 })).toBe(true)
    expect(declaresOnly(root, { file: 'b.ts', from: 1, to: 9 })).toBe(false)
    expect(declaresOnly(root, { file: 'c.css', from: 1, to: 3 })).toBe(true)
    // a list of functions is code
    expect(declaresOnly(root, { file: 'd.ts', from: 1, to: 11 })).toBe(false)
  })
})

describe('setAsideRows', () => {
  it('sets aside shape pairs of declarations and boilerplate, and counts same lines and logic', () => {
    const root = tree({
      'a.ts': codes('EVENTS', ['A', 'B', 'C', 'D']),
      'b.ts': codes('METHODS', ['x', 'y', 'z', 'w']),
      'c.ts': logic('sum'),
      'd.ts': logic('add'),
    })
    const declarations = 'D1 a.ts:1-12 ~ b.ts:1-12 shape'
    const boilerplate = 'D2 c.ts:1-5 ~ d.ts:1-5 shape boilerplate'
    const sameLines = 'D3 a.ts:1-12 ~ b.ts:1-12'
    const logicShape = 'D4 c.ts:1-9 ~ d.ts:1-9 shape'
    expect(setAsideRows(root, [declarations, boilerplate, sameLines, logicShape])).toEqual([
      declarations,
      boilerplate,
    ])
  })
})

describe('runsOf', () => {
  it.runIf(onPath)(
    'finds the runs a row does not list, and a pair with a logic run among them is counted',
    () => {
      const listed = codes('EVENTS', ['A', 'B', 'C', 'D'])
      const root = tree({
        'a.ts': `${listed}\n${logic('sum')}`,
        'b.ts': `${codes('METHODS', ['x', 'y', 'z', 'w'])}\n${logic('add')}`,
      })
      const row = 'D1 a.ts:1-12 ~ b.ts:1-12 shape (+1 more run)'
      const runs = runsOf(root, readRow(row) as NonNullable<ReturnType<typeof readRow>>)
      expect(runs.length).toBe(2)
      expect(runs[1]?.sides.map((side) => side.file)).toEqual(['a.ts', 'b.ts'])
      expect(runs[1]?.sides[0].from).toBeGreaterThan(12)
      expect(setAsideRows(root, [row])).toEqual([])
    },
  )
})
