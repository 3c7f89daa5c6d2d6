import { LatchError } from '@latch/core/kit'

/**
 * The messages of {@link RecoverError}, defined once: what the offline recovery page and the
 * `latch-embedded-wallet` command answer when they cannot go on.
 *
 * @example
 * ```ts
 * RECOVER_ERROR_MESSAGES.cancelled // 'Nothing was shown: the confirmation was not given'
 * ```
 */
export const RECOVER_ERROR_MESSAGES = {
  usage:
    'Usage: latch-embedded-wallet recover --kit <file|code> --share <text|file> [--sign-message <text>] [--sign-evm-transaction <json file>] [--export [--yes]]',
  tooLarge: 'The input is too large to be a recovery kit, a share or a transaction',
  unreadable: 'The file cannot be read',
  noShare: 'Choose a device share or paste one',
  noKit: 'Give the recovery kit: its file or its code',
  messageTooLong: 'The message is too long to sign here',
  transactionJson: 'The transaction is not a JSON object of EIP-1559 fields',
  cancelled: 'Nothing was shown: the confirmation was not given',
} as const

/**
 * Codes of {@link RecoverError}.
 *
 * - `USAGE`: the command's arguments are missing or unknown.
 * - `INPUT_TOO_LARGE`: a file or text is over the size any kit, share or transaction has.
 * - `INPUT_UNREADABLE`: a named file cannot be read.
 * - `INPUT_MISSING`: the device share or the kit was not given.
 * - `MESSAGE_TOO_LONG`: the message to sign is over its cap.
 * - `TRANSACTION_INVALID`: the transaction text is not JSON of the frame's EIP-1559 fields.
 * - `EXPORT_CANCELLED`: the phrase was not revealed (no confirmation).
 *
 * @example
 * ```ts
 * const code: RecoverErrorCode = 'EXPORT_CANCELLED'
 * ```
 */
export type RecoverErrorCode =
  | 'USAGE'
  | 'INPUT_TOO_LARGE'
  | 'INPUT_UNREADABLE'
  | 'INPUT_MISSING'
  | 'MESSAGE_TOO_LONG'
  | 'TRANSACTION_INVALID'
  | 'EXPORT_CANCELLED'

/**
 * A failure of the offline recovery (page or command) that is not a share's: bad arguments, input
 * too large, a transaction that is not JSON, a reveal not confirmed.
 *
 * @example
 * ```ts
 * throw new RecoverError(RECOVER_ERROR_MESSAGES.cancelled, { code: 'EXPORT_CANCELLED' })
 * ```
 */
export class RecoverError extends LatchError {
  override name = 'RecoverError'
  declare readonly code: RecoverErrorCode
  constructor(message: string, extra: { code: RecoverErrorCode; details?: string; cause?: unknown }) {
    super(message, extra)
  }
}
