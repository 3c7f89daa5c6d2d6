/**
 * Core's send and amount messages (`send.error.*`, `amount.error.*` and the two send checks of
 * `errors.*`), verbatim: only the Send views show them (a field's or the preview's error, from
 * core's send checks), so their English loads with those views rather than with the i18n runtime.
 * The views hand them to the instance's translator before they render
 * (`useViewTranslation(enSend, enSendErrors)` in `@latch/react`), and the translator's `message`
 * finds their keys from then on. Every other locale keeps these keys in its one chunk.
 *
 * @example
 * ```ts
 * enSendErrors['send.error.insufficientBalance'] // 'Amount exceeds the token balance'
 * ```
 */
export const enSendErrors = {
  'send.error.notConnected': 'Connect a wallet to send',
  'send.error.amountNotPositive': 'Amount must be greater than zero',
  'send.error.insufficientBalance': 'Amount exceeds the token balance',
  'send.error.insufficientForFee': 'Amount plus the network fee exceeds the balance',
  'send.error.nameNotFound': 'No address found for this name',
  'send.error.invalidReceiver': 'Receiver address is not valid for this network',
  'send.error.invalidReceiverChecksum': 'Receiver address checksum is invalid: check the address for a typo',
  'send.error.tokenOnOtherNetwork': 'The token is not on the active network',
  'send.error.inProgress': 'A send is already in progress',
  'amount.error.malformedAmount': 'Amount is not a decimal number',
  'amount.error.tooManyDecimals': 'Amount has more decimal places than the token allows',
  'amount.error.negativeAmount': 'Amount must not be negative',
  'errors.amountAndReceiverRequired': 'An amount and receiver address are required',
  'errors.tokenRequired': 'A token is required',
} as const
