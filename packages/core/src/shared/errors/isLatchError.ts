import { LatchError } from './LatchError'

/**
 * `error instanceof LatchError` for a value Latch does not trust: a Proxy whose `getPrototypeOf`
 * trap throws is simply not a Latch error, instead of throwing from the check.
 *
 * @param error - Anything that was thrown.
 * @returns Whether it is a {@link LatchError}.
 * @example
 * ```ts
 * catch (error) { throw isLatchError(error) ? error : normalizeWalletError(error) }
 * ```
 */
export function isLatchError(error: unknown): error is LatchError {
  try {
    return error instanceof LatchError
  } catch {
    return false
  }
}
