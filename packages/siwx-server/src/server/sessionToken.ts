import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

/**
 * A new random session id: 32 bytes from the CSPRNG, base64url.
 *
 * @returns The id.
 * @example
 * ```ts
 * const id = createSessionId()
 * ```
 */
export function createSessionId(): string {
  return randomBytes(32).toString('base64url')
}

const mac = (key: Uint8Array, id: string) => createHmac('sha256', key).update(id).digest()

/**
 * The token naming a session: its id and the HMAC-SHA256 of the id under the app's key,
 * `<id>.<mac>` in base64url. Without the key a token cannot be forged.
 *
 * @param key - The HMAC key.
 * @param id - The session id.
 * @returns The token.
 * @example
 * ```ts
 * const token = signSessionToken(key, id)
 * ```
 */
export function signSessionToken(key: Uint8Array, id: string): string {
  return `${id}.${mac(key, id).toString('base64url')}`
}

/**
 * The session id a token names when its HMAC is right (compared in constant time), else undefined.
 *
 * @param key - The HMAC key.
 * @param token - A token from a cookie or an `Authorization` header (untrusted).
 * @returns The id, or undefined.
 * @example
 * ```ts
 * const id = readSessionToken(key, token)
 * ```
 */
export function readSessionToken(key: Uint8Array, token: string): string | undefined {
  const match = /^([A-Za-z0-9_-]{43})\.([A-Za-z0-9_-]{43})$/.exec(token)
  if (!match) return undefined
  const [, id = '', given = ''] = match
  const expected = mac(key, id)
  const found = Buffer.from(given, 'base64url')
  return found.length === expected.length && timingSafeEqual(found, expected) ? id : undefined
}
