/**
 * Where the first non-zero digit of a number below one stands after the decimal point (1 for
 * `0.5`, 4 for `0.0005`); undefined for zero, for a number of one or more, and for anything that is
 * not a plain decimal. Read off the digits, so a decimal string or bigint is exact (no float).
 *
 * @param value - A decimal string, bigint or number.
 * @returns The place, counted from 1, or undefined.
 * @example
 * ```ts
 * firstSignificantPlace('0.0005') // 4
 * firstSignificantPlace('-0.03') // 2
 * firstSignificantPlace('12.5') // undefined
 * ```
 */
export function firstSignificantPlace(value: number | bigint | string): number | undefined {
  if (typeof value === 'bigint') return undefined
  const text = typeof value === 'number' ? plainDigits(value) : value.trim()
  const match = /^[-+]?0*\.(\d+)$/.exec(text)
  if (!match?.[1]) return undefined
  const place = match[1].search(/[1-9]/)
  return place === -1 ? undefined : place + 1
}

/** A finite number's digits with no exponent (`1e-9` → `0.000000001`); '' for NaN and infinities. */
function plainDigits(value: number): string {
  if (!Number.isFinite(value)) return ''
  // toFixed takes at most 100 places: enough for any number format shows
  return Math.abs(value) < 1 ? value.toFixed(100).replace(/0+$/, '') : String(value)
}
