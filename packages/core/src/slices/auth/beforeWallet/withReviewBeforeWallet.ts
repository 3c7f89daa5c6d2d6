import type { ChainAdapter } from '../../../adapters/types'
import type { ApprovalRequest } from '../approval/approvalContext'

/**
 * The app's adapters with the opt-in "review before your wallet" step (`features.review`): each
 * adapter keeps all it has (its connectors, session, providers) and only its `request` is put in
 * front of it, going through `sendAfterReview`, whose code loads with the first request. There
 * a request that moves money or grants authority, to any connector but the embedded wallet's
 * (`ID_AUTH`, which has its own approval: never asked twice), waits in ApproveTransaction as
 * Latch's frozen copy; on Continue that very object goes to the wallet, which shows its own
 * prompt; on decline the caller gets `UserRejectedRequestError` and the wallet hears nothing.
 * Everything else goes straight on.
 *
 * @param adapters - The adapters, one per namespace (after the auth connector joined them).
 * @param ask - Puts a request in ApproveTransaction; resolves true on Continue.
 * @returns The adapters, in the same order.
 * @example
 * ```ts
 * const adapters = withReviewBeforeWallet([evmAdapter()], (request) => latch.approval.ask(request))
 * ```
 */
export function withReviewBeforeWallet(
  adapters: readonly ChainAdapter[],
  ask: (request: ApprovalRequest) => Promise<boolean>,
): ChainAdapter[] {
  return adapters.map((adapter) => {
    const reviewed = Object.create(adapter) as ChainAdapter
    reviewed.request = (params) =>
      import('./sendAfterReview').then((m) => m.sendAfterReview(adapter, params, ask))
    return reviewed
  })
}
