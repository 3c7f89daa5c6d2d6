import { ValidationError } from '../errors/errors'
import { assertDecimals, NUMBER_MESSAGES, splitDecimal } from './decimalString'

/**
 * Options of {@link parseUnits}.
 *
 * @example
 * ```ts
 * parseUnits('-1', 18, { allowNegative: true })
 * ```
 */
export type ParseUnitsOptions = {
  /** Accept a leading minus sign. Default `false`: amounts to send are never negative. */
  allowNegative?: boolean
}

/**
 * Converts a decimal string in token units to base units, with string and bigint arithmetic only
 * (never a JS float). Trailing zeros past `decimals` are accepted; any other extra digit is
 * rejected, never rounded away.
 *
 * @param value - Decimal string such as `'1.5'` or `'.25'`.
 * @param decimals - The token's decimals (0 to 255).
 * @param options - See {@link ParseUnitsOptions}.
 * @returns The amount in base units.
 * @throws {ValidationError} on malformed input, too many decimal places, or a negative amount.
 * @example
 * ```ts
 * parseUnits('1.5', 18) // 1500000000000000000n
 * parseUnits('0.000001', 6) // 1n
 * ```
 */
export function parseUnits(value: string, decimals: number, options: ParseUnitsOptions = {}): bigint {
  assertDecimals(decimals)
  const { negative, integer, fraction } = splitDecimal(value)
  if (negative && !options.allowNegative) {
    throw new ValidationError(NUMBER_MESSAGES.negativeAmount, { code: 'NEGATIVE_AMOUNT', details: value })
  }
  if (fraction.length > decimals) {
    throw new ValidationError(NUMBER_MESSAGES.tooManyDecimals, {
      code: 'TOO_MANY_DECIMALS',
      details: `"${value}" has ${fraction.length} decimal places; the token has ${decimals}`,
    })
  }
  const digits = `${integer}${fraction.padEnd(decimals, '0')}`
  const magnitude = BigInt(digits === '' ? '0' : digits)
  return negative ? -magnitude : magnitude
}
