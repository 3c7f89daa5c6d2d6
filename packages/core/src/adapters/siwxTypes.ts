import type { SiwxError } from '../shared/errors/errors'
import type { CaipNetworkId, ChainNamespace } from '../shared/networks/types'

/**
 * The data of a sign-in message (SPEC §3 sign-in session `data`). Times are ISO-8601 strings.
 *
 * @example
 * ```ts
 * const data: SiwxMessageData = {
 *   accountAddress: '0xf39F...', chainId: 'eip155:1', domain: 'app.example', uri: 'https://app.example',
 *   version: '1', nonce: 'n0nce1234', issuedAt: new Date().toISOString(),
 * }
 * ```
 */
export type SiwxMessageData = {
  accountAddress: string
  chainId: CaipNetworkId
  /**
   * The optional `scheme://` before the domain on the header line (EIP-4361 / CAIP-122 `scheme`,
   * e.g. `https`); absent when the line names the domain alone.
   */
  scheme?: string
  /** The domain (RFC 3986 authority: host and optional port), never with a scheme. */
  domain: string
  uri: string
  version: string
  nonce: string
  issuedAt: string
  notBefore?: string
  expirationTime?: string
  statement?: string
  resources?: string[]
  requestId?: string
}

/**
 * A sign-in session (SPEC §3): the data, the exact message text signed, and the signature.
 *
 * @example
 * ```ts
 * await siwx.addSession({ data, message, signature })
 * ```
 */
export type SiwxSession = {
  data: SiwxMessageData
  message: string
  signature: string
}

/**
 * What a verifier checks a session against besides its own signature. Each given value must equal
 * the message's; `now` (default: the current time) must be within the message's time bounds:
 * not before `Not Before`, before `Expiration Time`, and no earlier than `Issued At` minus
 * `clockSkewMs` (default `SIWX_LIMITS.clockSkewMs`, 60 s). `scheme` is the app's origin scheme
 * (`https`): a message that names another scheme is refused; one that names none is accepted.
 *
 * @example
 * ```ts
 * const expected: SiwxExpectations = { domain: 'app.example', uri: 'https://app.example', nonce, now: new Date() }
 * ```
 */
export type SiwxExpectations = {
  scheme?: string | undefined
  domain?: string | undefined
  uri?: string | undefined
  chainId?: CaipNetworkId | undefined
  nonce?: string | undefined
  now?: Date | undefined
  clockSkewMs?: number | undefined
}

/**
 * The result of checking a session: the data read from the signed message when every check
 * passes, else the typed error saying which check failed.
 *
 * @example
 * ```ts
 * const result = await verifier.check(session, { domain, uri })
 * if (!result.valid) throw result.error
 * ```
 */
export type SiwxVerification = { valid: true; data: SiwxMessageData } | { valid: false; error: SiwxError }

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
