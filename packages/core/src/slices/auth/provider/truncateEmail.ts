import { CONSTANTS } from '../../../shared/constants/constants'

/**
 * An email as displayed: unchanged up to 30 characters, else its first 30 followed by one ellipsis
 * character "…" (SPEC §9 "Email shown truncated past 30 characters"), the same mark every other
 * shortened text in Latch ends with (addresses, "Loading…"). Every view shows emails through this
 * one function.
 *
 * @param email - The address.
 * @returns The display text.
 * @example
 * ```ts
 * truncateEmail('a@example.com') // 'a@example.com'
 * truncateEmail('a.very.long.name.indeed@example.com') // 'a.very.long.name.indeed@exampl…'
 * ```
 */
export function truncateEmail(email: string): string {
  return email.length > CONSTANTS.emailTruncateLength
    ? `${email.slice(0, CONSTANTS.emailTruncateLength)}…`
    : email
}
