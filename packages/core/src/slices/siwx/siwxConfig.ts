import type { SiwxSignInRequest } from '../../adapters/signInConnectTypes'
import type { SiwxMessageData, SiwxSession } from '../../adapters/siwxTypes'
import type { CaipNetwork, CaipNetworkId } from '../../shared/networks/types'

/**
 * A sign-in message ready to sign: its data and the exact text.
 *
 * @example
 * ```ts
 * const { data, message } = await siwx.createMessage({ chainId: 'eip155:1', accountAddress })
 * ```
 */
export type SiwxMessage = { data: SiwxMessageData; message: string }

/**
 * Pluggable sign-in (SIWX) storage and policy. Use {@link createDefaultSiwx} or supply your own
 * (for example one that keeps sessions on your backend).
 *
 * @example
 * ```ts
 * const latch = createLatch({ ...options, siwx: createDefaultSiwx({ verifiers, storage, domain, uri }) })
 * ```
 */
export interface SiwxConfig {
  /**
   * Build the message the account signs on a network (fresh nonce, issued now). `email` is the
   * address the user gave on DataCapture (`features.emailCapture`), present only when one was given.
   */
  createMessage(input: {
    chainId: CaipNetworkId
    accountAddress: string
    email?: string
  }): Promise<SiwxMessage>
  /**
   * Build the message of a sign-in done in the connect prompt, before the account is known (fresh
   * nonce, issued now; the wallet writes in the account it connects). With it, a required sign-in
   * asks a wallet that can connect and sign at once for both in one prompt; without it, sign-in is
   * always a second prompt after the connect. The session is then given to `addSession` as a
   * two-step one is.
   */
  createSignInRequest?(input: { chainId: CaipNetworkId }): Promise<SiwxSignInRequest>
  /** Verify and keep a signed session. Rejects, keeping nothing, when it does not verify. */
  addSession(session: SiwxSession): Promise<void>
  /** Unexpired sessions of an account on a network. */
  getSessions(chainId: CaipNetworkId, address: string): Promise<SiwxSession[]>
  /** Forget the sessions of an account on a network. */
  revokeSession(chainId: CaipNetworkId, address: string): Promise<void>
  /** Replace every session (for example with the ones your backend returned). */
  setSessions(sessions: SiwxSession[]): Promise<void>
  /** True when sign-in is required: the modal cannot be closed until the user signs or leaves. */
  getRequired?(): boolean
  /** True when sign-in is offered on this network; default every network. */
  supportsNetwork?(network: CaipNetwork): boolean
}
