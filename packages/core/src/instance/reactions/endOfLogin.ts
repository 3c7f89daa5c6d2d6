import { createInitialAuthState } from '../../slices/auth/createInitialAuthState'
import type { AuthState } from '../../slices/auth/types'

/**
 * Reaction "end of login": a disconnect that ended the email or social login (`loginEnded`) takes
 * the login's state with it and stops its pending work (an email-change poll).
 *
 * @param state - The instance state (its `auth` slice is reset).
 * @param deps - The `loginEnded` reaction point and the loaded login's `dispose`.
 * @returns Stops the reaction.
 * @example
 * ```ts
 * endOfLogin(state, { loginEnded, disposeLogin: slice.dispose })
 * ```
 */
export function endOfLogin(
  state: { auth: AuthState },
  deps: { loginEnded: { add(handler: () => void): () => void }; disposeLogin: () => void },
): () => void {
  return deps.loginEnded.add(() => {
    deps.disposeLogin()
    Object.assign(state.auth, createInitialAuthState())
  })
}
