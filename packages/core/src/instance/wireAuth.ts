import type { ChainAdapter } from '../adapters/types'
import { delegateAsync, lazy, lazyPart, withLoaded } from '../shared/lazy/lazy'
import type { ApprovalRequest } from '../slices/auth/approval/createApprovalController'
import type { ApprovalActions } from '../slices/auth/approval/types'
import { AUTH_ACTION_NAMES } from '../slices/auth/authActionNames'
import { withReviewBeforeWallet } from '../slices/auth/beforeWallet/withReviewBeforeWallet'
import type { AuthActions } from '../slices/auth/types'
import type { AuthWiringParameters } from './createAuthWiring'
import type { Reaction } from './createReaction'

/**
 * Wires the auth slice (email/social login and approvals) to the kernel. The slice and its ports
 * to the router, modal and connection flows (createAuthWiring) load on first use, or on
 * mount when `auth` is set (a social popup then opens inside the click); until then
 * `latch.auth` and `latch.approval` are fronts that behave the same. It answers the named reaction
 * `approvalAsked` (the auth adapters ask for a not-safe request). With `features.review` it puts
 * the "review before your wallet" step in front of the instance's adapters at once, as the
 * instance is built: a request waits for the step's code (loaded at mount), so none can reach a
 * wallet unreviewed however early it is sent.
 *
 * @param parameters - What the auth wiring reads ({@link AuthWiringParameters}: options, state,
 *   kernel, sign-in facade, login check, `loginEnded`), the `approvalAsked` reaction and the
 *   instance's adapters.
 * @returns `latch.auth` and `latch.approval`.
 * @example
 * ```ts
 * const auth = wireAuth({ options, state, kernel, siwx, isAuthConnected, loginEnded, approvalAsked, adapters })
 * ```
 */
export function wireAuth(
  parameters: AuthWiringParameters & {
    approvalAsked: Reaction<[ApprovalRequest, (approved: Promise<boolean>) => void]>
    /** The instance's own list of adapters (see `createAuthWiring`). */
    adapters: ChainAdapter[]
  },
): { auth: AuthActions; approval: ApprovalActions } {
  const { options, state, kernel: k } = parameters
  const slice = lazy(() =>
    import('./loadSlices')
      .then((m) => m.loadAuthWiring())
      .then(({ createAuthWiring }) => createAuthWiring(parameters)),
  )
  // at once when loaded: the request's view opens in the same turn
  parameters.approvalAsked.add((request, answer) => answer(withLoaded(slice, (s) => s.ask(request))))
  // `features.review`: the step is in front of the adapters from the start, so no request can pass
  // before its code has loaded (it loads at mount, and a request waits for it)
  if (options.features?.review)
    withReviewBeforeWallet(parameters.adapters, (adapter, request) =>
      slice.load().then((s) => s.reviewBeforeWallet(adapter, request)),
    )
  // the login's code loads with the page when `auth` is set: a social popup opens inside the click
  if (options.auth || options.features?.review)
    k.mounted.add(() => k.holdReady(slice.load().then((s) => s.preload())))
  return {
    auth: delegateAsync(
      lazyPart(slice, (s) => s.auth),
      AUTH_ACTION_NAMES,
    ),
    // nothing is pending, approved or declined before the approvals' code has loaded
    approval: {
      pending: () => state.approval.pending,
      approve: (id) => slice.peek()?.approval.approve(id) ?? false,
      decline: (id) => slice.peek()?.approval.decline(id) ?? false,
    },
  }
}
