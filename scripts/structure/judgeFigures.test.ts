import { describe, expect, it } from 'vitest'
import { judgeFigures } from './judgeFigures'
import type { Measurement } from './measureFigures'

const m = (key: Measurement['key'], scope: string, value: number | undefined): Measurement => ({
  key,
  scope,
  label: key,
  value,
  details: [],
})

describe('judgeFigures', () => {
  it('marks each figure against its target and fails only a rise above the baseline', () => {
    const judged = judgeFigures(
      [
        m('linesP90', 'core', 169),
        m('linesP90', 'react', 90),
        m('linesP90', 'evm', 300),
        m('duplicatePairs', 'all', 63),
      ],
      { linesP90: { core: 130, react: 94 }, duplicatePairs: { all: 0 } },
      { linesP90: { core: 169, react: 102 }, duplicatePairs: { all: 62 } },
    )
    expect(judged.map((f) => [f.scope, f.met, f.worse, f.baseline])).toEqual([
      ['core', false, false, 169],
      ['react', true, false, 102],
      ['all', false, true, 62],
    ])
  })

  it('holds a package with no baseline to the target of every package', () => {
    const judged = judgeFigures(
      [m('backUpImports', 'core', 4), m('backUpImports', 'evm', 1), m('backUpImports', 'icons', 0)],
      { backUpImports: { '*': 0 } },
      { backUpImports: { core: 4 } },
    )
    expect(judged.map((f) => [f.scope, f.met, f.worse, f.everyPackage])).toEqual([
      ['core', false, false, true],
      ['evm', false, true, true],
      ['icons', true, false, true],
    ])
  })

  it('neither meets nor fails a figure that was not measured', () => {
    const [judged] = judgeFigures([m('duplicatePairs', 'all', undefined)], { duplicatePairs: { all: 0 } }, {})
    expect(judged).toMatchObject({ met: undefined, worse: false })
  })
})
