import { ValidationError } from './errors/errors'

/** Largest `decimals` Latch accepts for a token (ERC20 uses a uint8). */
export const MAX_TOKEN_DECIMALS = 255

/** The message of a token `decimals` outside 0 to 255 (also `NUMBER_MESSAGES.invalidDecimals`). */
export const INVALID_DECIMALS_MESSAGE = 'Token decimals must be an integer from 0 to 255'

/**
 * Checks a token's `decimals`: an integer from 0 to 255. Its own module, so formatting base units
 * (which every chain package does) does not also load the decimal-string parser.
 *
 * @param decimals - The token's decimals.
 * @throws {ValidationError} when it is out of range or not an integer.
 * @example
 * ```ts
 * assertDecimals(18) // ok
 * ```
 */
export function assertDecimals(decimals: number): void {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > MAX_TOKEN_DECIMALS) {
    throw new ValidationError(INVALID_DECIMALS_MESSAGE, {
      code: 'INVALID_DECIMALS',
      details: `decimals was ${String(decimals)}`,
    })
  }
}
