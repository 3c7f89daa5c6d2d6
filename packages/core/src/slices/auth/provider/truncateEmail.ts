import { CONSTANTS } from '../../../shared/constants/constants'

/**
 * An email as displayed: unchanged up to 30 characters, else its first 30 followed by "..."
 * (SPEC §9).
 *
 * @param email - The address.
 * @returns The display text.
 * @example
 * ```ts
 * truncateEmail('a@example.com') // 'a@example.com'
 * truncateEmail('a.very.long.name.indeed@example.com') // 'a.very.long.name.indeed@exampl...'
 * ```
 */
export function truncateEmail(email: string): string {
  return email.length > CONSTANTS.emailTruncateLength
    ? `${email.slice(0, CONSTANTS.emailTruncateLength)}...`
    : email
}
