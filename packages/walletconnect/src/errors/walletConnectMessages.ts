import { describeUntrusted } from '@latch/core/kit'

/**
 * The messages of the errors the WalletConnect package throws with a message of its own, defined
 * once. Values from outside Latch (a dapp's chain id) are cut with `describeUntrusted`.
 *
 * @example
 * ```ts
 * WALLETCONNECT_MESSAGES.noRpcUrl('eip155:1') // 'Network eip155:1 has no RPC URL'
 * ```
 */
export const WALLETCONNECT_MESSAGES = Object.freeze({
  /** Code `NO_RPC_URL`: worded as core's and the other adapters' message for the same code. */
  noRpcUrl: (caipNetworkId: string) => `Network ${caipNetworkId} has no RPC URL`,
  /** Code `INVALID_CHAIN_ID`: the chain of a request is not a CAIP-2 id. */
  invalidChainId: (chainId: unknown) => `Invalid CAIP-2 network id "${describeUntrusted(chainId)}"`,
})
