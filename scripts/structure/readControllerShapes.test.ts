import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { readControllerShapes } from './readControllerShapes'

const parse = (code: string) => ts.createSourceFile('x.ts', code, ts.ScriptTarget.Latest, true)
const shapes = (code: string) => readControllerShapes(parse(code)).map((s) => `${s.factory} ${s.shape}`)

describe('readControllerShapes', () => {
  it('reads the parameters as state or deps and the returned keys, dispose always optional', () => {
    expect(
      shapes(`
        export function createAController(state: AState, deps: ADeps) {
          const helper = () => { return { notReturned: 1 } }
          return { actions, dispose: () => helper() }
        }
        export const createBController = (accounts: Record<string, BState>, context: { now(): number }) =>
          ({ actions: {} })
      `),
    ).toEqual([
      'createAController (state, deps) → { actions, dispose? }',
      'createBController (state, deps) → { actions, dispose? }',
    ])
  })

  it('tells apart a factory taking only state, and one returning other keys', () => {
    expect(
      shapes(`
        export function createOptionsController(state: OptionsState) { return { actions, selectors } }
        export function createCController(options: COptions) {
          const controller = { actions, ...extra }
          return controller
        }
      `),
    ).toEqual([
      'createOptionsController (state) → { actions, selectors, dispose? }',
      'createCController (deps) → { ..., actions, dispose? }',
    ])
  })

  it('marks a key only some returns give, and a return that is not an object literal', () => {
    expect(
      shapes(`
        export function createDController(state: DState, deps: DDeps) {
          if (deps.off) return { actions }
          return { actions, selectors }
        }
        export function createEController(state: EState) { return build(state) }
      `),
    ).toEqual([
      'createDController (state, deps) → { actions, selectors?, dispose? }',
      'createEController (state) → { ?, dispose? }',
    ])
  })

  it('leaves out factories that are not exported or not controllers', () => {
    expect(
      shapes(`
        function createHiddenController(state: HState) { return { actions } }
        export function createNonce() { return 'n' }
        export function createSendForm(state: SendState) { return { actions } }
      `),
    ).toEqual([])
  })
})
