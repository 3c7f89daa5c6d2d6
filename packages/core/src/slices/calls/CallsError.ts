import { LatchError } from '../../shared/errors/LatchError'
import { CALLS_MESSAGES } from './callsMessages'

/**
 * The codes of a {@link CallsError}: a batch refused before anything reaches the wallet, or a
 * wallet answer that is not the EIP-5792 shape.
 *
 * @example
 * ```ts
 * const code: CallsErrorCode = 'EMPTY_BATCH'
 * ```
 */
export type CallsErrorCode =
  | 'EMPTY_BATCH'
  | 'TOO_MANY_CALLS'
  | 'INVALID_CALL'
  | 'INVALID_TO'
  | 'INVALID_VALUE'
  | 'INVALID_DATA'
  | 'UNSUPPORTED_CAPABILITY'
  | 'NOT_CONNECTED'
  | 'INVALID_WALLET_ANSWER'

const MESSAGE_OF: Record<CallsErrorCode, string> = {
  EMPTY_BATCH: CALLS_MESSAGES.emptyBatch,
  TOO_MANY_CALLS: CALLS_MESSAGES.tooManyCalls,
  INVALID_CALL: CALLS_MESSAGES.invalidCall,
  INVALID_TO: CALLS_MESSAGES.invalidTo,
  INVALID_VALUE: CALLS_MESSAGES.invalidValue,
  INVALID_DATA: CALLS_MESSAGES.invalidData,
  UNSUPPORTED_CAPABILITY: CALLS_MESSAGES.unsupportedCapability,
  NOT_CONNECTED: CALLS_MESSAGES.notConnected,
  INVALID_WALLET_ANSWER: CALLS_MESSAGES.invalidWalletAnswer,
}

/**
 * Refusal of a batch of calls (EIP-5792) or of a wallet's answer about one, with what is wrong in
 * `details` (cut at 200 characters). Nothing has reached the wallet when a batch is refused.
 *
 * @example
 * ```ts
 * await latch.sendCalls({ calls: [] }).catch((e) => e instanceof CallsError && e.code) // 'EMPTY_BATCH'
 * ```
 */
export class CallsError extends LatchError {
  override name = 'CallsError'
  declare readonly code: CallsErrorCode
  constructor(code: CallsErrorCode, details: string, cause?: unknown) {
    super(MESSAGE_OF[code], {
      code,
      details: details.length > 200 ? `${details.slice(0, 200)}…` : details,
      ...(cause === undefined ? {} : { cause }),
    })
  }
}
