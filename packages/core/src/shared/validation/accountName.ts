import { CONSTANTS } from '../constants/constants'
import { ValidationError } from '../errors/errors'
import { stripNameSuffix } from './nameServiceName'

/** Message for an account name that breaks the SPEC §5 rule. */
export const INVALID_ACCOUNT_NAME = 'Account names use letters, digits and hyphens, at least 4 characters'

const ACCOUNT_NAME = new RegExp(`^[A-Za-z0-9-]{${CONSTANTS.accountNameMinLength},}$`)

/**
 * True when `name` is a valid name-service account name (SPEC §5): ASCII letters, digits and
 * hyphens only, at least 4 characters. The label is checked without its suffix: `.reown.id` or
 * the legacy `.wcn.id` (SPEC §9) may be typed or left out.
 *
 * @param name - The name the user typed, with or without suffix.
 * @returns Whether it may be registered.
 * @example
 * ```ts
 * isValidAccountName('satoshi-21') // true
 * isValidAccountName('satoshi-21.reown.id') // true
 * isValidAccountName('abc') // false
 * ```
 */
export function isValidAccountName(name: string): boolean {
  return typeof name === 'string' && ACCOUNT_NAME.test(stripNameSuffix(name))
}

/**
 * Throws unless `name` is a valid account name (see {@link isValidAccountName}).
 *
 * @param name - The name to check.
 * @throws {ValidationError} code `INVALID_ACCOUNT_NAME`.
 * @example
 * ```ts
 * assertAccountName('my-name') // ok
 * ```
 */
export function assertAccountName(name: string): void {
  if (!isValidAccountName(name)) {
    throw new ValidationError(INVALID_ACCOUNT_NAME, { code: 'INVALID_ACCOUNT_NAME', details: `"${name}"` })
  }
}
