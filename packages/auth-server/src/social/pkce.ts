import { createHash } from 'node:crypto'
import { randomToken } from '../service/randomId'

/**
 * A fresh PKCE pair (RFC 7636): a 43-character base64url verifier and its S256 challenge.
 *
 * @returns The verifier (kept server-side) and the challenge (sent in the authorisation URL).
 * @example
 * ```ts
 * const { verifier, challenge } = createPkcePair()
 * ```
 */
export function createPkcePair(): { verifier: string; challenge: string } {
  const verifier = randomToken(32)
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') }
}
