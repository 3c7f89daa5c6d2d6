import type { ValidationErrorCode } from '../../../shared/errors/errorCodes'
import { ValidationError } from '../../../shared/errors/errors'

/**
 * Rejects a call to the reference auth provider the way the real service answers a bad request:
 * with a {@link ValidationError} carrying `code`.
 *
 * @param message - What went wrong.
 * @param code - The error's code.
 * @returns Never: it always throws.
 * @example
 * ```ts
 * const user = current ?? failReference('Not signed in', 'NOT_SIGNED_IN')
 * ```
 */
export const failReference = (message: string, code: ValidationErrorCode): never => {
  throw new ValidationError(message, { code })
}
