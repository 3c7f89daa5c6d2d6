/**
 * The numbers of sign-in verification and of the default sign-in's nonces and stored sessions.
 * Durations are in milliseconds.
 *
 * @example
 * ```ts
 * verifier.verify(session, { now: new Date(), clockSkewMs: SIWX_LIMITS.clockSkewMs })
 * ```
 */
export const SIWX_LIMITS = {
  /**
   * How far `Issued At` may be ahead of the verifier's clock (the wallet's or the issuer's clock
   * may run a little fast); beyond it the message is refused as issued in the future.
   */
  clockSkewMs: 60_000,
  /** A nonce issued by the default sign-in must come back signed within this time. */
  nonceTtlMs: 10 * 60_000,
  /** Random bits in each nonce the default sign-in issues. */
  nonceBits: 128,
  /** Nonces waiting to come back signed; the oldest is dropped beyond this. */
  pendingNonces: 64,
  /** Used nonces remembered to name a replay as such (older ones are still refused, as unknown). */
  usedNonces: 1024,
  /** Sessions kept in storage (one per account and network); only the newest are read and kept. */
  storedSessions: 32,
  /** Characters of a session's message. */
  messageChars: 8192,
  /** Characters of a session's signature (ERC-6492 signatures carry a deployment call). */
  signatureChars: 8192,
  /** Characters of any one field of a session's data. */
  fieldChars: 2048,
  /** Entries of a session's `resources`. */
  resources: 64,
} as const
