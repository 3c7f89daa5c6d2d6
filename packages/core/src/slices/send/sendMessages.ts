/**
 * Send messages that are not in the SPEC catalogue (the SPEC's own three live in `MESSAGES`:
 * amountAndReceiverRequired, tokenRequired, unsupportedChain).
 *
 * @example
 * ```ts
 * error.shortMessage === SEND_MESSAGES.insufficientBalance
 * ```
 */
export const SEND_MESSAGES = {
  notConnected: 'Connect a wallet to send',
  amountNotPositive: 'Amount must be greater than zero',
  insufficientBalance: 'Amount exceeds the token balance',
  insufficientForFee: 'Amount plus the network fee exceeds the balance',
  nameNotFound: 'No address found for this name',
  invalidReceiver: 'Receiver address is not valid for this network',
  invalidReceiverChecksum: 'Receiver address checksum is invalid: check the address for a typo',
  tokenOnOtherNetwork: 'The token is not on the active network',
  inProgress: 'A send is already in progress',
} as const
