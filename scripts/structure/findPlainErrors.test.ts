import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { findPlainErrors } from './findPlainErrors'

const parse = (code: string) => ts.createSourceFile('x.ts', code, ts.ScriptTarget.Latest, true)
const lines = (code: string) => findPlainErrors(parse(code)).map((f) => f.line)

describe('findPlainErrors', () => {
  it('finds a plain Error thrown or rejected to the caller', () => {
    expect(
      lines(
        [
          "throw new Error('a')",
          // biome-ignore lint/suspicious/noTemplateCurlyInString: the fixture's source holds a template
          'throw Error(`b ${x}`)',
          'const p = Promise.reject(new Error(message))',
          "new Promise((resolve, reject) => reject(new Error('c')))",
          'throw (new Error())',
        ].join('\n'),
      ),
    ).toEqual([1, 2, 3, 4, 5])
  })

  it('leaves out an error class of its own, a wrapped Error and one in a comment', () => {
    expect(
      lines(
        [
          "throw new ApiError('a', { code: 'X' })",
          "throw normalize(new Error('b'))",
          "const e = new Error('c')",
          "// throw new Error('d')",
          'Promise.reject(new TypeError("e"))',
        ].join('\n'),
      ),
    ).toEqual([])
  })
})
