// Messages of the errors the decimal arithmetic and rounding helpers throw, for the developer: not
// SPEC catalogue messages, each defined once (the amount parsers' messages are `NUMBER_MESSAGES`).
//
// @example
// ```ts
// throw new ValidationError(MATH_MESSAGES.divisionByZero, { code: 'DIVISION_BY_ZERO' })
// ```
//
// One export a message: imported as a namespace (`import * as MATH_MESSAGES from ...`), the
// catalogue is a frozen object, and a bundle keeps only the messages its code throws.

/** `DIVISION_BY_ZERO`. */
export const divisionByZero = 'Division by zero'

/** `INVALID_PLACES`. */
export const invalidPlaces = 'Decimal places must be an integer from 0 to 100'
