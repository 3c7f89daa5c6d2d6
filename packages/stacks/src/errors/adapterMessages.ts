/**
 * The messages of the errors the Stacks and Bitcoin adapters' own code throws, defined once. That
 * code loads with the adapters' `init`, and these with it.
 *
 * @example
 * ```ts
 * STACKS_ADAPTER_MESSAGES.networkNotConfigured('stacks:1') // 'Network stacks:1 is not configured'
 * ```
 */
export const STACKS_ADAPTER_MESSAGES = Object.freeze({
  /** Code `UNKNOWN_NETWORK`: the network to switch to is not among the adapter's. */
  networkNotConfigured: (caipNetworkId: string) => `Network ${caipNetworkId} is not configured`,
})
