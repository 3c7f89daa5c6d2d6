import type { SendState } from './types'

/**
 * A fresh send slice: every field empty, not loading.
 *
 * @returns The initial {@link SendState}.
 * @example
 * ```ts
 * const send = proxy(createInitialSendState())
 * ```
 */
export function createInitialSendState(): SendState {
  return {
    token: undefined,
    sendTokenAmount: undefined,
    receiverAddress: undefined,
    receiverProfileImageUrl: undefined,
    receiverProfileName: undefined,
    networkBalanceInUSD: undefined,
    loading: false,
    tokenBalances: [],
    lastRetry: undefined,
    fee: undefined,
    feeSponsored: false,
    feeEstimating: false,
    receiverResolving: false,
  }
}
