/**
 * Decimal string of an amount in base units, with bigint arithmetic (never floats).
 *
 * @param value - Base units.
 * @param decimals - Decimals of the token.
 * @returns e.g. `'1.5'`.
 * @example
 * ```ts
 * formatUnits(1_500_000_000n, 9) // '1.5'
 * ```
 */
export function formatUnits(value: bigint, decimals: number): string {
  const negative = value < 0n
  const abs = negative ? -value : value
  const base = 10n ** BigInt(decimals)
  const fraction = (abs % base).toString().padStart(decimals, '0').replace(/0+$/, '')
  return `${negative ? '-' : ''}${abs / base}${fraction ? `.${fraction}` : ''}`
}
