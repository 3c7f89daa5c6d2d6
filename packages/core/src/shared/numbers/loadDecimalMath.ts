import { CONSTANTS } from '../constants/constants'
import { ValidationError } from '../errors/errors'
import { splitDecimal } from './decimalString'
import * as MATH_MESSAGES from './mathMessages'

/**
 * A value decimal math accepts: a plain decimal string or a bigint. JS numbers are refused by type
 * so a float never enters a money calculation.
 *
 * @example
 * ```ts
 * const price: DecimalInput = '3012.55'
 * ```
 */
export type DecimalInput = string | bigint

/**
 * Decimal arithmetic on strings (SPEC §9): every result is rounded to 20 decimal places, half up,
 * and returned as a plain decimal string without exponent or trailing zeros.
 *
 * @example
 * ```ts
 * const math = await loadDecimalMath()
 * math.multiply('1.5', '3012.55') // '4518.825'
 * ```
 */
export interface DecimalMath {
  /** `a + b`. */
  add(a: DecimalInput, b: DecimalInput): string
  /** `a - b`. */
  subtract(a: DecimalInput, b: DecimalInput): string
  /** `a * b`. */
  multiply(a: DecimalInput, b: DecimalInput): string
  /** `a / b`; throws a `ValidationError` when `b` is zero. */
  divide(a: DecimalInput, b: DecimalInput): string
  /** -1, 0 or 1 as `a` is less than, equal to or greater than `b`. */
  compare(a: DecimalInput, b: DecimalInput): -1 | 0 | 1
  /** Rounds to `places` decimal places, half up. */
  round(value: DecimalInput, places: number): string
}

/**
 * Loads decimal.js on first use (a dynamic `import()`, so it is not part of the initial bundle)
 * and returns string arithmetic configured as SPEC §9 says: 20 decimal places, round half up.
 * The module system caches the import, so later calls resolve at once.
 *
 * @returns The decimal math functions.
 * @example
 * ```ts
 * const math = await loadDecimalMath()
 * math.divide('1', '3') // '0.33333333333333333333'
 * math.add('0.1', '0.2') // '0.3'
 * ```
 */
export async function loadDecimalMath(): Promise<DecimalMath> {
  const { default: DecimalBase } = await import('decimal.js')
  // Enough significant digits that a 20-place result of large amounts is exact before rounding.
  const Decimal = DecimalBase.clone({
    precision: 200,
    rounding: DecimalBase.ROUND_HALF_UP,
    toExpNeg: -1e9,
    toExpPos: 1e9,
  })
  type D = InstanceType<typeof Decimal>
  const places = CONSTANTS.decimalPlaces
  const toDecimal = (value: DecimalInput): D => {
    if (typeof value === 'bigint') return new Decimal(value.toString())
    // Validate with the same strict grammar as parseUnits: no exponents, NaN or Infinity.
    const { negative, integer, fraction } = splitDecimal(value)
    return new Decimal(`${negative ? '-' : ''}${integer || '0'}${fraction ? `.${fraction}` : ''}`)
  }
  const out = (value: D, dp: number = places): string =>
    value.toDecimalPlaces(dp, Decimal.ROUND_HALF_UP).toFixed()
  return {
    add: (a, b) => out(toDecimal(a).plus(toDecimal(b))),
    subtract: (a, b) => out(toDecimal(a).minus(toDecimal(b))),
    multiply: (a, b) => out(toDecimal(a).times(toDecimal(b))),
    divide: (a, b) => {
      const divisor = toDecimal(b)
      if (divisor.isZero()) {
        throw new ValidationError(MATH_MESSAGES.divisionByZero, {
          code: 'DIVISION_BY_ZERO',
          details: `${String(a)} / 0`,
        })
      }
      return out(toDecimal(a).dividedBy(divisor))
    },
    compare: (a, b) => toDecimal(a).comparedTo(toDecimal(b)) as -1 | 0 | 1,
    round: (value, dp) => out(toDecimal(value), dp),
  }
}
