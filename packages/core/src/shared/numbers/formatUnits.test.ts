import { describe, expect, it } from 'vitest'
import { ValidationError } from '../errors/errors'
import { formatUnits } from './formatUnits'
import { parseUnits } from './parseUnits'

describe('formatUnits', () => {
  it('converts base units to a decimal string without trailing zeros or exponent', () => {
    expect(formatUnits(1_500_000_000_000_000_000n, 18)).toBe('1.5')
    expect(formatUnits(1n, 18)).toBe('0.000000000000000001')
    expect(formatUnits(0n, 6)).toBe('0')
    expect(formatUnits(1_000_000n, 6)).toBe('1')
    expect(formatUnits(42n, 0)).toBe('42')
    expect(formatUnits(-1n, 6)).toBe('-0.000001')
  })

  it('round-trips with parseUnits for amounts beyond float precision', () => {
    const value = 2n ** 200n + 12345n
    expect(parseUnits(formatUnits(value, 18), 18)).toBe(value)
  })

  it('rejects invalid decimals with a ValidationError', () => {
    expect(() => formatUnits(1n, -1)).toThrow(ValidationError)
  })
})
