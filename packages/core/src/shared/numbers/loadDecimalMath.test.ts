import { describe, expect, it } from 'vitest'
import { ValidationError } from '../errors/errors'
import { loadDecimalMath } from './loadDecimalMath'

describe('decimal arithmetic', () => {
  it('computes with 20 decimal places', async () => {
    const math = await loadDecimalMath()
    expect(math.divide('1', '3')).toBe('0.33333333333333333333')
    expect(math.add('0.1', '0.2')).toBe('0.3')
    expect(math.multiply('1.5', '3012.55')).toBe('4518.825')
    expect(math.subtract('100000000000000000000000000001', '1')).toBe('100000000000000000000000000000')
    expect(math.add(10n ** 30n, '0.5')).toBe('1000000000000000000000000000000.5')
  })

  it('rounds half up at the 20th place', async () => {
    const math = await loadDecimalMath()
    expect(math.divide('2', '3')).toBe('0.66666666666666666667')
    expect(math.multiply('0.00000000000000000001', '0.5')).toBe('0.00000000000000000001')
    expect(math.round('2.345', 2)).toBe('2.35')
  })

  it('compares decimal strings', async () => {
    const math = await loadDecimalMath()
    expect(math.compare('1.10', '1.1')).toBe(0)
    expect(math.compare('2', '10')).toBe(-1)
    expect(math.compare('-1', '-2')).toBe(1)
  })

  it('rejects malformed input and division by zero with a ValidationError', async () => {
    const math = await loadDecimalMath()
    expect(() => math.add('1e5', '1')).toThrow(ValidationError)
    expect(() => math.add('NaN', '1')).toThrow(ValidationError)
    expect(() => math.divide('1', '0')).toThrow(ValidationError)
  })
})
