/**
 * Messages of the errors the decimal arithmetic and rounding helpers throw, for the developer: not
 * SPEC catalogue messages, each defined once (the amount parsers' messages are `NUMBER_MESSAGES`).
 *
 * @example
 * ```ts
 * throw new ValidationError(MATH_MESSAGES.divisionByZero, { code: 'DIVISION_BY_ZERO' })
 * ```
 */
export const MATH_MESSAGES = {
  /** `DIVISION_BY_ZERO`. */
  divisionByZero: 'Division by zero',
  /** `INVALID_PLACES`. */
  invalidPlaces: 'Decimal places must be an integer from 0 to 100',
} as const
