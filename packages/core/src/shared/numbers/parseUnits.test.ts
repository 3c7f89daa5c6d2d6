import { describe, expect, it } from 'vitest'
import { ValidationError } from '../errors/errors'
import { NUMBER_MESSAGES } from './decimalString'
import { parseUnits } from './parseUnits'

const rejection = (fn: () => unknown) => {
  try {
    fn()
  } catch (error) {
    return error
  }
  throw new Error('expected a rejection')
}

describe('parseUnits', () => {
  it('converts a decimal string to base units exactly, with no float in between', () => {
    expect(parseUnits('1.5', 18)).toBe(1_500_000_000_000_000_000n)
    expect(parseUnits('0.000001', 6)).toBe(1n)
    expect(parseUnits('.25', 2)).toBe(25n)
    expect(parseUnits('3.', 0)).toBe(3n)
    expect(parseUnits('123456789012345678901234567890.123456789012345678', 18)).toBe(
      123456789012345678901234567890123456789012345678n,
    )
    // 0.1 + 0.2 style inputs stay exact
    expect(parseUnits('0.30000000000000004', 17 + 1)).toBe(300_000_000_000_000_040n)
  })

  it('accepts trailing zeros beyond the token decimals because the value is unchanged', () => {
    expect(parseUnits('1.500000', 2)).toBe(150n)
  })

  it('rejects more decimal places than the token has with a ValidationError instead of rounding', () => {
    const error = rejection(() => parseUnits('1.2345', 2))
    expect(error).toBeInstanceOf(ValidationError)
    expect((error as ValidationError).shortMessage).toBe(NUMBER_MESSAGES.tooManyDecimals)
  })

  it('rejects malformed input (exponents, separators, words, empty) with a ValidationError', () => {
    for (const bad of [
      '',
      ' ',
      '.',
      '1e18',
      '1,000',
      'abc',
      'NaN',
      'Infinity',
      '1.2.3',
      '--1',
      '0x10',
      '+1',
    ]) {
      const error = rejection(() => parseUnits(bad, 18))
      expect(error, bad).toBeInstanceOf(ValidationError)
      expect((error as ValidationError).shortMessage).toBe(NUMBER_MESSAGES.malformedAmount)
    }
  })

  it('rejects negative amounts unless allowed', () => {
    expect((rejection(() => parseUnits('-1', 18)) as ValidationError).shortMessage).toBe(
      NUMBER_MESSAGES.negativeAmount,
    )
    expect(parseUnits('-1.5', 1, { allowNegative: true })).toBe(-15n)
    expect(parseUnits('-0', 18)).toBe(0n)
  })

  it('rejects token decimals that are not an integer from 0 to 255', () => {
    for (const decimals of [-1, 1.5, 256, Number.NaN]) {
      expect(rejection(() => parseUnits('1', decimals))).toBeInstanceOf(ValidationError)
    }
  })
})
