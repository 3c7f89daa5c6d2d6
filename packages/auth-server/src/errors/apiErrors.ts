import { API_ERROR_CODES as C } from '@latch/embedded-wallet'
import { AuthServiceError } from './AuthServiceError'

/**
 * The catalogue of the service's errors: every status, code and message defined once.
 *
 * @example
 * ```ts
 * throw apiErrors.invalidEmail()
 * ```
 */
export const apiErrors = {
  invalidRequest: (message: string, status = 400) => new AuthServiceError(status, C.invalidRequest, message),
  invalidEmail: () => new AuthServiceError(400, C.invalidEmail, 'Enter a valid email address.'),
  rateLimited: (message: string) => new AuthServiceError(429, C.rateLimited, message),
  otpInvalid: (attemptsLeft: number) =>
    new AuthServiceError(
      400,
      C.otpInvalid,
      attemptsLeft > 0
        ? `Invalid code. ${attemptsLeft} attempt${attemptsLeft === 1 ? '' : 's'} left.`
        : 'Invalid code. No attempts left: ask for a new code.',
    ),
  otpExpired: () => new AuthServiceError(400, C.otpExpired, 'This code has expired: ask for a new one.'),
  otpAttempts: () => new AuthServiceError(400, C.otpAttempts, 'Too many wrong codes: ask for a new one.'),
  loginNotFound: () =>
    new AuthServiceError(404, C.loginNotFound, 'This sign-in is unknown or has expired. Start again.'),
  deviceNotApproved: () =>
    new AuthServiceError(403, C.deviceNotApproved, 'Approve this device with the link we emailed you first.'),
  unauthorized: () =>
    new AuthServiceError(401, C.unauthorized, 'Sign in first: the session is missing or has expired.'),
  socialUnknownProvider: (provider: string) =>
    new AuthServiceError(404, C.socialUnknownProvider, `Social login with "${provider}" is not configured.`),
  socialInvalid: () =>
    new AuthServiceError(
      400,
      C.socialInvalid,
      'This social sign-in is unknown, expired or already used. Start again.',
    ),
  notFound: (what = 'Not found.') => new AuthServiceError(404, C.notFound, what),
  emailTaken: () => new AuthServiceError(409, C.emailTaken, 'This email address belongs to another account.'),
  walletConflict: () =>
    new AuthServiceError(
      409,
      C.walletConflict,
      'This account already has other wallet addresses registered.',
    ),
  originNotAllowed: () =>
    new AuthServiceError(403, C.invalidRequest, 'This origin is not allowed to call the service.'),
  internal: () => new AuthServiceError(500, C.internal, 'Something went wrong on the auth service.'),
  mailFailed: () => new AuthServiceError(502, C.internal, 'The mail could not be sent. Try again later.'),
}
