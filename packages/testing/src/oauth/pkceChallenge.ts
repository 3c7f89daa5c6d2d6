import { createHash } from 'node:crypto'

/**
 * The PKCE S256 challenge of a code verifier (RFC 7636 §4.2): base64url(sha256(verifier)), no padding.
 *
 * @param verifier - The client's `code_verifier`.
 * @returns The `code_challenge` it matches.
 * @example
 * ```ts
 * s256Challenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk') // 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM'
 * ```
 */
export function s256Challenge(verifier: string): string {
  return createHash('sha256').update(verifier, 'ascii').digest('base64url')
}

/**
 * True when `verifier` has the shape RFC 7636 §4.1 allows: 43 to 128 unreserved characters.
 *
 * @param verifier - A `code_verifier` as received.
 * @returns Whether it is well formed.
 * @example
 * ```ts
 * isValidVerifier('short') // false
 * ```
 */
export function isValidVerifier(verifier: string): boolean {
  return /^[A-Za-z0-9._~-]{43,128}$/.test(verifier)
}
