import { describe, expect, it } from 'vitest'
import { analysePackage } from './analysePackage'
import { measureFigures } from './measureFigures'
import { tempTreesPerTest } from './testing/tempTrees'

/** Writes a small `src` tree (path → code) into a fresh folder and returns it. */
const tree = tempTreesPerTest('latch-figures-')

const value = (figures: ReturnType<typeof measureFigures>, key: string, scope: string) =>
  figures.find((f) => f.key === key && f.scope === scope)?.value

describe('measureFigures', () => {
  it('counts distinct controller shapes, logic files over 300 lines and inline messages per package', () => {
    const core = analysePackage(
      tree({
        'kernel/createAController.ts':
          'export function createAController(state: AState, deps: D) { return { actions } }\n',
        'kernel/createBController.ts':
          'export function createBController(state: BState, deps: D) { return { actions, dispose } }\n',
        'kernel/createOptionsController.ts':
          'export function createOptionsController(state: OState) { return { actions } }\n',
        'big.ts': 'export const x = 1\n'.repeat(301),
        'errors.ts':
          'export class ApiError extends LatchError { constructor(message: string) { super(message) } }\n',
      }),
    )
    const evm = analysePackage(tree({ 'send.ts': 'export const fail = () => new ApiError(`Send failed`)\n' }))
    const figures = measureFigures({ core, evm }, [], undefined)
    expect(value(figures, 'controllerShapes', 'core')).toBe(2)
    expect(value(figures, 'logicFilesOver300', 'core')).toBe(1)
    expect(value(figures, 'inlineMessages', 'evm')).toBe(1)
    expect(value(figures, 'inlineMessages', 'core')).toBe(0)
    expect(value(figures, 'duplicatePairs', 'all')).toBeUndefined()
  })

  it('counts the exported error classes whose code is not a literal union', () => {
    const figures = measureFigures(
      {},
      [
        { file: 'a.ts', error: 'AError', kind: 'union', type: "'A'" },
        { file: 'b.ts', error: 'BError', kind: 'open', type: 'string' },
        { file: 'c.ts', error: 'CError', kind: 'none', type: '' },
      ],
      {
        pairs: 3,
        shapeOnly: 1,
        boilerplate: 1,
        rows: ['D1 a.ts:1-9 ~ b.ts:3-11', 'D2 c.ts:1-9 ~ d.ts:3-11 shape boilerplate'],
        incomplete: [],
        setAside: ['D2 c.ts:1-9 ~ d.ts:3-11 shape boilerplate'],
      },
    )
    expect(value(figures, 'openErrorCodes', 'all')).toBe(2)
    // the pair set aside is listed, not counted
    expect(value(figures, 'duplicatePairs', 'all')).toBe(2)
  })
})
