/**
 * The messages of the errors the EVM transfers throw, defined once. The send code loads with the
 * first send, and these with it.
 *
 * @example
 * ```ts
 * EVM_SEND_MESSAGES.transferWouldFail // 'The transfer would fail'
 * ```
 */
export const EVM_SEND_MESSAGES = Object.freeze({
  /** Code `AMOUNT_TOO_LARGE`: the amount does not fit a uint256. */
  amountTooLarge: 'Amount is too large',
  /** Code `TRANSFER_WOULD_FAIL`: the simulated transfer reverted or returned false. */
  transferWouldFail: 'The transfer would fail',
})
