import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import ts from 'typescript'
import { afterEach, describe, expect, it } from 'vitest'
import { classifyErrorCodes } from './classifyErrorCodes'

const roots: string[] = []

function files(sources: Record<string, string>): string[] {
  const root = mkdtempSync(path.join(tmpdir(), 'latch-error-codes-'))
  roots.push(root)
  return Object.entries(sources).map(([file, code]) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    writeFileSync(path.join(root, file), code)
    return path.join(root, file)
  })
}

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true })
})

const options: ts.CompilerOptions = {
  strict: true,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
}

describe('classifyErrorCodes', () => {
  it('tells a literal union (own, through an alias of another module, or inherited) from an open code', () => {
    const [core, codes, wallet] = files({
      'core/errors.ts': `
        export class BaseError extends Error { readonly code: string | number = 0 }
        export class OpenError extends BaseError {}
        export class ClosedError extends BaseError { declare readonly code: 'A' | 'B' }
        export class NarrowError extends ClosedError {}
        export class NumberError extends BaseError { declare readonly code: 4001 }
      `,
      'wallet/codes.ts': "export const CODES = { a: 'NOT_SIGNER', b: 'INTERNAL' } as const\n",
      'wallet/KeyError.ts': `
        import { BaseError } from '@latch/core'
        import type { CODES } from './codes'
        export class KeyError extends BaseError { declare readonly code: (typeof CODES)[keyof typeof CODES] }
        export class PairingError extends OpenError {}
        class HiddenError extends BaseError {}
      `,
    })
    const found = classifyErrorCodes([core as string, wallet as string], options).map((e) => [
      e.error,
      e.kind,
    ])
    expect(codes).toBeDefined()
    expect(found).toEqual([
      ['OpenError', 'open'],
      ['ClosedError', 'union'],
      ['NarrowError', 'union'],
      ['NumberError', 'union'],
      ['KeyError', 'union'],
      ['PairingError', 'open'],
    ])
  })

  it('reads a code typed by the element of an `as const` list, alone or in a union, as a literal union', () => {
    const found = files({
      'core/codes.ts': `
        export const CODES = ['VALIDATION', 'INVALID_NUMBER'] as const
        export const NUMBERS = [4001, -32603] as const
        export type Code = (typeof CODES)[number]
      `,
      'core/errors.ts': `
        import type { CODES, Code, NUMBERS } from './codes'
        export class BaseError extends Error { readonly code: string | number = 0 }
        export class ListError extends BaseError { declare readonly code: Code }
        export class MixedError extends BaseError {
          declare readonly code: (typeof NUMBERS)[number] | (typeof CODES)[number] | \`HTTP_\${number}\`
        }
        export class WideError extends BaseError { declare readonly code: Code | string }
      `,
    })
    expect(classifyErrorCodes([found[1] as string], options).map((e) => [e.error, e.kind, e.type])).toEqual([
      ['ListError', 'union', '"VALIDATION" | "INVALID_NUMBER"'],
      ['MixedError', 'open', expect.stringContaining('HTTP_')],
      ['WideError', 'open', 'string'],
    ])
  })

  it("reads a code typed by another workspace package's list through a type-only import", () => {
    const [protocol, service] = files({
      'wallet/index.ts':
        "export const API_ERROR_CODES = { otp: 'OTP_EXPIRED', internal: 'INTERNAL_ERROR' } as const\n",
      'service/ServiceError.ts': `
        import { BaseError } from '@latch/core'
        import type { API_ERROR_CODES } from '@latch/wallet'
        export class ServiceError extends BaseError {
          declare readonly code: (typeof API_ERROR_CODES)[keyof typeof API_ERROR_CODES]
        }
      `,
    })
    const withPackage = { ...options, paths: { '@latch/wallet': [protocol as string] } }
    expect(
      classifyErrorCodes([service as string], withPackage).map((e) => [e.error, e.kind, e.type]),
    ).toEqual([['ServiceError', 'union', '"OTP_EXPIRED" | "INTERNAL_ERROR"']])
  })

  it('keeps a root error no other class extends, and says when a class has no code', () => {
    const found = files({
      'i18n/I18nError.ts':
        "export class I18nError extends Error { readonly code: 'UNKNOWN_KEY' | 'SYNTAX' = 'SYNTAX' }\n",
      'plain/PlainError.ts': 'export class PlainError extends Unknown {}\n',
    })
    expect(classifyErrorCodes(found, options).map((e) => [e.error, e.kind])).toEqual([
      ['I18nError', 'union'],
      ['PlainError', 'none'],
    ])
  })

  it('reads the code of an error class a factory builds, and passes it on to a class of another package that extends it', () => {
    const [core, wallet] = files({
      'core/errors.ts': `
        export class BaseError extends Error { readonly code: string | number = 0 }
        export class RequestError extends BaseError { declare readonly code: 'REQUEST' }
        function fixed<C extends string | number>(code: C) {
          return class extends BaseError { declare readonly code: C }
        }
        export const CanceledError = fixed(-31001 as const)
        export const LooseError = fixed(0 as number)
      `,
      'wallet/RefusedError.ts': `
        import { CanceledError } from '@latch/core'
        export class RefusedError extends CanceledError {}
      `,
    })
    expect(
      classifyErrorCodes([core as string, wallet as string], options).map((e) => [e.error, e.kind]),
    ).toEqual([
      ['RequestError', 'union'],
      ['CanceledError', 'union'],
      ['LooseError', 'open'],
      ['RefusedError', 'union'],
    ])
  })
})
