import { API_PATHS, API_ERROR_CODES as C } from '@latch/embedded-wallet'
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
  // INVALID_REQUEST: a request the service cannot read or does not serve
  noEndpoint: (path: string) => new AuthServiceError(404, C.notFound, `No endpoint ${path}.`),
  methodNotAllowed: (method: string | undefined) =>
    new AuthServiceError(405, C.invalidRequest, `Method ${method} is not allowed here.`),
  targetForm: () =>
    new AuthServiceError(400, C.invalidRequest, 'The request target must be a path or an http(s) URL.'),
  targetInvalid: () => new AuthServiceError(400, C.invalidRequest, 'The request target is not a valid URL.'),
  badPercentEscape: () =>
    new AuthServiceError(400, C.invalidRequest, 'The request path has a malformed percent-escape.'),
  badPathSegment: (segment: string) =>
    new AuthServiceError(
      400,
      C.invalidRequest,
      `The path segment "${segment}" is not valid percent-encoded UTF-8.`,
    ),
  bodyTooLarge: (maxBytes: number) =>
    new AuthServiceError(413, C.invalidRequest, `The body exceeds ${maxBytes} bytes.`),
  bodyNotJson: () => new AuthServiceError(400, C.invalidRequest, 'The body is not valid JSON.'),
  bodyNotObject: () => new AuthServiceError(400, C.invalidRequest, 'The body must be a JSON object.'),
  badStringField: (key: string, max: number) =>
    new AuthServiceError(
      400,
      C.invalidRequest,
      `"${key}" must be a non-empty string of at most ${max} characters.`,
    ),
  badAccountType: () =>
    new AuthServiceError(400, C.invalidRequest, '"type" must be "eoa" or "smartAccount".'),
  badEvmAddress: () =>
    new AuthServiceError(
      400,
      C.invalidRequest,
      '"evm" must be a 0x-prefixed 20-byte address (mixed case only with a valid EIP-55 checksum).',
    ),
  badSolanaKey: () =>
    new AuthServiceError(400, C.invalidRequest, '"solana" must be a base58 32-byte public key.'),
  originNotListed: (origin: string) =>
    new AuthServiceError(400, C.invalidRequest, `The origin "${origin}" is not allowed.`),
  originNotCaller: (origin: string) =>
    new AuthServiceError(400, C.invalidRequest, `The origin "${origin}" is not the calling page's.`),
  sameEmail: () => new AuthServiceError(400, C.invalidRequest, 'This is already your email address.'),
  primaryConfirmed: () =>
    new AuthServiceError(
      400,
      C.invalidRequest,
      'The current address is already confirmed: enter the code sent to the new one.',
    ),
  primaryFirst: () =>
    new AuthServiceError(400, C.invalidRequest, 'Confirm the code sent to your current address first.'),
  invalidEmail: () => new AuthServiceError(400, C.invalidEmail, 'Enter a valid email address.'),
  // RATE_LIMITED
  tooManyMails: () =>
    new AuthServiceError(429, C.rateLimited, 'Too many mails to this address: try again later.'),
  resendCodeWait: (waitMs: number) =>
    new AuthServiceError(
      429,
      C.rateLimited,
      `Wait ${Math.ceil(waitMs / 1000)} s before asking for a new code.`,
    ),
  resendLinkWait: (waitMs: number) =>
    new AuthServiceError(
      429,
      C.rateLimited,
      `Wait ${Math.ceil(waitMs / 1000)} s before asking for a new link.`,
    ),
  resendLinkBusy: () => new AuthServiceError(429, C.rateLimited, 'Wait before asking for a new link.'),
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
  accountGone: () => new AuthServiceError(404, C.notFound, 'This account no longer exists.'),
  emailChangeNotFound: () =>
    new AuthServiceError(404, C.notFound, 'This email change is unknown or has expired. Start again.'),
  emailTaken: () => new AuthServiceError(409, C.emailTaken, 'This email address belongs to another account.'),
  walletConflict: () =>
    new AuthServiceError(
      409,
      C.walletConflict,
      'This account already has other wallet addresses registered.',
    ),
  walletTaken: () =>
    new AuthServiceError(409, C.walletConflict, 'These wallet addresses belong to another account.'),
  walletProofMissing: (field: string) =>
    new AuthServiceError(
      400,
      C.walletProofInvalid,
      `"${field}" is missing or malformed: sign a challenge from ${API_PATHS.walletChallenge} with each key.`,
    ),
  walletProofInvalid: () =>
    new AuthServiceError(
      400,
      C.walletProofInvalid,
      'The wallet proof does not verify: the key frame must sign a fresh challenge with each key.',
    ),
  walletChallengeInvalid: () =>
    new AuthServiceError(
      400,
      C.walletChallengeInvalid,
      'This wallet challenge is unknown or already used. Ask for a new one.',
    ),
  walletChallengeExpired: () =>
    new AuthServiceError(
      400,
      C.walletChallengeExpired,
      'This wallet challenge has expired. Ask for a new one.',
    ),
  deviceLinkInvalid: () =>
    new AuthServiceError(
      400,
      C.deviceLinkInvalid,
      'This link is not valid: it has expired or was already used. Start signing in again in the app.',
    ),
  originNotAllowed: () =>
    new AuthServiceError(403, C.invalidRequest, 'This origin is not allowed to call the service.'),
  internal: () => new AuthServiceError(500, C.internal, 'Something went wrong on the auth service.'),
  mailFailed: () => new AuthServiceError(502, C.internal, 'The mail could not be sent. Try again later.'),
}
