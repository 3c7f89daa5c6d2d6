import type { ChainAdapter } from '../adapters/types'
import { lazy, withLoaded } from '../shared/lazy/lazy'
import { delegateAsync, lazyPart } from '../shared/lazy/lazyFacades'
import type { ApprovalRequest } from '../slices/auth/approval/createApprovalController'
import type { ApprovalActions } from '../slices/auth/approval/types'
import { AUTH_ACTION_NAMES } from '../slices/auth/authActionNames'
import type { AuthActions } from '../slices/auth/types'
import type { AuthWiringParameters } from './createAuthWiring'

/**
 * Wires the auth slice (email/social login and approvals) to the kernel. The slice and its ports
 * to the router, modal and connection flows (createAuthWiring) load on first use, or on
 * mount when `auth` is set (a social popup then opens inside the click); until then
 * `latch.auth` and `latch.approval` are fronts that behave the same. Its `ask` answers the auth
 * adapters' approval of a not-safe request, and its `review` sends one request through the "review
 * before your wallet" step (`features.review`), which the instance's front puts in front of its
 * adapters as `createLatch()` makes them: a request waits for the step's code (loaded at mount), so
 * none can reach a wallet unreviewed however early it is sent.
 *
 * @param parameters - What the auth wiring reads ({@link AuthWiringParameters}: options, state,
 *   kernel, sign-in facade, login check, `loginEnded`) and the instance's adapters.
 * @returns `latch.auth`, `latch.approval`, `ask` (the approval the auth adapters ask for) and
 *   `review` (one request through the "review before your wallet" step).
 * @example
 * ```ts
 * const auth = wireAuth({ options, state, kernel, siwx, isAuthConnected, loginEnded, adapters })
 * ```
 */
export function wireAuth(
  parameters: AuthWiringParameters & {
    /** The instance's own list of adapters (see `createAuthWiring`). */
    adapters: ChainAdapter[]
  },
): {
  auth: AuthActions
  approval: ApprovalActions
  ask: (request: ApprovalRequest) => Promise<boolean>
  review: (adapter: ChainAdapter, request: Parameters<ChainAdapter['request']>[0]) => Promise<unknown>
} {
  const { options, state, kernel: k } = parameters
  const slice = lazy(() =>
    import('./loadSlices')
      .then((m) => m.loadAuthWiring())
      .then(({ createAuthWiring }) => createAuthWiring(parameters)),
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
    // at once when loaded: the request's view opens in the same turn
    ask: async (request) => withLoaded(slice, (s) => s.ask(request)),
    review: (adapter, request) => slice.load().then((s) => s.reviewBeforeWallet(adapter, request)),
  }
}
