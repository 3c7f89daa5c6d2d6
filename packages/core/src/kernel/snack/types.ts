/**
 * Toast kinds (SPEC §8): success, error, loading.
 *
 * @example
 * ```ts
 * const variant: SnackVariant = 'loading'
 * ```
 */
export type SnackVariant = 'success' | 'error' | 'loading'

/**
 * Toast state: what is shown now.
 *
 * @example
 * ```ts
 * latch.getState().snack // { open: true, message: 'Authenticating...', variant: 'loading', autoClose: false }
 * ```
 */
export type SnackState = {
  open: boolean
  message: string
  variant: SnackVariant
  /** False for loading toasts: they stay until replaced or hidden. */
  autoClose: boolean
}

/**
 * Toast actions (`latch.snack`). A new toast replaces the current one after 150 ms.
 *
 * Errors once: an error of something the user does in a view (a form, a code, a login, a send, a
 * wallet request) is thrown to that view and recorded in state (`auth.error`), and the view shows
 * it inline where the user acted; it is never toasted as well. The error toast is for work with no
 * view of its own: background fetches and the SPEC §8 toasts ("Token Balance Unavailable",
 * "Failed to fetch transactions", "Failed to disconnect", sign-in's "Error signing message" and
 * "A problem occurred while trying initialize authentication").
 *
 * @example
 * ```ts
 * latch.snack.showLoading('Authenticating...')
 * ```
 */
export interface SnackActions {
  /** Show a success toast (closes by itself). */
  showSuccess(message: string): void
  /** Show an error toast (closes by itself). */
  showError(message: string): void
  /** Show a loading toast; it never closes by itself. */
  showLoading(message: string): void
  /** Hide the toast now. */
  hide(): void
}
