import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { toHttpErrorCode } from './toHttpErrorCode'

const NAMED = [
  400, 401, 402, 403, 404, 405, 406, 407, 408, 409, 410, 411, 412, 413, 414, 415, 416, 417, 421, 422, 425,
  426, 428, 429, 431, 451, 500, 501, 502, 503, 504, 505, 506, 507, 508, 510, 511,
]

describe('toHttpErrorCode', () => {
  it('names each error status of the closed list by its number', () => {
    for (const status of NAMED) expect(toHttpErrorCode(status)).toBe(`HTTP_${status}`)
  })

  it('reads HTTP_ERROR for every other status, so the code stays in its union', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -1000, max: 2000 }), fc.double()), (status) => {
        if (NAMED.includes(status)) return
        expect(toHttpErrorCode(status)).toBe('HTTP_ERROR')
      }),
    )
    for (const status of [200, 302, 418, 420, 430, 450, 452, 509, 512, 599, 404.5, Number.NaN])
      expect(toHttpErrorCode(status)).toBe('HTTP_ERROR')
  })
})
