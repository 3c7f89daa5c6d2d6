import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ValidationError } from '../errors/errors'
import { formatNumber } from './formatNumber'
import { roundDecimal } from './roundDecimal'

describe('number display formatting', () => {
  it('formats en-US with 2 decimals (SPEC §9)', () => {
    expect(formatNumber('1234567.891')).toBe('1,234,567.89')
    expect(formatNumber('0')).toBe('0.00')
    expect(formatNumber('12')).toBe('12.00')
    expect(formatNumber('-9876.5')).toBe('-9,876.50')
    expect(formatNumber('999.999')).toBe('1,000.00')
    expect(formatNumber('100000')).toBe('100,000.00')
    expect(formatNumber('999')).toBe('999.00')
  })

  it('rounds half up at the second decimal', () => {
    expect(formatNumber('2.345')).toBe('2.35')
    expect(formatNumber('2.344999')).toBe('2.34')
    expect(formatNumber('0.995')).toBe('1.00')
    expect(formatNumber('-0.005')).toBe('-0.01')
  })

  it('never shows a non-zero amount as zero: to its first significant digit, up to 8 places, then "< 0.00000001"', () => {
    expect(formatNumber(50_000n, { decimals: 8 })).toBe('0.0005') // 0.0005 BTC
    expect(formatNumber('-0.001')).toBe('-0.001')
    expect(formatNumber('0.00096')).toBe('0.001')
    expect(formatNumber('0.0049')).toBe('0.005')
    expect(formatNumber('0.00000001')).toBe('0.00000001')
    expect(formatNumber(1n, { decimals: 18 })).toBe('< 0.00000001')
    expect(formatNumber('-0.000000001')).toBe('> -0.00000001')
    expect(formatNumber('0.0000004', { fractionDigits: 6 })).toBe('0.0000004')
    expect(formatNumber('0.000')).toBe('0.00')
  })

  it('property: any non-zero amount reads with a non-zero digit or as a bound, and zero reads 0.00', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }),
        fc.integer({ min: 0, max: 24 }),
        (units, decimals) => {
          const shown = formatNumber(units, { decimals })
          if (units === 0n) expect(shown).toBe('0.00')
          else
            expect(/[1-9]/.test(shown) && (/^[<>]/.test(shown) || shown.startsWith('-') === units < 0n)).toBe(
              true,
            )
        },
      ),
    )
  })

  it('keeps precision beyond what a JS float can hold', () => {
    expect(formatNumber('123456789012345678901234.565')).toBe('123,456,789,012,345,678,901,234.57')
  })

  it('formats bigint base units with the token decimals', () => {
    expect(formatNumber(1_234_567_000_000_000_000_000n, { decimals: 18 })).toBe('1,234.57')
  })

  it('rejects malformed input with a ValidationError', () => {
    expect(() => formatNumber('1e3')).toThrow(ValidationError)
  })

  it('roundDecimal pads and rounds to any number of places', () => {
    expect(roundDecimal('1.005', 2)).toBe('1.01')
    expect(roundDecimal('9.9999', 3)).toBe('10.000')
    expect(roundDecimal('5.5', 0)).toBe('6')
  })
})
