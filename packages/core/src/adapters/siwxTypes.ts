import type { ChainNamespace } from '../shared/networks/types'
import type { SiwxExpectations, SiwxMessageData, SiwxSession, SiwxVerification } from './siwxSession'

// The sign-in message, session and verification types live in their own file beside the verifier
// contracts; this module names them all for the adapters.
export type { SiwxExpectations, SiwxMessageData, SiwxSession, SiwxVerification } from './siwxSession'

/**
 * The chain-specific half of sign-in, supplied by each adapter: the message format of its
 * namespace (EIP-4361, Sign-In-With-Solana, CAIP-122) and verification. `check` and `verify` are
 * pure (no storage, no state): the message is parsed again and every field compared with the
 * session data, then the expectations and the time bounds are checked, then the signature.
 *
 * @example
 * ```ts
 * const text = adapter.siwx.formatMessage(data)
 * const ok = await adapter.siwx.verify({ data, message: text, signature }, { domain: location.host })
 * ```
 */
export interface SiwxVerifier {
  readonly namespace: ChainNamespace
  /** Build the exact text the wallet signs. */
  formatMessage(data: SiwxMessageData): string
  /** Parse a message text back to its data; throws a `ValidationError` on malformed input. */
  parseMessage(message: string): SiwxMessageData
  /** Check a session: valid with the signed data, or the typed reason it is refused. */
  check(session: SiwxSession, expected?: SiwxExpectations): Promise<SiwxVerification>
  /** True when {@link SiwxVerifier.check} finds the session valid. */
  verify(session: SiwxSession, expected?: SiwxExpectations): Promise<boolean>
}

/**
 * An adapter's sign-in verifier (`adapter.siwx`): a {@link SiwxVerifier} whose methods may answer
 * through a promise, so that an adapter loads its message format, address checks and signature
 * verification on first use instead of in the page's first load (see {@link lazySiwxVerifier}).
 * Every {@link SiwxVerifier} is one; callers `await` each method.
 *
 * @example
 * ```ts
 * const text = await adapter.siwx.formatMessage(data)
 * const ok = await adapter.siwx.verify({ data, message: text, signature }, { domain: location.host })
 * ```
 */
export interface AdapterSiwxVerifier {
  readonly namespace: ChainNamespace
  /** Build the exact text the wallet signs. */
  formatMessage(data: SiwxMessageData): string | Promise<string>
  /** Parse a message text back to its data; throws (or rejects with) a `ValidationError` on malformed input. */
  parseMessage(message: string): SiwxMessageData | Promise<SiwxMessageData>
  /** Check a session: valid with the signed data, or the typed reason it is refused. */
  check(session: SiwxSession, expected?: SiwxExpectations): Promise<SiwxVerification>
  /** True when {@link AdapterSiwxVerifier.check} finds the session valid. */
  verify(session: SiwxSession, expected?: SiwxExpectations): Promise<boolean>
  /** Loads the verifier's code ahead of use (before the click that signs in); resolves when loaded. */
  preload?(): Promise<unknown>
}
