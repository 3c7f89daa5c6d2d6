import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { convertBits } from './convertBits'

const RUNS = 10_000
/** 10,000 cases take a few seconds; a loaded machine must not turn that into a timeout. */
const PROPERTY_TIMEOUT = 60_000

describe('convertBits (the bech32 regrouping of bits)', () => {
  it(
    'regroups bytes into 5-bit words and back, refusing non-zero or overlong padding',
    () => {
      fc.assert(
        fc.property(fc.uint8Array({ maxLength: 40 }), (bytes) => {
          const words = convertBits(bytes, 8, 5, true)!
          expect(convertBits(words, 5, 8, false)).toEqual([...bytes])
        }),
        { numRuns: RUNS },
      )
      expect(convertBits([31], 5, 8, false)).toBeUndefined()
      expect(convertBits([0], 5, 8, false)).toBeUndefined()
      expect(convertBits([32], 5, 8, false)).toBeUndefined()
    },
    PROPERTY_TIMEOUT,
  )
})
