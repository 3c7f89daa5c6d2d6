import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { findErrorConstructions } from './findErrorConstructions'
import { findInlineMessages } from './findInlineMessages'
import { readErrorClasses } from './readErrorClasses'

const parse = (code: string, file = 'x.ts') => ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true)

const classes = readErrorClasses(
  parse(
    `
    export class ApiError extends LatchError { constructor(message: string, extra: Extra) { super(message, extra) } }
    export class MethodError extends LatchError { constructor(method: string) { super(MESSAGES.method, {}) } }
    export class ServiceError extends LatchError { constructor(status: number, code: string, message: string) { super(message, { code }) } }
    export class NarrowApiError extends ApiError {}
  `,
    'errors.ts',
  ),
)

const found = (code: string) =>
  findInlineMessages(findErrorConstructions(parse(code)), classes).map((f) => f.line)

describe('findInlineMessages', () => {
  it('finds a message written on the spot, as a literal or a template, thrown or not', () => {
    expect(
      found(
        [
          "throw new ApiError('Bad answer', { code: 'X' })",
          // biome-ignore lint/suspicious/noTemplateCurlyInString: the fixture's source holds a template
          'const e = new ApiError(`Bad ${what}`, { code: "X" })',
          "throw new errors.ApiError('Bad', {})",
          "throw new ServiceError(400, 'CODE', 'Body is not JSON.')",
          "throw new NarrowApiError('inherits the message position', {})",
          "throw new RangeError('truncated')",
        ].join('\n'),
      ),
    ).toEqual([1, 2, 3, 4, 5, 6])
  })

  it('leaves out catalogue messages, arguments that are not the message, catalogue entries and plain Error', () => {
    expect(
      found(
        [
          "throw new ApiError(MESSAGES.badAnswer, { code: 'X' })",
          "throw new MethodError('send')",
          "throw new ServiceError(400, 'CODE', MESSAGES.body)",
          "export const errors = { invalid: () => new ServiceError(400, 'INVALID', 'Enter a valid email.') }",
          "throw new Error('plain')",
        ].join('\n'),
      ),
    ).toEqual([])
  })

  it('reads where each class takes its message', () => {
    expect(classes.map((c) => [c.name, c.messageIndex])).toEqual([
      ['ApiError', 0],
      ['MethodError', -1],
      ['ServiceError', 2],
      ['NarrowApiError', undefined],
    ])
  })
})
