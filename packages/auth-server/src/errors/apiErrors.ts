import { API_PATHS, API_ERROR_CODES as C } from '@latch/embedded-wallet'
import { ACCOUNT_API_ERROR_CODES as A, FARCASTER_API_ERROR_CODES as F } from '@latch/embedded-wallet/frame'
import { AuthServiceError } from './AuthServiceError'

/** An `INVALID_REQUEST` answer: a request the service cannot read or does not serve. */
const invalid = (message: string, status = 400) => new AuthServiceError(status, C.invalidRequest, message)
/** A `RATE_LIMITED` answer (429). */
const limited = (message: string) => new AuthServiceError(429, C.rateLimited, message)
const waitSeconds = (waitMs: number) => Math.ceil(waitMs / 1000)

/**
 * The catalogue of the service's errors: every status, code and message defined once.
 *
 * @example
 * ```ts
 * throw apiErrors.invalidEmail()
 * ```
 */
export const apiErrors = {
  noEndpoint: (path: string) => new AuthServiceError(404, C.notFound, `No endpoint ${path}.`),
  methodNotAllowed: (method: string | undefined) => invalid(`Method ${method} is not allowed here.`, 405),
  targetForm: () => invalid('The request target must be a path or an http(s) URL.'),
  targetInvalid: () => invalid('The request target is not a valid URL.'),
  badPercentEscape: () => invalid('The request path has a malformed percent-escape.'),
  badPathSegment: (segment: string) =>
    invalid(`The path segment "${segment}" is not valid percent-encoded UTF-8.`),
  bodyTooLarge: (maxBytes: number) => invalid(`The body exceeds ${maxBytes} bytes.`, 413),
  bodyNotJson: () => invalid('The body is not valid JSON.'),
  bodyNotObject: () => invalid('The body must be a JSON object.'),
  badStringField: (key: string, max: number) =>
    invalid(`"${key}" must be a non-empty string of at most ${max} characters.`),
  badAccountType: () => invalid('"type" must be "eoa" or "smartAccount".'),
  badEvmAddress: () =>
    invalid('"evm" must be a 0x-prefixed 20-byte address (mixed case only with a valid EIP-55 checksum).'),
  badSolanaKey: () => invalid('"solana" must be a base58 32-byte public key.'),
  originNotListed: (origin: string) => invalid(`The origin "${origin}" is not allowed.`),
  originNotCaller: (origin: string) => invalid(`The origin "${origin}" is not the calling page's.`),
  sameEmail: () => invalid('This is already your email address.'),
  primaryConfirmed: () =>
    invalid('The current address is already confirmed: enter the code sent to the new one.'),
  primaryFirst: () => invalid('Confirm the code sent to your current address first.'),
  invalidEmail: () => new AuthServiceError(400, C.invalidEmail, 'Enter a valid email address.'),
  tooManyMails: () => limited('Too many mails to this address: try again later.'),
  resendCodeWait: (waitMs: number) => limited(`Wait ${waitSeconds(waitMs)} s before asking for a new code.`),
  resendLinkWait: (waitMs: number) => limited(`Wait ${waitSeconds(waitMs)} s before asking for a new link.`),
  resendLinkBusy: () => limited('Wait before asking for a new link.'),
  otpInvalid: (attemptsLeft: number) =>
    new AuthServiceError(
      400,
      C.otpInvalid,
      attemptsLeft > 0
        ? `Invalid code. ${attemptsLeft} attempt${attemptsLeft === 1 ? '' : 's'} left.`
        : 'Invalid code. No attempts left: ask for a new code.',
      attemptsLeft,
    ),
  otpExpired: () => new AuthServiceError(400, C.otpExpired, 'This code has expired: ask for a new one.'),
  otpAttempts: () => new AuthServiceError(400, C.otpAttempts, 'Too many wrong codes: ask for a new one.', 0),
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
  badShareField: (key: string, shape: string) => invalid(`"${key}" must be ${shape}.`),
  sameSetId: () => invalid('"setId" must be a new split\'s id, not the one it replaces.'),
  sharesNone: () => new AuthServiceError(404, A.sharesNone, 'This account has no wallet shares yet.'),
  sharesConflict: () =>
    new AuthServiceError(
      409,
      A.sharesConflict,
      'The wallet was split again meanwhile: "previousSetId" is not the stored split.',
    ),
  recoveryWrong: (attemptsLeft: number) =>
    new AuthServiceError(
      403,
      A.recoveryWrong,
      attemptsLeft > 0
        ? `This recovery kit is not this wallet's. ${attemptsLeft} attempt${attemptsLeft === 1 ? '' : 's'} left this hour.`
        : "This recovery kit is not this wallet's. No attempts left this hour.",
      attemptsLeft,
    ),
  recoveryLocked: (waitMs: number) =>
    new AuthServiceError(
      429,
      A.recoveryLocked,
      `Too many wrong recovery kits: try again in ${Math.ceil(waitMs / 60_000)} min.`,
    ),
  deviceRevoked: () =>
    new AuthServiceError(403, A.deviceRevoked, 'This device was removed from the account: sign in again.'),
  deviceUnknown: () => new AuthServiceError(404, C.notFound, 'This account has no such device.'),
  revokeOwnDevice: () =>
    invalid('A device cannot remove itself: sign out on it, or remove it from another one.'),
  passkeysOff: () =>
    new AuthServiceError(404, A.passkeysOff, 'Passkey login is not configured on this service.'),
  passkeyChallenge: () =>
    new AuthServiceError(
      400,
      A.passkeyChallenge,
      'This passkey request is unknown, expired or already used. Start again.',
    ),
  passkeyInvalid: () =>
    new AuthServiceError(
      400,
      A.passkeyInvalid,
      'This passkey answer does not verify (signature, site, origin or user verification).',
    ),
  passkeyCounter: () =>
    new AuthServiceError(
      403,
      A.passkeyCounter,
      "This passkey's signature counter did not grow: it may have been copied. Use another sign-in.",
    ),
  passkeyUnknown: () =>
    new AuthServiceError(404, A.passkeyUnknown, 'This passkey is not registered with this service.'),
  passkeyTaken: () => new AuthServiceError(409, A.passkeyTaken, 'This passkey is already registered.'),
  passkeySession: () =>
    new AuthServiceError(400, A.passkeySession, 'This session was not opened with a passkey.'),
  prfBoxStale: () =>
    new AuthServiceError(
      409,
      A.prfBoxStale,
      "This box is not for the wallet's current recovery share: it was split again meanwhile.",
    ),
  badPasskeyField: (key: string, shape: string) => invalid(`"${key}" must be ${shape}.`),
  farcasterOff: () => new AuthServiceError(404, F.off, 'Farcaster login is not configured on this service.'),
  farcasterLoginNotFound: () =>
    new AuthServiceError(
      404,
      C.loginNotFound,
      'This Farcaster sign-in is unknown, expired or already used. Start again.',
    ),
  farcasterChannelGone: () =>
    new AuthServiceError(
      410,
      F.channelGone,
      'The Farcaster relay no longer has this sign-in (it expired or was closed). Start again.',
    ),
  farcasterInvalid: () =>
    new AuthServiceError(
      400,
      F.invalid,
      'The Farcaster sign-in does not verify (domain, nonce or signature). Start again.',
    ),
  farcasterNotCustody: () =>
    new AuthServiceError(
      403,
      F.notCustody,
      "The Farcaster sign-in was not signed by the account's custody address.",
    ),
  farcasterNoFid: () => new AuthServiceError(403, F.noFid, 'This Farcaster account is not registered.'),
  farcasterUnavailable: () =>
    new AuthServiceError(
      502,
      F.unavailable,
      'The Farcaster relay or the Optimism RPC could not be reached. Try again later.',
    ),
  originNotAllowed: () =>
    new AuthServiceError(403, C.invalidRequest, 'This origin is not allowed to call the service.'),
  internal: () => new AuthServiceError(500, C.internal, 'Something went wrong on the auth service.'),
  mailFailed: () => new AuthServiceError(502, C.internal, 'The mail could not be sent. Try again later.'),
}
