import { LatchError } from '@latch/core/kit'
import type { FRAME_ERROR_CODES } from '../protocol/frame'

/**
 * The messages the key frame answers errors with, defined once. None ever carries key material.
 *
 * @example
 * ```ts
 * FRAME_ERROR_MESSAGES.notConnected // 'No wallet is loaded'
 * ```
 */
export const FRAME_ERROR_MESSAGES = {
  notConnected: 'No wallet is loaded',
  unauthorized: 'The session is not valid',
  invalidParams: 'Invalid params',
  unknownMethod: 'Unknown method',
  internal: 'The key frame could not complete the request',
  authUnavailable: 'The auth service could not be reached',
  authInvalidResponse: 'The auth service answered an unexpected response',
  vaultUnreadable: 'The wallet stored in this browser could not be opened',
  walletElsewhere: "This browser does not hold the keys of this account's wallet",
  walletProofRefused: 'The auth service refused the proof that this browser holds the wallet keys',
} as const

/**
 * A key-frame error code (one of `FRAME_ERROR_CODES`).
 *
 * @example
 * ```ts
 * const code: FrameErrorCode = 'NOT_CONNECTED'
 * ```
 */
export type FrameErrorCode = (typeof FRAME_ERROR_CODES)[keyof typeof FRAME_ERROR_CODES]

/**
 * A failure inside the key frame, answered to the page as `{ error: { code, message } }` with this
 * error's `code` and `shortMessage` (never its `details` or `cause`).
 *
 * @example
 * ```ts
 * throw new FrameError(FRAME_ERROR_MESSAGES.unauthorized, { code: 'UNAUTHORIZED' })
 * ```
 */
export class FrameError extends LatchError {
  override name = 'FrameError'
  declare readonly code: FrameErrorCode
  constructor(message: string, extra: { code: FrameErrorCode; details?: string; cause?: unknown }) {
    super(message, extra)
  }
}
