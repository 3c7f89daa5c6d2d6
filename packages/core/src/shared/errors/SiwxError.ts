import { type ErrorExtra, LatchError, withCode } from './LatchError'
import type { SiwxErrorCode } from './siwxErrorCodes'

/**
 * Sign-in (SIWX) failures: the SPEC's four thrown messages and signing errors.
 *
 * @example
 * ```ts
 * throw new SiwxError(MESSAGES.siwxNotEnabled)
 * ```
 */
export class SiwxError extends LatchError {
  override name = 'SiwxError'
  declare readonly code: SiwxErrorCode
  constructor(message: string, extra: ErrorExtra & { code?: SiwxErrorCode } = {}) {
    super(message, withCode(extra, 'SIWX'))
  }
}
