/**
 * The messages of the errors the Stacks adapters' first-load code throws (their options check and
 * the wallet session's front), defined once. The rest load with their code:
 * `STACKS_LOADED_SESSION_MESSAGES` (the loaded wallet session), `STACKS_ADAPTER_MESSAGES` (the
 * adapters' own code, at `init`), `STACKS_DATA_MESSAGES` (the account data readers),
 * `STACKS_REQUEST_MESSAGES`, `STACKS_VALIDATION_MESSAGES`, `STACKS_SIWX_MESSAGES` and
 * `BIP322_MESSAGES`.
 *
 * @example
 * ```ts
 * STACKS_SESSION_MESSAGES.notConnected('LeatherProvider') // 'Wallet "LeatherProvider" is not connected'
 * ```
 */
export const STACKS_SESSION_MESSAGES = Object.freeze({
  /**
   * Code `NOT_CONNECTED`: the named wallet is not connected (naming none, the loaded session says
   * `STACKS_LOADED_SESSION_MESSAGES.noneConnected`).
   */
  notConnected: (walletId: string) => `Wallet "${walletId}" is not connected`,
  /** Code `INVALID_OPTIONS`: the `siwx` option is another namespace's verifier. */
  siwxNotStacks: 'The Stacks sign-in verifier must be for the stacks namespace',
})
