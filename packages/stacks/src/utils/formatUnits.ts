/**
 * Base units to an exact decimal string (no float on the way): `formatUnits(1_500_000n, 6)` is
 * `'1.5'`.
 *
 * @param value - Amount in base units.
 * @param decimals - Decimals of the unit.
 * @returns Decimal string without trailing zeros.
 * @example
 * ```ts
 * formatUnits(123n, 6) // '0.000123'
 * ```
 */
export function formatUnits(value: bigint, decimals: number): string {
  const negative = value < 0n
  const abs = negative ? -value : value
  const base = 10n ** BigInt(decimals)
  const whole = abs / base
  const fraction = (abs % base).toString().padStart(decimals, '0').replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}
