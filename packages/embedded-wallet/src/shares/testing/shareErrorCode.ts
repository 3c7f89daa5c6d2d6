// Test helper of the share tests (src/**/testing/** is not part of the package).
import { ShareError } from '../ShareError'

/**
 * The code of the {@link ShareError} `run` throws, or `undefined` when it returns; any other error
 * is thrown on.
 *
 * @param run - The call to try.
 * @returns The share error's code, or `undefined`.
 * @example
 * ```ts
 * expect(shareErrorCode(() => interpolateShare(a, a, 3))).toBe('SHARE_SAME_KIND')
 * ```
 */
export function shareErrorCode(run: () => unknown): string | undefined {
  try {
    run()
  } catch (error) {
    if (error instanceof ShareError) return error.code
    throw error
  }
  return undefined
}
