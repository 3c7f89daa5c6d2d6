/**
 * Base units to a plain decimal string in whole units, exact (no float): `1500000000000000000n`
 * with 18 decimals is `'1.5'`. Trailing fractional zeros are dropped.
 *
 * @param value - Amount in base units.
 * @param decimals - Decimals of the base unit (non-negative integer).
 * @returns The decimal string.
 * @example
 * ```ts
 * toDecimalString(1_500_000n, 6) // '1.5'
 * ```
 */
export function toDecimalString(value: bigint, decimals: number): string {
  const negative = value < 0n
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}
