// RFC 3339 §5.6 `date-time`: full-date "T" full-time, where full-time = partial-time time-offset.
// "T" and "Z" may be lower case (RFC 3339 §5.6 note). Every part is two digits except the year.
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?(?:[Zz]|([+-])(\d{2}):(\d{2}))$/

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0

/**
 * Days in a month of the proleptic Gregorian calendar (RFC 3339 §5.7).
 *
 * @param year - Full year (0-9999).
 * @param month - 1-12.
 * @returns 28-31.
 * @example
 * ```ts
 * daysInMonth(2024, 2) // 29
 * ```
 */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31
}

/**
 * Reads an RFC 3339 `date-time` (the form EIP-4361, CAIP-122 and Sign-In-With-Solana require for
 * `Issued At`, `Expiration Time` and `Not Before`) strictly: an impossible value such as
 * `2026-02-30`, `24:00`, `23:60` or an offset of `+24:00` is refused instead of being shifted to
 * another instant, as `Date.parse` does. Leap seconds (`:60`) are refused too: no JavaScript clock
 * can represent them. Fractions of a second beyond milliseconds are truncated.
 *
 * @param value - The text.
 * @returns Milliseconds since the epoch, or `undefined` when the text is not a valid date-time.
 * @example
 * ```ts
 * parseRfc3339DateTime('2026-11-22T10:00:00.000Z') // 1795341600000
 * parseRfc3339DateTime('2026-02-30T10:00:00Z') // undefined
 * ```
 */
export function parseRfc3339DateTime(value: string): number | undefined {
  const match = DATE_TIME.exec(value)
  if (!match) return undefined
  const [, y, mo, d, h, mi, s, fraction, sign, oh, om] = match
  const [year, month, day, hour, minute, second] = [y, mo, d, h, mi, s].map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ]
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined
  if (hour > 23 || minute > 59 || second > 59) return undefined
  const offsetHours = Number(oh ?? 0)
  const offsetMinutes = Number(om ?? 0)
  if (offsetHours > 23 || offsetMinutes > 59) return undefined
  const milliseconds = fraction ? Number(fraction.slice(0, 3).padEnd(3, '0')) : 0
  const date = new Date(0)
  // setUTCFullYear keeps years 0-99 as written (Date.UTC would read them as 1900-1999).
  date.setUTCFullYear(year, month - 1, day)
  date.setUTCHours(hour, minute, second, milliseconds)
  const offset = (sign === '-' ? -1 : 1) * (offsetHours * 60 + offsetMinutes) * 60_000
  return date.getTime() - offset
}
