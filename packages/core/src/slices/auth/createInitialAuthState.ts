import type { AuthState } from './types'

/**
 * The auth slice at rest.
 *
 * @returns Nothing in progress.
 * @example
 * ```ts
 * const state = proxy(createInitialAuthState())
 * ```
 */
export function createInitialAuthState(): AuthState {
  return {
    email: undefined,
    newEmail: undefined,
    socialProvider: undefined,
    farcasterUri: undefined,
    loading: false,
    awaitingEmailConfirmation: false,
    error: undefined,
    codeSentTo: undefined,
    attemptsLeft: undefined,
    needsNewCode: false,
  }
}
