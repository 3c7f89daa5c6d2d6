import type { CaipNetworkId, ChainNamespace } from '../networks/types'

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
 * The chain-specific half of sign-in, supplied by each adapter: the message format of its
 * namespace (EIP-4361, Sign-In-With-Solana, CAIP-122) and signature verification.
 *
 * @example
 * ```ts
 * const text = adapter.siwx.formatMessage(data)
 * const ok = await adapter.siwx.verify({ data, message: text, signature })
 * ```
 */
export interface SiwxVerifier {
  readonly namespace: ChainNamespace
  /** Build the exact text the wallet signs. */
  formatMessage(data: SiwxMessageData): string
  /** Parse a message text back to its data; throws a `ValidationError` on malformed input. */
  parseMessage(message: string): SiwxMessageData
  /** True when the signature is valid for the account and the message is within its time bounds. */
  verify(session: SiwxSession, options?: { domain?: string; now?: Date }): Promise<boolean>
}
