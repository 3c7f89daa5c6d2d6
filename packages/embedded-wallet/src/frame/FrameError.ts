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
  promptsUnavailable: 'The key frame cannot show its prompts to the visitor here',
  recoveryCancelled: 'The recovery kit was not given: nothing changed',
  recoveryWrong: 'This recovery kit does not open this wallet',
  recoveryLocked: 'Too many wrong recovery kits for this account: try again later',
  deviceRevoked: 'This device was removed from the account',
  sharesNone: 'The auth service holds no share of this wallet',
  sharesConflict: 'The wallet was split again elsewhere meanwhile',
  sharesBroken: "The wallet's shares do not rebuild this account's wallet",
  kitUnreadable: 'This is not a recovery kit, or its code has a typo',
  kitOtherWallet: "This recovery kit is another wallet's",
  passkeyCancelled: 'The passkey was not used: nothing changed',
  passkeyUnavailable: 'This browser cannot use passkeys here',
  passkeyRefused: 'The auth service refused this passkey',
  notSender: 'The account is not the sender of this user operation',
  delegationTarget: 'The delegation target is not the configured smart-account implementation',
  smartAccountUnavailable: 'This key frame has no smart-account implementation configured',
  kitReplaced:
    "This recovery kit is not this wallet's current kit (a newer one replaced it, or it is another wallet's)",
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
 * error's `code` and `shortMessage` (never its `details`, `cause` or `meta`). An auth-service
 * refusal keeps the service's code in `meta.apiCode`, and a wrong recovery kit the attempts the
 * account still has in `meta.attemptsLeft`.
 *
 * @example
 * ```ts
 * throw new FrameError(FRAME_ERROR_MESSAGES.unauthorized, { code: 'UNAUTHORIZED' })
 * ```
 */
export class FrameError extends LatchError {
  override name = 'FrameError'
  declare readonly code: FrameErrorCode
  constructor(
    message: string,
    extra: {
      code: FrameErrorCode
      details?: string
      cause?: unknown
      meta?: { apiCode?: string; attemptsLeft?: number }
    },
  ) {
    super(message, extra)
  }
}

/**
 * Whether `error` is the auth service's refusal with the API error code `apiCode` (kept in
 * {@link FrameError}'s `meta.apiCode`).
 *
 * @param error - What was thrown.
 * @param apiCode - One of `API_ERROR_CODES`.
 * @returns `true` for that refusal.
 * @example
 * ```ts
 * if (isApiRefusal(error, ACCOUNT_API_ERROR_CODES.sharesConflict)) await retryOnCurrentSplit()
 * ```
 */
export function isApiRefusal(error: unknown, apiCode: string): error is FrameError {
  return error instanceof FrameError && error.meta.apiCode === apiCode
}
