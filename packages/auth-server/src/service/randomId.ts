import { createHash, randomBytes } from 'node:crypto'

/**
 * A random base64url token of `bytes` bytes (ids, session tokens, link tokens, OAuth state).
 *
 * @param bytes - Entropy in bytes; default 32.
 * @returns The token.
 * @example
 * ```ts
 * randomToken(16) // 'q8Vd0l3…' (22 characters)
 * ```
 */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url')
}

/**
 * SHA-256 of a high-entropy token, hex: how session, link and result tokens are stored.
 *
 * @param token - The token.
 * @returns Its hash.
 * @example
 * ```ts
 * db.prepare('SELECT * FROM sessions WHERE token_hash = ?').get(sha256Hex(token))
 * ```
 */
export function sha256Hex(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}
