import type { SiwxError } from '../shared/errors/errors'
import type { CaipNetworkId } from '../shared/networks/types'

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
