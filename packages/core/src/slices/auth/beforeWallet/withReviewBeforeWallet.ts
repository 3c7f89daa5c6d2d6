import type { ChainAdapter } from '../../../adapters/types'

/**
 * Puts the opt-in "review before your wallet" step (`features.review`) in front of the instance's
 * adapters, in place, while the instance is built (before anything uses them): each adapter keeps
 * all it has (its connectors, session, providers) and only its `request` goes through `review`
 * (the instance's `sendAfterReview`, whose code loads with the auth slice on the first request).
 * There a request that moves money or grants authority, to any connector but the embedded
 * wallet's (`ID_AUTH`, which has its own approval: never asked twice), waits in ApproveTransaction
 * as Latch's frozen copy; on Continue that very object goes to the wallet, which shows its own
 * prompt; on decline the caller gets `UserRejectedRequestError` and the wallet hears nothing.
 * Everything else goes straight on.
 *
 * @param adapters - The instance's own list of adapters (after the auth connector joined them).
 * @param review - Sends one request of an adapter through the step.
 * @example
 * ```ts
 * withReviewBeforeWallet(adapters, (adapter, request) => sendAfterReview(adapter, request, ask))
 * ```
 */
export function withReviewBeforeWallet(
  adapters: ChainAdapter[],
  review: (adapter: ChainAdapter, request: Parameters<ChainAdapter['request']>[0]) => Promise<unknown>,
): void {
  adapters.forEach((adapter, index) => {
    adapters[index] = Object.assign(Object.create(adapter) as ChainAdapter, {
      request: (request: Parameters<ChainAdapter['request']>[0]) => review(adapter, request),
    })
  })
}
