/**
 * The messages of the errors the Solana adapter's own code throws (balance reads and transfers),
 * defined once. That code loads with the adapter's `init`, and these with it.
 *
 * @example
 * ```ts
 * SOLANA_ADAPTER_MESSAGES.noRpcUrl('solana:devnet') // 'Network solana:devnet has no RPC URL'
 * ```
 */
export const SOLANA_ADAPTER_MESSAGES = Object.freeze({
  /** No code: the address of a balance request is not base58 of 32 bytes. */
  invalidAddress: 'Invalid Solana address',
  /** No code: the send's sender is another account than the connected one. */
  senderNotConnected: 'The sender is not the connected account',
  /** Code `NO_RPC_URL`: worded as core's and the other adapters' message for the same code. */
  noRpcUrl: (caipNetworkId: string) => `Network ${caipNetworkId} has no RPC URL`,
  /** Code `BELOW_RENT_EXEMPT_MINIMUM`: a SOL transfer to a new account below its rent. */
  belowRentExemptMinimum: 'Amount too small for a new account',
  /** Code `UNKNOWN_MINT`: the token's mint has no account on the network. */
  unknownMint: 'Unknown token mint',
  /** Code `INVALID_TRANSACTION`: a request's transaction to preview is not a wire transaction. */
  unreadableTransaction: 'The transaction cannot be read',
})
