import type { IntlCache } from '../intl/createIntlCache'

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
]

/**
 * How long ago (or how far ahead) a moment is, in the locale's words, in the largest whole unit:
 * "5 minutes ago", "yesterday", "in 2 hours".
 *
 * @param intl - The locale's {@link IntlCache}.
 * @param value - The moment, a `Date` or epoch milliseconds.
 * @param now - The moment to count from (epoch milliseconds); default `Date.now()`.
 * @returns The phrase.
 * @example
 * ```ts
 * formatRelativeTime(createIntlCache('en', 'latin'), Date.now() - 5 * 60_000) // '5 minutes ago'
 * ```
 */
export function formatRelativeTime(intl: IntlCache, value: Date | number, now: number = Date.now()): string {
  const seconds = Math.round(((typeof value === 'number' ? value : value.getTime()) - now) / 1000)
  const format = intl.relativeTime({ numeric: 'auto' })
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size || unit === 'second') return format.format(Math.trunc(seconds / size), unit)
  }
  return format.format(0, 'second')
}
