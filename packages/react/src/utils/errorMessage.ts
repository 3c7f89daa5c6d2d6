import { LatchError } from '@latch/core'

/**
 * The message to show for a failed action: a Latch error's catalogue message (never the wallet's
 * raw text), or the fallback for anything else.
 *
 * @param error - What was thrown.
 * @param fallback - Shown when `error` is not a Latch error.
 * @returns A short, user-facing message.
 * @example
 * ```ts
 * errorMessage(new UserRejectedRequestError(), 'Failed to connect') // 'User rejected the request'
 * ```
 */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof LatchError ? error.shortMessage : fallback
}
