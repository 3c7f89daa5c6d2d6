/**
 * The messages of the errors the Solana package's exported checks, RPC client and sign-in kit
 * throw, defined once. The send checks shared with core take core's (`MESSAGES`,
 * `NUMBER_MESSAGES`); the messages of the code that loads with the adapter's `init` are
 * `SOLANA_ADAPTER_MESSAGES`, so they stay out of the initial entry.
 *
 * @example
 * ```ts
 * SOLANA_MESSAGES.rpcFailed('getBalance') // 'Solana RPC getBalance failed'
 * ```
 */
export const SOLANA_MESSAGES = Object.freeze({
  /** Code `INVALID_ADDRESS`: the send's receiver. */
  invalidReceiver: 'Invalid receiver address',
  /** Code `INVALID_ADDRESS`: the send's sender. */
  invalidSender: 'Invalid sender address',
  /** Code `INVALID_ADDRESS`: the token's mint. */
  invalidMint: 'Invalid token mint',
  /** Codes `NETWORK`, `RATE_LIMITED`, `SERVER_ERROR`, `INVALID_RESPONSE`: an RPC call failed. */
  rpcFailed: (method: string) => `Solana RPC ${method} failed`,
  /** Code `INVALID_RESPONSE`: the RPC answer is not a JSON-RPC object. */
  invalidResponse: 'Invalid response',
  /** Code `INVALID_SIWX_MESSAGE`: worded as the Stacks adapter's message for the same code. */
  invalidSiwxMessage: 'Invalid sign-in message',
})
