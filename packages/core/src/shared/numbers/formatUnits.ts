import { assertDecimals } from '../assertDecimals'

/**
 * Converts an amount in base units to a decimal string in token units, with bigint and string
 * arithmetic only. The result has no exponent and no trailing zeros.
 *
 * @param value - Amount in base units.
 * @param decimals - The token's decimals (0 to 255).
 * @returns The decimal string, e.g. `'1.5'`.
 * @throws {ValidationError} when `decimals` is out of range.
 * @example
 * ```ts
 * formatUnits(1500000000000000000n, 18) // '1.5'
 * formatUnits(-1n, 6) // '-0.000001'
 * ```
 */
export function formatUnits(value: bigint, decimals: number): string {
  assertDecimals(decimals)
  const negative = value < 0n
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0')
  const integer = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return `${negative ? '-' : ''}${integer}${fraction ? `.${fraction}` : ''}`
}
