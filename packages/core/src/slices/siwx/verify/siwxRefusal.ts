import { SiwxError } from '../../../shared/errors/errors'

/**
 * Messages of the default sign-in and of the sign-in verifiers, one per refusal (Latch's own, not
 * SPEC catalogue messages). The stable code of each is in {@link SIWX_ERROR_CODES}.
 *
 * @example
 * ```ts
 * await expect(siwx.addSession(session)).rejects.toThrow(SIWX_MESSAGES.usedNonce)
 * ```
 */
export const SIWX_MESSAGES = {
  unsupportedNetwork: 'Sign-in is not supported on this network',
  malformedSession: 'The sign-in session is malformed or too large',
  malformedMessage: 'The signed text is not a valid sign-in message',
  fieldMismatch: 'The signed message does not match the session data',
  wrongScheme: 'The sign-in message was made for another scheme',
  wrongDomain: 'The sign-in message was made for another domain',
  wrongUri: 'The sign-in message was made for another URI',
  wrongChain: 'The sign-in message was made for another network',
  wrongNonce: 'The sign-in message carries another nonce',
  issuedInFuture: 'The sign-in message is issued in the future',
  expired: 'The sign-in message has expired',
  notYetValid: 'The sign-in message is not valid yet',
  invalidSignature: 'The sign-in signature could not be verified',
  unknownNonce: 'The sign-in nonce was not issued by this app',
  usedNonce: 'The sign-in nonce has already been used',
  expiredNonce: 'The sign-in nonce has expired',
  notIssued: 'The signed message is not the one this app asked to sign',
} as const

/**
 * A reason a sign-in session is refused (a key of {@link SIWX_MESSAGES}).
 *
 * @example
 * ```ts
 * const reason: SiwxRefusalReason = 'expired'
 * ```
 */
export type SiwxRefusalReason = keyof typeof SIWX_MESSAGES

/**
 * The stable `code` of the {@link SiwxError} thrown for each refusal.
 *
 * @example
 * ```ts
 * if (error instanceof SiwxError && error.code === SIWX_ERROR_CODES.usedNonce) startOver()
 * ```
 */
export const SIWX_ERROR_CODES = {
  unsupportedNetwork: 'SIWX_UNSUPPORTED',
  malformedSession: 'SIWX_MALFORMED_SESSION',
  malformedMessage: 'SIWX_MALFORMED_MESSAGE',
  fieldMismatch: 'SIWX_FIELD_MISMATCH',
  wrongScheme: 'SIWX_WRONG_SCHEME',
  wrongDomain: 'SIWX_WRONG_DOMAIN',
  wrongUri: 'SIWX_WRONG_URI',
  wrongChain: 'SIWX_WRONG_CHAIN',
  wrongNonce: 'SIWX_WRONG_NONCE',
  issuedInFuture: 'SIWX_ISSUED_IN_FUTURE',
  expired: 'SIWX_EXPIRED',
  notYetValid: 'SIWX_NOT_YET_VALID',
  invalidSignature: 'SIWX_INVALID_SIGNATURE',
  unknownNonce: 'SIWX_UNKNOWN_NONCE',
  usedNonce: 'SIWX_NONCE_USED',
  expiredNonce: 'SIWX_NONCE_EXPIRED',
  notIssued: 'SIWX_NOT_ISSUED',
} as const satisfies Record<SiwxRefusalReason, string>

/**
 * The typed error of a sign-in refusal: a {@link SiwxError} with the refusal's code and message.
 *
 * @param reason - Why.
 * @param details - What was found (a field name, a value), for logs.
 * @returns The error (not thrown).
 * @example
 * ```ts
 * throw siwxRefusal('wrongUri', 'https://evil.example')
 * ```
 */
export function siwxRefusal(reason: SiwxRefusalReason, details?: string): SiwxError {
  return new SiwxError(SIWX_MESSAGES[reason], {
    code: SIWX_ERROR_CODES[reason],
    ...(details !== undefined ? { details } : {}),
  })
}
