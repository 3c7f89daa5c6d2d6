import { INVALID_DECIMALS_MESSAGE } from '../assertDecimals'
import { ValidationError } from '../errors/errors'

// Kept here under the names this module has always exported.
export { assertDecimals, MAX_TOKEN_DECIMALS } from '../assertDecimals'

/**
 * Messages of the number helpers (not SPEC catalogue messages: these explain malformed input to
 * the developer or the amount field).
 *
 * @example
 * ```ts
 * error.shortMessage === NUMBER_MESSAGES.malformedAmount
 * ```
 */
export const NUMBER_MESSAGES = {
  malformedAmount: 'Amount is not a decimal number',
  tooManyDecimals: 'Amount has more decimal places than the token allows',
  negativeAmount: 'Amount must not be negative',
  invalidDecimals: INVALID_DECIMALS_MESSAGE,
} as const

/** A decimal string split into sign, integer digits and fraction digits (no leading/trailing zeros). */
export type DecimalParts = { negative: boolean; integer: string; fraction: string }

const DECIMAL_PATTERN = /^(-?)(\d*)(?:\.(\d*))?$/

/**
 * Splits a plain decimal string (`'12.5'`, `'-0.01'`, `'.5'`, `'3.'`) into its parts. Exponents,
 * spaces inside, thousands separators, `NaN` and `Infinity` are rejected.
 *
 * @param value - The decimal string (surrounding whitespace is ignored).
 * @returns The parts, with leading integer zeros and trailing fraction zeros removed.
 * @throws {ValidationError} when `value` is not a plain decimal number.
 * @example
 * ```ts
 * splitDecimal('-012.500') // { negative: true, integer: '12', fraction: '5' }
 * ```
 */
export function splitDecimal(value: string): DecimalParts {
  const match = typeof value === 'string' ? DECIMAL_PATTERN.exec(value.trim()) : null
  const integerDigits = match?.[2] ?? ''
  const fractionDigits = match?.[3] ?? ''
  if (!match || integerDigits.length + fractionDigits.length === 0) {
    throw new ValidationError(NUMBER_MESSAGES.malformedAmount, {
      code: 'INVALID_NUMBER',
      details: `"${String(value)}" is not a plain decimal number`,
    })
  }
  const integer = integerDigits.replace(/^0+/, '')
  const fraction = fractionDigits.replace(/0+$/, '')
  const isZero = integer === '' && fraction === ''
  return { negative: match[1] === '-' && !isZero, integer, fraction }
}
