import { ValidationError } from '../errors/errors'
import { splitDecimal } from './decimalString'
import * as MATH_MESSAGES from './mathMessages'

/**
 * Rounds a decimal string to `places` decimal places, half up (a 5 rounds away from zero), with
 * string and bigint arithmetic only. The result always has exactly `places` decimals.
 *
 * @param value - Decimal string.
 * @param places - Decimal places to keep (a non-negative integer).
 * @returns The rounded decimal string.
 * @throws {ValidationError} when `value` is not a plain decimal or `places` is invalid.
 * @example
 * ```ts
 * roundDecimal('2.345', 2) // '2.35'
 * roundDecimal('-2.345', 2) // '-2.35'
 * roundDecimal('7', 2) // '7.00'
 * ```
 */
export function roundDecimal(value: string, places: number): string {
  if (!Number.isInteger(places) || places < 0 || places > 100) {
    throw new ValidationError(MATH_MESSAGES.invalidPlaces, {
      code: 'INVALID_PLACES',
      details: `places was ${String(places)}`,
    })
  }
  const { negative, integer, fraction } = splitDecimal(value)
  const kept = BigInt(`${integer}${fraction.slice(0, places).padEnd(places, '0')}` || '0')
  const roundsUp = (fraction[places] ?? '0') >= '5'
  const scaled = roundsUp ? kept + 1n : kept
  const digits = scaled.toString().padStart(places + 1, '0')
  const intPart = digits.slice(0, digits.length - places)
  const fracPart = digits.slice(digits.length - places)
  const sign = negative && scaled !== 0n ? '-' : ''
  return `${sign}${intPart}${places > 0 ? `.${fracPart}` : ''}`
}
