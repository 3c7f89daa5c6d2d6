import { describe, expect, it } from 'vitest'
import { UNTRUSTED_TEXT_MAX } from '../../../shared/errors/describeUntrusted'
import { ApiError } from '../../../shared/errors/errors'
import { toErrorReport } from './toErrorReport'

describe('the ERROR report sent to analytics for a data-layer error', () => {
  it('keeps the code and message of a typed API error', () => {
    expect(toErrorReport(new ApiError('Invalid response', { code: 'INVALID_RESPONSE' }))).toEqual({
      code: 'INVALID_RESPONSE',
      message: 'Invalid response',
    })
  })

  it('never throws and never sends an uncapped message, whatever the error is', () => {
    const throwingGetter = Object.defineProperty(new Error('x'), 'message', {
      get() {
        throw new Error('hostile')
      },
    })
    const throwingProxy = new Proxy(new ApiError('x', { code: 'NETWORK' }), {
      get() {
        throw new Error('hostile')
      },
      getPrototypeOf() {
        throw new Error('hostile')
      },
    })
    const huge = new Error('m'.repeat(1_000_000))
    for (const error of [throwingGetter, throwingProxy, huge, 'plain text', 42, null]) {
      const report = toErrorReport(error)
      expect(typeof report.code).toBe('string')
      expect(report.message.length).toBeLessThanOrEqual(UNTRUSTED_TEXT_MAX)
    }
    expect(toErrorReport(throwingProxy).code).toBe('UNKNOWN')
    expect(toErrorReport('plain text')).toEqual({ code: 'UNKNOWN', message: 'plain text' })
  })
})
