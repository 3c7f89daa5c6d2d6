import { LatchError } from '@latch/core/kit'
import type { RECOVER_ERROR_MESSAGES } from './recoverErrorMessages'

/**
 * Codes of {@link RecoverError}: the keys of {@link RECOVER_ERROR_MESSAGES}.
 *
 * @example
 * ```ts
 * const code: RecoverErrorCode = 'EXPORT_CANCELLED'
 * ```
 */
export type RecoverErrorCode = keyof typeof RECOVER_ERROR_MESSAGES

/**
 * A failure of the offline recovery (page or command) that is not a share's: bad arguments, input
 * too large, a transaction that is not JSON, a reveal not confirmed.
 *
 * @example
 * ```ts
 * throw new RecoverError(RECOVER_ERROR_MESSAGES.EXPORT_CANCELLED, { code: 'EXPORT_CANCELLED' })
 * ```
 */
export class RecoverError extends LatchError {
  override name = 'RecoverError'
  declare readonly code: RecoverErrorCode
  constructor(message: string, extra: { code: RecoverErrorCode; details?: string; cause?: unknown }) {
    super(message, extra)
  }
}
