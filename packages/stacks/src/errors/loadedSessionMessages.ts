/**
 * The messages of the errors only the loaded wallet session throws (its code loads with `init`),
 * defined once; the ones the page's first load throws too are `STACKS_SESSION_MESSAGES`.
 *
 * @example
 * ```ts
 * STACKS_LOADED_SESSION_MESSAGES.walletRequired('stx_signMessage')
 * // 'Several wallets are connected: name one for stx_signMessage'
 * ```
 */
export const STACKS_LOADED_SESSION_MESSAGES = Object.freeze({
  /** Code `WALLET_REQUIRED`: a request names no wallet while several are connected. */
  walletRequired: (method: string) => `Several wallets are connected: name one for ${method}`,
  /** Code `NOT_CONNECTED`: a request names no wallet and none is connected. */
  noneConnected: 'No Stacks or Bitcoin wallet is connected',
})
