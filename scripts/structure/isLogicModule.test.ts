import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { isLogicModule } from './isLogicModule'

const parse = (code: string) => ts.createSourceFile('x.ts', code, ts.ScriptTarget.Latest, true)

describe('isLogicModule', () => {
  it('leaves out type-only modules and export lists', () => {
    expect(
      isLogicModule(parse("import type { A } from './a'\nexport type B = A\nexport interface C { c: B }\n")),
    ).toBe(false)
    expect(
      isLogicModule(parse("export { a } from './a'\nexport * from './b'\nexport type { C } from './c'\n")),
    ).toBe(false)
    expect(isLogicModule(parse('declare const build: string\ndeclare global { var x: number }\n'))).toBe(
      false,
    )
  })

  it('counts a module with a constant, a function, a class, an enum or a statement', () => {
    for (const code of [
      'export const a = 1\n',
      'export function f() {}\n',
      'export class A {}\n',
      'export enum E { A }\n',
      "console.log('x')\n",
    ])
      expect(isLogicModule(parse(`export type T = 1\n${code}`)), code).toBe(true)
  })
})
