/**
 * Messages of the email, social and Farcaster login flows that SPEC.md does not word (its own
 * catalogue strings, such as "Popup closed", live in `MESSAGES`). Defined once; part of the API.
 *
 * @example
 * ```ts
 * latch.getState().snack.message === AUTH_MESSAGES.invalidEmail
 * ```
 */
export const AUTH_MESSAGES = {
  /** Warning shown (and thrown as a ValidationError) before anything is sent. */
  invalidEmail: 'Invalid email',
  /** `auth` was not passed to `createLatch`. */
  authNotConfigured: 'Email and social login are not configured',
  /** `connectPasskey` was called but the auth provider has no passkey login. */
  passkeyUnavailable: 'Passkey login is not available',
  /** The code check failed (wrong, expired or too many attempts; the service's reason is in `details`). */
  otpFailed: 'Invalid or expired code',
} as const
