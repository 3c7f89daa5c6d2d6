import type { SiwxSession } from '../../adapters/siwxTypes'

// The sign-in slice's types live one concept per file (the app's config, the state, what the
// controller needs); this module, the slice's actions, names them all for its importers.
export type { SiwxConfig, SiwxMessage } from './siwxConfig'
export type { SiwxAccount, SiwxClient, SiwxControllerDeps, SiwxEventName } from './siwxControllerDeps'
export type { SiwxState } from './siwxState'

/**
 * Sign-in actions (`latch.siwx`).
 *
 * @example
 * ```ts
 * latch.siwx.requestSignMessage() // from the SIWXSignMessage view's "Sign" button
 * ```
 */
export interface SiwxActions {
  /**
   * After connect: when sign-in is on, check every connected account on a network sign-in supports;
   * the first without a session (the active namespace's first) gets the sign view (or DataCapture).
   */
  initializeIfEnabled(): Promise<void>
  /** Check the connected accounts' sessions again without opening anything (after a disconnect). */
  refresh(): Promise<void>
  /**
   * Create, sign and store a session for the account the prompt is for; resolves with it, or
   * `undefined` when signing failed. Closes the modal once no connected account waits for a session,
   * else asks the next one.
   */
  requestSignMessage(): Promise<SiwxSession | undefined>
  /**
   * The user cancels signing (SPEC §4 cancel rules). Required: switch back to the last network with a
   * session when there is one, then disconnect every wallet whose account still has no session (all
   * of its namespaces), so no account stays connected without one. Not required: just close. Also
   * while the wallet is still asking: its late answer is dropped (no session is kept).
   */
  cancelSignMessage(): Promise<void>
  /**
   * True when sign-in is required and a connected account waits for its session: the modal then
   * refuses to close the sign-in and approval views.
   */
  isRequiredWithoutSession(): boolean
  /**
   * DataCapture's answer: keeps the email the user gave (trimmed) for the sign-in that asked for it
   * (`createMessage` receives it), or forgets it when `undefined` ("Skip"). Forgetting is done when
   * it returns; an email is checked by the sign-in slice's code (loaded on first use, so an app that
   * never asks for an email does not load the check before the first click).
   *
   * @throws {ValidationError} "Invalid email" (code `INVALID_EMAIL`, the promise rejects), keeping nothing.
   */
  captureEmail(input: string | undefined): Promise<void>
  /** Forget the session flags and the captured email (on disconnect). */
  reset(): void
}
