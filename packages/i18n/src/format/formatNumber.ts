import type { IntlCache } from '../intl/createIntlCache'

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
 * A number in the locale's way (grouping, decimal sign, digits per the translator's policy), with
 * 2 decimals by default as SPEC §9 fixes for English. A decimal string or bigint is formatted
 * exactly (no float on the way); rounding is half away from zero.
 *
 * @param intl - The locale's {@link IntlCache}.
 * @param value - A decimal string, bigint or number.
 * @param options - Decimal places.
 * @returns The formatted number.
 * @example
 * ```ts
 * formatNumber(createIntlCache('de-DE', 'latin'), '1234.565') // '1.234,57'
 * ```
 */
export function formatNumber(
  intl: IntlCache,
  value: number | bigint | string,
  options: FormatNumberOptions = {},
): string {
  const digits = options.fractionDigits ?? 2
  const format = intl.number({ minimumFractionDigits: digits, maximumFractionDigits: digits })
    .format as ExactFormat
  return format(value)
}
