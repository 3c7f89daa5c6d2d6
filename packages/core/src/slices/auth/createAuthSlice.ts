import { lazy } from '../../shared/lazy/lazy'
import { delegateAsync, lazyPart } from '../../shared/lazy/lazyFacades'
import type { ApprovalContext, ApprovalRequest } from './approval/approvalContext'
import type { ApprovalActions, ApprovalState } from './approval/types'
import { AUTH_ACTION_NAMES } from './authActionNames'
import type { AuthContext } from './createAuthController'
import type { AuthActions } from './types'

/**
 * What the auth slice needs: the auth controller's deps and the approval controller's.
 *
 * @example
 * ```ts
 * const deps: AuthSliceParameters = { auth: authContext, approvalState: state.approval, approval: approvalContext }
 * ```
 */
export type AuthSliceParameters = {
  auth: AuthContext
  approvalState: ApprovalState
  approval: ApprovalContext
}

/**
 * The email/social login slice (`latch.auth`) and its approvals (`latch.approval`): the controllers
 * load on first use (a login, a restore, a not-safe request of the embedded wallet), so an app
 * without `auth` never loads them.
 *
 * @param deps - See {@link AuthSliceParameters}.
 * @returns The auth actions, the approval actions, `ask` (for the auth adapters) and `dispose`.
 * @example
 * ```ts
 * const slice = createAuthSlice(deps)
 * await slice.auth.connectEmail('a@b.co')
 * ```
 */
export function createAuthSlice(deps: AuthSliceParameters) {
  const auth = lazy(() =>
    import('./createAuthController').then(({ createAuthController }) =>
      createAuthController(deps.auth.state, deps.auth),
    ),
  )
  const approval = lazy(() =>
    import('./approval/createApprovalController').then(({ createApprovalController }) =>
      createApprovalController(deps.approvalState, deps.approval),
    ),
  )
  const actions: AuthActions = delegateAsync(
    lazyPart(auth, (a) => a.actions),
    AUTH_ACTION_NAMES,
  )
  const approvalActions: ApprovalActions = {
    pending: () => deps.approvalState.pending,
    approve: (id) => approval.peek()?.actions.approve(id) ?? false,
    decline: (id) => approval.peek()?.actions.decline(id) ?? false,
  }
  return {
    auth: actions,
    approval: approvalActions,
    ask(request: ApprovalRequest): Promise<boolean> {
      // at once when loaded: the request's view opens in the same turn
      const loaded = approval.peek()
      return loaded
        ? loaded.actions.ask(request)
        : approval.load().then((controller) => controller.actions.ask(request))
    },
    /** Loads the slice ahead of the user's click (a social popup must open inside it). */
    preload: () => Promise.all([auth.load(), approval.load(), import('./provider/authAdapter')]),
    /** Ends a login's pending work (an email-change poll) when the login is gone. */
    dispose: () => auth.peek()?.dispose(),
  }
}
