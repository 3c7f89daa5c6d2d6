import { ValidationError } from '../../../shared/errors/errors'
import { AUTH_MESSAGES } from './authMessages'

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/

/**
 * True for a plausible email address (one `@`, a dotted domain, no spaces).
 *
 * @param value - Anything.
 * @returns Whether it looks like an email address.
 * @example
 * ```ts
 * isValidEmail('a@example.com') // true
 * isValidEmail('a@example') // false
 * ```
 */
export function isValidEmail(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 254 && EMAIL.test(value)
}

/**
 * Trims an email and throws "Invalid email" when it is not one, before anything is sent.
 *
 * @param value - What the user typed.
 * @returns The trimmed address.
 * @throws {ValidationError} code `INVALID_EMAIL`.
 * @example
 * ```ts
 * assertEmail(' a@example.com ') // 'a@example.com'
 * ```
 */
export function assertEmail(value: unknown): string {
  const email = typeof value === 'string' ? value.trim() : value
  if (!isValidEmail(email)) throw new ValidationError(AUTH_MESSAGES.invalidEmail, { code: 'INVALID_EMAIL' })
  return email
}
