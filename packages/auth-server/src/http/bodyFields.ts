import { apiErrors } from '../errors/apiErrors'

/**
 * The string field `key` of a body (trimmed, non-empty, at most `max` characters), or 400 INVALID_REQUEST.
 *
 * @param body - The parsed body.
 * @param key - The field.
 * @param max - Longest value accepted; default 512.
 * @returns The value.
 * @example
 * ```ts
 * const loginId = requireString(body, 'loginId')
 * ```
 */
export function requireString(body: Record<string, unknown>, key: string, max = 512): string {
  const value = body[key]
  if (typeof value !== 'string' || value.trim() === '' || value.length > max)
    throw apiErrors.badStringField(key, max)
  return value.trim()
}

const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/

/**
 * The body's `email`, normalised (trimmed, lower-case), or 400 INVALID_EMAIL.
 *
 * @param body - The parsed body.
 * @returns The address.
 * @example
 * ```ts
 * requireEmail({ email: ' Ada@Example.com ' }) // 'ada@example.com'
 * ```
 */
export function requireEmail(body: Record<string, unknown>): string {
  const value = body.email
  const email = typeof value === 'string' ? value.trim().toLowerCase() : ''
  const local = email.split('@')[0] ?? ''
  if (email.length > 254 || local.length > 64 || !EMAIL.test(email)) throw apiErrors.invalidEmail()
  return email
}
