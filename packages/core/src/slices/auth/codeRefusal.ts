import { readUntrustedField } from '../../shared/errors/readUntrustedField'
import { readAttemptsLeft } from './provider/readAttemptsLeft'
import type { AuthState } from './types'

/**
 * Codes of a refused one-time code that can no longer be used, whatever is typed: too many wrong
 * codes (the auth service's `OTP_ATTEMPTS`, the reference provider's `OTP_ATTEMPTS_EXCEEDED`) or
 * expired.
 */
const SPENT_CODES: readonly unknown[] = ['OTP_ATTEMPTS', 'OTP_ATTEMPTS_EXCEEDED', 'OTP_EXPIRED']

/**
 * Records why the service refused a one-time code, for the code view: the wrong codes it still
 * allows (`attemptsLeft`, when the service said, shape-checked) and whether a new code is needed
 * (`needsNewCode`: no attempt left, too many wrong codes or expired; the view then says so and
 * offers a new code).
 * The refusal is untrusted: its `code` and `attemptsLeft` are read from the provider's error
 * (the `cause` of the login step's error) without letting it throw. Then throws `error` on.
 *
 * @param state - The auth slice.
 * @param error - What the code check threw.
 * @throws `error`, always.
 * @example
 * ```ts
 * await step(check, AUTH_MESSAGES.otpFailed).catch((error) => rethrowCodeRefusal(state, error))
 * ```
 */
export function rethrowCodeRefusal(state: AuthState, error: unknown): never {
  const origin = readUntrustedField(error, 'cause') ?? error
  const attemptsLeft = readAttemptsLeft(readUntrustedField(origin, 'attemptsLeft'))
  const code = readUntrustedField(origin, 'code')
  state.attemptsLeft = attemptsLeft
  state.needsNewCode = attemptsLeft === 0 || SPENT_CODES.includes(code)
  throw error
}

/**
 * Records that a fresh code went to `email`: the code view starts over (no count, no refusal) and,
 * until the login ends, reopening the modal offers to continue with that code.
 *
 * @param state - The auth slice.
 * @param email - Where the code went.
 * @example
 * ```ts
 * noteCodeSent(state, 'ada@example.com')
 * ```
 */
export function noteCodeSent(state: AuthState, email: string | undefined): void {
  state.codeSentTo = email
  state.attemptsLeft = undefined
  state.needsNewCode = false
}
