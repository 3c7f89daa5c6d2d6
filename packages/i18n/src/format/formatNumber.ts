import type { IntlCache } from '../intl/createIntlCache'
import { firstSignificantPlace } from './firstSignificantPlace'

/**
 * Options of `Translator.formatNumber`.
 *
 * @example
 * ```ts
 * const options: FormatNumberOptions = { fractionDigits: 4 }
 * ```
 */
export type FormatNumberOptions = {
  /** Decimal places shown, always (default 2, SPEC §9). */
  fractionDigits?: number
}

/** `Intl.NumberFormat.format` takes decimal strings exactly (ES2023); the lib types lag behind. */
type ExactFormat = (value: number | bigint | string) => string

/**
 * The most decimal places an amount below the usual places may grow to before it reads
 * "< 0.00000001": a satoshi, and far below any fee or dust a visitor could act on.
 */
const SMALL_AMOUNT_PLACES = 8

/**
 * A number in the locale's way (grouping, decimal sign, digits per the translator's policy), with
 * 2 decimals by default as SPEC §9 fixes for English. A decimal string or bigint is formatted
 * exactly (no float on the way); rounding is half away from zero.
 *
 * A non-zero amount never reads as zero: one that the usual places would round to 0 is shown to
 * its first significant digit ("0.0005"), up to {@link SMALL_AMOUNT_PLACES} places, and below
 * that as "< 0.00000001" ("> -0.00000001" when negative).
 *
 * @param intl - The locale's {@link IntlCache}.
 * @param value - A decimal string, bigint or number.
 * @param options - Decimal places.
 * @returns The formatted number.
 * @example
 * ```ts
 * formatNumber(createIntlCache('de-DE', 'latin'), '1234.565') // '1.234,57'
 * formatNumber(createIntlCache('en-US', 'latin'), '0.0005') // '0.0005'
 * formatNumber(createIntlCache('en-US', 'latin'), '0.000000001') // '< 0.00000001'
 * ```
 */
export function formatNumber(
  intl: IntlCache,
  value: number | bigint | string,
  options: FormatNumberOptions = {},
): string {
  const digits = options.fractionDigits ?? 2
  if (typeof value === 'bigint') return fixed(intl, digits, digits)(value)
  const place = firstSignificantPlace(value)
  if (place === undefined || !roundsToZero(value, place, digits)) return fixed(intl, digits, digits)(value)
  if (place <= SMALL_AMOUNT_PLACES) return fixed(intl, digits, place)(value)
  const smallest = fixed(
    intl,
    SMALL_AMOUNT_PLACES,
    SMALL_AMOUNT_PLACES,
  )(`0.${'1'.padStart(SMALL_AMOUNT_PLACES, '0')}`)
  return isNegative(value) ? `> -${smallest}` : `< ${smallest}`
}

/** The locale's format with between `min` and `max` decimal places. */
function fixed(intl: IntlCache, min: number, max: number): ExactFormat {
  return intl.number({ minimumFractionDigits: min, maximumFractionDigits: Math.max(min, max) })
    .format as ExactFormat
}

/** Whether a number below one whose first significant digit is at `place` rounds to 0 at `digits`. */
function roundsToZero(value: number | string, place: number, digits: number): boolean {
  if (place <= digits) return false
  if (place > digits + 1) return true
  // the first significant digit is the first one dropped: 5 and up rounds away from zero
  const text = typeof value === 'number' ? value.toFixed(100) : value
  const digit = text.replace(/^[-+]?0*\./, '').charAt(place - 1)
  return digit < '5'
}

function isNegative(value: number | string): boolean {
  return typeof value === 'number' ? value < 0 : value.trim().startsWith('-')
}
