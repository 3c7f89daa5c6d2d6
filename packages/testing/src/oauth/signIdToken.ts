import { createHmac } from 'node:crypto'

/**
 * Makes the stand-in's ID token: a compact JWT signed HS256 with the client secret when the client
 * has one, else an unsigned token (`alg: "none"`, empty signature). Relying parties in tests should
 * trust the userinfo endpoint, not this token, unless they verify it with the client secret.
 *
 * @param claims - The token's claims (`iss`, `sub`, `aud`, `exp`, `iat`, `nonce`, profile claims).
 * @param clientSecret - The client's secret, when it has one.
 * @returns The JWT.
 * @example
 * ```ts
 * const idToken = signIdToken({ iss, sub: 'dev-user', aud: 'latch' }, 'secret')
 * ```
 */
export function signIdToken(claims: Record<string, unknown>, clientSecret?: string): string {
  const header = clientSecret === undefined ? { alg: 'none', typ: 'JWT' } : { alg: 'HS256', typ: 'JWT' }
  const encode = (part: unknown) => Buffer.from(JSON.stringify(part)).toString('base64url')
  const unsigned = `${encode(header)}.${encode(claims)}`
  if (clientSecret === undefined) return `${unsigned}.`
  return `${unsigned}.${createHmac('sha256', clientSecret).update(unsigned).digest('base64url')}`
}
