import type { ConnectionErrorCode } from './connectionErrorCodes'
import { type ErrorExtra, LatchError, withCode } from './LatchError'

/**
 * Connection and connector failures ("Failed to connect", "Connection rejected", ...).
 *
 * @example
 * ```ts
 * throw new ConnectionError(MESSAGES.failedToConnect, { cause })
 * ```
 */
export class ConnectionError extends LatchError {
  override name = 'ConnectionError'
  declare readonly code: ConnectionErrorCode
  constructor(message: string, extra: ErrorExtra & { code?: ConnectionErrorCode } = {}) {
    super(message, withCode(extra, 'CONNECTION'))
  }
}
