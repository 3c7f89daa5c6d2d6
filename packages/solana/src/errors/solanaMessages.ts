/**
 * The messages of the errors the Solana adapter throws with a message of its own, defined once.
 * The send checks shared with core take core's (`MESSAGES`, `NUMBER_MESSAGES`).
 *
 * @example
 * ```ts
 * SOLANA_MESSAGES.rpcFailed('getBalance') // 'Solana RPC getBalance failed'
 * ```
 */
export const SOLANA_MESSAGES = Object.freeze({
  /** No code: the address of a balance request is not base58 of 32 bytes. */
  invalidAddress: 'Invalid Solana address',
  /** Code `INVALID_ADDRESS`: the send's receiver. */
  invalidReceiver: 'Invalid receiver address',
  /** Code `INVALID_ADDRESS`: the send's sender. */
  invalidSender: 'Invalid sender address',
  /** Code `INVALID_ADDRESS`: the token's mint. */
  invalidMint: 'Invalid token mint',
  /** No code: the send's sender is another account than the connected one. */
  senderNotConnected: 'The sender is not the connected account',
  /** Code `NO_RPC_URL`: worded as core's and the other adapters' message for the same code. */
  noRpcUrl: (caipNetworkId: string) => `Network ${caipNetworkId} has no RPC URL`,
  /** Code `BELOW_RENT_EXEMPT_MINIMUM`: a SOL transfer to a new account below its rent. */
  belowRentExemptMinimum: 'Amount too small for a new account',
  /** Code `UNKNOWN_MINT`: the token's mint has no account on the network. */
  unknownMint: 'Unknown token mint',
  /** Codes `NETWORK`, `RATE_LIMITED`, `SERVER_ERROR`, `INVALID_RESPONSE`: an RPC call failed. */
  rpcFailed: (method: string) => `Solana RPC ${method} failed`,
  /** Code `INVALID_RESPONSE`: the RPC answer is not a JSON-RPC object. */
  invalidResponse: 'Invalid response',
  /** Code `INVALID_SIWX_MESSAGE`: worded as the Stacks adapter's message for the same code. */
  invalidSiwxMessage: 'Invalid sign-in message',
})
