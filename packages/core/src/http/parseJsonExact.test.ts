import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { readBaseUnits } from '../shared/numbers/readBaseUnits'
import { parseJsonExact } from './parseJsonExact'

describe('parseJsonExact', () => {
  it('reads every integer exactly and leaves strings and other numbers as JSON.parse does', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }),
        fc.string(),
        // integral doubles beyond 2^53 are written as digits and read back as exact strings by design
        fc
          .double({ noNaN: true, noDefaultInfinity: true })
          .filter((r) => !Number.isInteger(r) || Number.isSafeInteger(r)),
        (amount, text, real) => {
          const json = `{"text":${JSON.stringify(text)},"real":${JSON.stringify(real)},"value":${amount},"list":[${amount},1]}`
          const parsed = parseJsonExact(json) as {
            text: string
            real: number
            value: unknown
            list: unknown[]
          }
          expect(parsed.text).toBe(text)
          expect(parsed.real).toBe(JSON.parse(JSON.stringify(real)))
          expect(readBaseUnits(parsed.value, 'test')).toBe(amount)
          expect(readBaseUnits(parsed.list[0], 'test')).toBe(amount)
        },
      ),
      { numRuns: 10_000 },
    )
  })

  it('keeps a lamport amount above 2^53 exact and safe integers as numbers', () => {
    expect(parseJsonExact('{"context":{"slot":1},"value":9007199254740993}')).toEqual({
      context: { slot: 1 },
      value: '9007199254740993',
    })
    expect(parseJsonExact('{"a":"9007199254740993 \\" 12345678901234567890","b":1e300}')).toEqual({
      a: '9007199254740993 " 12345678901234567890',
      b: 1e300,
    })
    expect(() => parseJsonExact('not json')).toThrow(SyntaxError)
  })
})
