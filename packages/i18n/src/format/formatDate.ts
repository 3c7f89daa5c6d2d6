import type { IntlCache } from '../intl/createIntlCache'

/**
 * A date and time in the locale's way; medium date and short time unless told otherwise.
 *
 * @param intl - The locale's {@link IntlCache}.
 * @param value - A `Date` or epoch milliseconds.
 * @param options - `Intl.DateTimeFormat` options.
 * @returns The formatted date.
 * @example
 * ```ts
 * formatDate(createIntlCache('en-US', 'latin'), Date.UTC(2026, 10, 25, 8), { dateStyle: 'medium', timeZone: 'UTC' })
 * // 'Nov 25, 2026'
 * ```
 */
export function formatDate(
  intl: IntlCache,
  value: Date | number,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' },
): string {
  return intl.date(options).format(value)
}
