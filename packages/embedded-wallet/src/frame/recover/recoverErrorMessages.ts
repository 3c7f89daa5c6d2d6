/**
 * The messages of {@link RecoverError}, defined once and keyed by the error's code: what the
 * offline recovery page and the `latch-embedded-wallet` command answer when they cannot go on.
 *
 * - `USAGE`: the command's arguments are missing or unknown.
 * - `INPUT_TOO_LARGE`: a file or text is over the size any kit, share or transaction has.
 * - `INPUT_UNREADABLE`: a named file cannot be read.
 * - `SHARE_MISSING` / `KIT_MISSING`: the device share or the kit was not given.
 * - `MESSAGE_TOO_LONG`: the message to sign is over its cap.
 * - `TRANSACTION_INVALID`: the transaction text is not JSON of the frame's EIP-1559 fields.
 * - `EXPORT_CANCELLED`: the phrase was not revealed (no confirmation).
 *
 * @example
 * ```ts
 * RECOVER_ERROR_MESSAGES.EXPORT_CANCELLED // 'Nothing was shown: the confirmation was not given'
 * ```
 */
export const RECOVER_ERROR_MESSAGES = {
  USAGE:
    'Usage: latch-embedded-wallet recover --kit <file|code> --share <text|file> [--sign-message <text>] [--sign-evm-transaction <json file>] [--export [--yes]]',
  INPUT_TOO_LARGE: 'The input is too large to be a recovery kit, a share or a transaction',
  INPUT_UNREADABLE: 'The file cannot be read',
  SHARE_MISSING: 'Choose a device share or paste one',
  KIT_MISSING: 'Give the recovery kit: its file or its code',
  MESSAGE_TOO_LONG: 'The message is too long to sign here',
  TRANSACTION_INVALID: 'The transaction is not a JSON object of EIP-1559 fields',
  EXPORT_CANCELLED: 'Nothing was shown: the confirmation was not given',
} as const
