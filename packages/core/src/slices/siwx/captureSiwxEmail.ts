import { assertEmail } from '../auth/provider/validateEmail'
import type { SiwxState } from './types'

/**
 * Keeps DataCapture's answer in the sign-in state: the trimmed email, or nothing when the user
 * skipped. An invalid email throws before anything changes, so the previous answer stays.
 *
 * @param state - The instance's siwx slice.
 * @param input - What the user typed, or `undefined` for "Skip".
 * @throws {ValidationError} "Invalid email" (code `INVALID_EMAIL`).
 * @example
 * ```ts
 * captureSiwxEmail(state.siwx, ' ada@example.com ') // state.siwx.email === 'ada@example.com'
 * ```
 */
export function captureSiwxEmail(state: SiwxState, input: string | undefined): void {
  state.email = input === undefined ? undefined : assertEmail(input)
}
