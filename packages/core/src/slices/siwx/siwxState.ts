import type { CaipNetworkId, ChainNamespace } from '../../shared/networks/types'

/**
 * Sign-in state.
 *
 * @example
 * ```ts
 * latch.getState().siwx.signing // true while the wallet prompt is open
 * ```
 */
export type SiwxState = {
  /** True while a message is being created, signed and stored. */
  signing: boolean
  /** True when every connected account that sign-in covers has a session (and there is at least one). */
  hasSession: boolean
  /** The last network a session was made or found on (cancel switches back to it when required). */
  lastSessionNetworkId: CaipNetworkId | undefined
  /**
   * The namespace whose connected account the sign-in prompt is for, while one still has no session
   * (the active namespace's first); `undefined` when none waits.
   */
  pendingNamespace: ChainNamespace | undefined
  /**
   * The email the user gave on DataCapture (trimmed and checked), handed to `createMessage`;
   * `undefined` when none was given (skipped, or capture off). Cleared on reset.
   */
  email: string | undefined
}
