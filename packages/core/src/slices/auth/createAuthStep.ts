import { MESSAGES } from '../../shared/errors/catalogue'
import { describeUntrusted } from '../../shared/errors/describeUntrusted'
import type { RelayedErrorCode } from '../../shared/errors/errorCodes'
import { ConnectionError } from '../../shared/errors/errors'
import { isLatchError } from '../../shared/errors/isLatchError'
import { readUntrustedField } from '../../shared/errors/readUntrustedField'
import type { AuthState } from './types'

/**
 * How the auth controller runs one step of a login against the app's auth provider: loading on,
 * the error recorded in `state.error` on failure. The error is not toasted: every login view shows
 * `state.auth.error` where the user acted (errors once, see `SnackActions`). What the service threw
 * is untrusted: a non-Latch error becomes a {@link ConnectionError} with it described in `details`.
 * A step with its own `failure` message (a refused code) throws that message with the service's
 * code and reason.
 *
 * @param state - The instance's auth slice.
 * @returns `step(run, failure?)`.
 * @example
 * ```ts
 * const step = createAuthStep(state)
 * await step(() => provider.connectOtp({ otp }), AUTH_MESSAGES.otpFailed)
 * ```
 */
export function createAuthStep(state: AuthState) {
  return async function step<T>(run: () => Promise<T>, failure?: string): Promise<T> {
    state.loading = true
    state.error = undefined
    try {
      return await run()
    } catch (error) {
      // what the service threw is untrusted: no instanceof or property read may throw from here
      const latchError = isLatchError(error) ? error : undefined
      const shown = failure ?? latchError?.shortMessage ?? MESSAGES.failedToConnect
      state.error = shown
      if (failure && latchError && latchError.shortMessage !== failure)
        throw new ConnectionError(failure, {
          // the service's own code, passed on (a code of the auth provider's errors)
          code: String(latchError.code) as RelayedErrorCode,
          cause: latchError,
          details: latchError.shortMessage,
        })
      if (latchError) throw latchError
      const message = readUntrustedField(error, 'message')
      throw new ConnectionError(shown, {
        cause: error,
        details: describeUntrusted(typeof message === 'string' ? message : error),
      })
    } finally {
      state.loading = false
    }
  }
}
