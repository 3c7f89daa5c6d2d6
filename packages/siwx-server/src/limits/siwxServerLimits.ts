/**
 * The numbers of the server sign-in kit. Durations are in milliseconds.
 *
 * @example
 * ```ts
 * createSiwxHandler({ ...options, sessionTtlMs: SIWX_SERVER_LIMITS.sessionTtlMs })
 * ```
 */
export const SIWX_SERVER_LIMITS = {
  /** A nonce must come back signed within this time. */
  nonceTtlMs: 10 * 60_000,
  /** Random bytes of each nonce (128 bits from the CSPRNG; at least 96 are required). */
  nonceBytes: 16,
  /** Default life of a session (7 days); a message's Expiration Time ends it sooner. */
  sessionTtlMs: 7 * 24 * 3600_000,
  /** Largest request body read (a session with an ERC-6492 signature fits well within). */
  bodyBytes: 64 * 1024,
  /** Shortest secret accepted (bytes of the HMAC-SHA256 key). */
  secretBytes: 32,
  /** Signed sessions (network and account pairs) one server session holds. */
  sessionsPerRecord: 8,
  /** Expired rows are swept at most this often, from a request. */
  sweepEveryMs: 60_000,
} as const
