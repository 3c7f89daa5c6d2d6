import { CONSTANTS } from '../constants/constants'
import { formatUnits } from './formatUnits'
import { roundDecimal } from './roundDecimal'

/**
 * Options of {@link formatNumber}.
 *
 * @example
 * ```ts
 * formatNumber('0.123456', { fractionDigits: 4 }) // '0.1235'
 * ```
 */
export type FormatNumberOptions = {
  /** Decimal places shown; default 2 (SPEC §9). */
  fractionDigits?: number
  /** With a bigint `value`: the token decimals it is expressed in (base units). Default 0. */
  decimals?: number
}

/**
 * Formats a number for display: en-US grouping and 2 decimal places (SPEC §9), rounded half up.
 * Works on decimal strings and bigints so no precision is lost (never a JS float); needs no
 * decimal library, so it is safe to call during the first render.
 *
 * @param value - A decimal string (`'1234.5'`) or a bigint (base units when `decimals` is given).
 * @param options - See {@link FormatNumberOptions}.
 * @returns The display string, e.g. `'1,234.50'`.
 * @throws {ValidationError} when `value` is not a plain decimal number.
 * @example
 * ```ts
 * formatNumber('1234567.891') // '1,234,567.89'
 * formatNumber(1500000000000000000n, { decimals: 18 }) // '1.50'
 * ```
 */
export function formatNumber(value: string | bigint, options: FormatNumberOptions = {}): string {
  const fractionDigits = options.fractionDigits ?? CONSTANTS.displayDecimals
  const decimal = typeof value === 'bigint' ? formatUnits(value, options.decimals ?? 0) : value
  const rounded = roundDecimal(decimal, fractionDigits)
  const negative = rounded.startsWith('-')
  const [integer = '0', fraction] = (negative ? rounded.slice(1) : rounded).split('.')
  // en-US grouping (SPEC §9): a comma every three integer digits. Done on the digit string so it
  // is exact for any size and costs nothing per call (list rows format many numbers).
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return `${negative ? '-' : ''}${grouped}${fraction === undefined ? '' : `.${fraction}`}`
}
