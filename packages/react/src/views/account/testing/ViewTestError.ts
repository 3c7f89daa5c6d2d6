import { LatchError } from '@latch/core'

/**
 * The messages the view test kit fails a test with, defined once.
 *
 * @example
 * ```ts
 * VIEW_TEST_MESSAGES.viewNotShown // 'The view is not shown'
 * ```
 */
export const VIEW_TEST_MESSAGES = {
  // i18n-ignore: a failing test's message, never shown in the modal
  viewNotShown: 'The view is not shown',
} as const

/**
 * A code of {@link ViewTestError}.
 *
 * @example
 * ```ts
 * const code: ViewTestErrorCode = 'VIEW_NOT_SHOWN'
 * ```
 */
export type ViewTestErrorCode = 'VIEW_NOT_SHOWN'

/**
 * What the view test kit throws to a test when the modal does not show what it waits for; the
 * view's name is in `details`.
 *
 * @example
 * ```ts
 * throw new ViewTestError(VIEW_TEST_MESSAGES.viewNotShown, { code: 'VIEW_NOT_SHOWN', details: 'Account' })
 * ```
 */
export class ViewTestError extends LatchError {
  override name = 'ViewTestError'
  declare readonly code: ViewTestErrorCode
  constructor(message: string, extra: { code: ViewTestErrorCode; details?: string }) {
    super(message, extra)
  }
}
