import type { RouterView } from './views'

/**
 * Views whose close is vetoed while a required sign-in has no session (SPEC §2): the sign view, the
 * DataCapture step that opens instead of it when email capture is on, and the approval view.
 *
 * @example
 * ```ts
 * SIGN_IN_GUARDED_VIEWS.includes('SIWXSignMessage') // true
 * ```
 */
export const SIGN_IN_GUARDED_VIEWS: readonly RouterView[] = [
  'DataCapture',
  'SIWXSignMessage',
  'ApproveTransaction',
]

/**
 * The SPEC §2 closing rule for the view left behind: Connect, or in embedded mode Account when
 * connected and Connect otherwise.
 *
 * @param input - Embedded mode and connection.
 * @returns The view the router resets to on close.
 * @example
 * ```ts
 * resolveCloseView({ embedded: true, connected: true }) // 'Account'
 * ```
 */
export function resolveCloseView(input: { embedded: boolean; connected: boolean }): RouterView {
  return input.embedded && input.connected ? 'Account' : 'Connect'
}

/**
 * True when closing must be refused: the sign (or DataCapture) or approve view is shown, sign-in is
 * required and a connected account has no session yet (SPEC §2).
 *
 * @param input - Current view and sign-in state.
 * @returns Whether to refuse the close (and shake instead).
 * @example
 * ```ts
 * isCloseRefused({ view: 'SIWXSignMessage', signInRequiredWithoutSession: true }) // true
 * ```
 */
export function isCloseRefused(input: { view: RouterView; signInRequiredWithoutSession: boolean }): boolean {
  return SIGN_IN_GUARDED_VIEWS.includes(input.view) && input.signInRequiredWithoutSession
}
