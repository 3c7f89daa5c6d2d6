/**
 * The messages of the errors the WalletConnect pairing adapter's own code throws, defined once.
 * That code loads with the adapter's `init`, and these with it.
 *
 * @example
 * ```ts
 * WALLETCONNECT_ADAPTER_MESSAGES.noRpcUrl('eip155:1') // 'Network eip155:1 has no RPC URL'
 * ```
 */
export const WALLETCONNECT_ADAPTER_MESSAGES = Object.freeze({
  /** Code `NO_RPC_URL`: worded as core's and the other adapters' message for the same code. */
  noRpcUrl: (caipNetworkId: string) => `Network ${caipNetworkId} has no RPC URL`,
})
