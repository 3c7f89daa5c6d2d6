import { describeUntrusted } from '@latch/core/kit'

/**
 * The messages of the errors the WalletConnect connector and its session checks throw with a
 * message of their own, defined once. Values from outside Latch (a dapp's chain id) are cut with
 * `describeUntrusted`. The pairing adapter's, which loads with its `init`, are
 * `WALLETCONNECT_ADAPTER_MESSAGES`.
 *
 * @example
 * ```ts
 * WALLETCONNECT_MESSAGES.invalidChainId('eip155') // 'Invalid CAIP-2 network id "eip155"'
 * ```
 */
export const WALLETCONNECT_MESSAGES = Object.freeze({
  /** Code `INVALID_CHAIN_ID`: the chain of a request is not a CAIP-2 id. */
  invalidChainId: (chainId: unknown) => `Invalid CAIP-2 network id "${describeUntrusted(chainId)}"`,
})
