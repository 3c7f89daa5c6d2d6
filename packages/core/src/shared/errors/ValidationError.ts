import { type ErrorExtra, LatchError, withCode } from './LatchError'
import type { ValidationErrorCode } from './validationErrorCodes'

/**
 * Bad input caught before anything irreversible happens.
 *
 * @example
 * ```ts
 * throw new ValidationError(MESSAGES.tokenRequired, { details: 'send.token is empty' })
 * ```
 */
export class ValidationError extends LatchError {
  override name = 'ValidationError'
  declare readonly code: ValidationErrorCode
  constructor(message: string, extra: ErrorExtra & { code?: ValidationErrorCode } = {}) {
    super(message, withCode(extra, 'VALIDATION'))
  }
}
