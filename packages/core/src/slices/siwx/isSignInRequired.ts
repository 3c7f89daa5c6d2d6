import type { SiwxAccount, SiwxConfig, SiwxState } from './types'

/**
 * True while a required sign-in waits for a connected account without a session: the modal then
 * refuses to close (SPEC §2).
 *
 * @param state - The sign-in state.
 * @param siwx - The app's sign-in configuration, if any.
 * @param accounts - The connected accounts.
 * @returns Whether the sign-in is required and still missing.
 * @example
 * ```ts
 * isSignInRequired(state.siwx, options.siwx, accounts) // true → closing shakes the modal
 * ```
 */
export function isSignInRequired(
  state: Pick<SiwxState, 'pendingNamespace'>,
  siwx: SiwxConfig | undefined,
  accounts: readonly Pick<SiwxAccount, 'namespace'>[],
): boolean {
  const pending = state.pendingNamespace
  return (
    siwx?.getRequired?.() === true && pending !== undefined && accounts.some((a) => a.namespace === pending)
  )
}
