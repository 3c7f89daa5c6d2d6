import { describeUntrusted } from '../../shared/errors/describeUntrusted'
import { LatchError } from '../../shared/errors/LatchError'

/**
 * The codes of a {@link PermissionsError}.
 *
 * @example
 * ```ts
 * const code: PermissionsErrorCode = 'INVALID_REQUEST'
 * ```
 */
export type PermissionsErrorCode =
  | 'NO_REQUESTS'
  | 'TOO_MANY_REQUESTS'
  | 'INVALID_REQUEST'
  | 'NOT_CONNECTED'
  | 'UNKNOWN_GRANT'
  | 'INVALID_WALLET_ANSWER'

/**
 * The messages of the permissions slice (ERC-7715), one per {@link PermissionsErrorCode}.
 *
 * @example
 * ```ts
 * error.shortMessage === PERMISSIONS_MESSAGES.INVALID_REQUEST
 * ```
 */
export const PERMISSIONS_MESSAGES: Record<PermissionsErrorCode, string> = {
  NO_REQUESTS: 'Ask for at least one permission',
  TOO_MANY_REQUESTS: 'Ask for at most 10 permissions at once',
  INVALID_REQUEST: 'A permission request is not valid',
  NOT_CONNECTED: 'Connect an EVM wallet to manage permissions',
  UNKNOWN_GRANT: 'No granted permission has this context',
  INVALID_WALLET_ANSWER: 'The wallet answered the permission request with something that is not valid',
}

/**
 * Refusal of a permission request before it reaches the wallet, or of a wallet's (or storage's)
 * answer about one, with what is wrong in `details` (cut at 200 characters).
 *
 * @example
 * ```ts
 * await latch.grantPermissions([]).catch((e) => e instanceof PermissionsError && e.code) // 'NO_REQUESTS'
 * ```
 */
export class PermissionsError extends LatchError {
  override name = 'PermissionsError'
  declare readonly code: PermissionsErrorCode
  constructor(code: PermissionsErrorCode, details: string, cause?: unknown) {
    const options = { code, details: describeUntrusted(details, 200) }
    super(PERMISSIONS_MESSAGES[code], cause === undefined ? options : { ...options, cause })
  }
}
