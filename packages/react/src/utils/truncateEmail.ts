import { CONSTANTS } from '@latch/core'

/**
 * Shortens an email for display past 30 characters (SPEC §9): the first 30 characters and an ellipsis.
 *
 * @param email - The address.
 * @returns The address, or its first 30 characters followed by an ellipsis.
 * @example
 * ```ts
 * truncateEmail('a.very.long.name.for.testing@example.com') // 'a.very.long.name.for.testing@e…'
 * ```
 */
export function truncateEmail(email: string): string {
  const max = CONSTANTS.emailTruncateLength
  return email.length <= max ? email : `${email.slice(0, max)}…`
}
