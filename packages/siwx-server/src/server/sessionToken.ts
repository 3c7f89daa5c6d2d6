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

// The signed payload names the app (its domain) the session was minted for, so a token of one app
// is refused by another app sharing the secret. Tokens of the earlier, unbound form (MAC of the id
// alone) fail this MAC: they are refused, never read as bound to any app.
const mac = (key: Uint8Array, audience: string, id: string) =>
  createHmac('sha256', key).update(`latch-siwx-session:v2\0${audience}\0${id}`).digest()

/**
 * The 32 bytes `text` encodes in canonical base64url (43 characters, the two unused bits of the
 * last one zero), else undefined. Each value has exactly one accepted spelling.
 */
const canonical32 = (text: string): Buffer | undefined => {
  const bytes = Buffer.from(text, 'base64url')
  return bytes.length === 32 && bytes.toString('base64url') === text ? bytes : undefined
}

/**
 * The token naming a session of one app: its id and the HMAC-SHA256, under the app's key, of the
 * app's domain (the audience) and the id, `<id>.<mac>` in base64url. Without the key a token
 * cannot be forged, nor moved to another app.
 *
 * @param key - The HMAC key.
 * @param audience - The app the session is for (the handler's domain).
 * @param id - The session id.
 * @returns The token.
 * @example
 * ```ts
 * const token = signSessionToken(key, 'app.example', id)
 * ```
 */
export function signSessionToken(key: Uint8Array, audience: string, id: string): string {
  return `${id}.${mac(key, audience, id).toString('base64url')}`
}

/**
 * The session id a token names when it is in canonical form (one spelling per token) and its HMAC
 * for this audience is right (compared in constant time), else undefined.
 *
 * @param key - The HMAC key.
 * @param audience - The app reading it (the handler's domain).
 * @param token - A token from a cookie or an `Authorization` header (untrusted).
 * @returns The id, or undefined.
 * @example
 * ```ts
 * const id = readSessionToken(key, 'app.example', token)
 * ```
 */
export function readSessionToken(key: Uint8Array, audience: string, token: string): string | undefined {
  const match = /^([A-Za-z0-9_-]{43})\.([A-Za-z0-9_-]{43})$/.exec(token)
  if (!match) return undefined
  const [, id = '', given = ''] = match
  const found = canonical32(given)
  if (!canonical32(id) || !found) return undefined
  return timingSafeEqual(found, mac(key, audience, id)) ? id : undefined
}
