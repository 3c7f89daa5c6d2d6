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
 * The most decimal places an amount below the usual places may grow to before it reads
 * "< 0.00000001" (a satoshi): the same rule as the modal's translator.
 */
const SMALL_AMOUNT_PLACES = 8

/**
 * Formats a number for display: en-US grouping and 2 decimal places (SPEC §9), rounded half up.
 * Works on decimal strings and bigints so no precision is lost (never a JS float); needs no
 * decimal library, so it is safe to call during the first render.
 *
 * A non-zero amount never reads as zero: one that the usual places round to 0 is shown to its
 * first significant digit ("0.0005"), up to 8 places, and below that as "< 0.00000001"
 * ("> -0.00000001" when negative).
 *
 * @param value - A decimal string (`'1234.5'`) or a bigint (base units when `decimals` is given).
 * @param options - See {@link FormatNumberOptions}.
 * @returns The display string, e.g. `'1,234.50'`.
 * @throws {ValidationError} when `value` is not a plain decimal number.
 * @example
 * ```ts
 * formatNumber('1234567.891') // '1,234,567.89'
 * formatNumber(1500000000000000000n, { decimals: 18 }) // '1.50'
 * formatNumber(50000n, { decimals: 8 }) // '0.0005'
 * ```
 */
export function formatNumber(value: string | bigint, options: FormatNumberOptions = {}): string {
  const fractionDigits = options.fractionDigits ?? CONSTANTS.displayDecimals
  const decimal = typeof value === 'bigint' ? formatUnits(value, options.decimals ?? 0) : value
  const rounded = roundDecimal(decimal, fractionDigits)
  if (!isZero(rounded) || isZero(decimal)) return group(rounded)
  // it rounds to zero, so its integer part is zero: show it to its first significant digit
  const place = (/\.(\d*)$/.exec(decimal.trim())?.[1] ?? '').search(/[1-9]/) + 1
  if (place <= SMALL_AMOUNT_PLACES) {
    // trailing zeros past the usual places say nothing: 0.00096 reads 0.001
    const shown = roundDecimal(decimal, place).replace(
      new RegExp(`(\\.\\d{${fractionDigits}}\\d*?)0+$`),
      '$1',
    )
    return group(shown)
  }
  const smallest = `0.${'1'.padStart(SMALL_AMOUNT_PLACES, '0')}`
  return decimal.trim().startsWith('-') ? `> -${smallest}` : `< ${smallest}`
}

/** Whether a decimal string has no non-zero digit. */
function isZero(decimal: string): boolean {
  return !/[1-9]/.test(decimal)
}

/** en-US grouping (SPEC §9): a comma every three integer digits, on the digit string (exact, cheap). */
function group(rounded: string): string {
  const negative = rounded.startsWith('-')
  const [integer = '0', fraction] = (negative ? rounded.slice(1) : rounded).split('.')
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return `${negative ? '-' : ''}${grouped}${fraction === undefined ? '' : `.${fraction}`}`
}
