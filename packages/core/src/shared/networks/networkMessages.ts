/**
 * Messages of the errors the network helpers throw (CAIP ids, the hosted RPC), for the developer:
 * not SPEC catalogue messages, each defined once.
 *
 * @example
 * ```ts
 * throw new ValidationError(NETWORK_MESSAGES.invalidCaipNetwork(id), { code: 'INVALID_CAIP_NETWORK' })
 * ```
 */
export const NETWORK_MESSAGES = {
  /** `INVALID_CAIP_NETWORK`. */
  invalidCaipNetwork: (id: string) => `Invalid CAIP-2 network id "${id}"`,
  /** `INVALID_CAIP_ADDRESS`. */
  invalidCaipAddress: (caipAddress: string) => `Invalid CAIP-10 address "${caipAddress}"`,
  /** `INVALID_RPC_URL`. */
  invalidRpcUrl: 'options.rpcUrl must be an http(s) URL',
  /** `NO_RPC_URL`. */
  noRpcUrl: (caipNetworkId: string) => `Network ${caipNetworkId} has no RPC URL`,
} as const
