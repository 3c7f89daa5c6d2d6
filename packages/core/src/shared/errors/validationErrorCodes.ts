import { PACKAGE_VALIDATION_ERROR_CODES } from './packageValidationErrorCodes'

/**
 * The codes of a {@link ValidationError} that core throws.
 *
 * @example
 * ```ts
 * CORE_VALIDATION_ERROR_CODES.includes('INVALID_CHECKSUM') // true
 * ```
 */
export const CORE_VALIDATION_ERROR_CODES = [
  // core: the default, createLatch options, the kernel
  'VALIDATION',
  'UNSUPPORTED_LOCALE',
  'DUPLICATE_ADAPTER',
  'DUPLICATE_NETWORK',
  'INVALID_ADAPTERS',
  'INVALID_LOCALE',
  'INVALID_LOCALES',
  'INVALID_MESSAGES',
  'INVALID_NETWORK',
  'INVALID_OPTIONS',
  'INVALID_PROJECT_ID',
  'NO_NETWORKS',
  'NETWORK_NOT_FOUND',
  'NO_ADAPTER',
  'INVALID_CONNECTOR',
  'INVALID_NAMESPACE',
  'INVALID_VIEW',
  'CONNECTION_NOT_FOUND',
  'ACCOUNT_NOT_FOUND',
  // core: numbers, encodings, addresses, links, networks, records
  'INVALID_DECIMALS',
  'INVALID_NUMBER',
  'INVALID_PLACES',
  'DIVISION_BY_ZERO',
  'NEGATIVE_AMOUNT',
  'TOO_MANY_DECIMALS',
  'INVALID_BASE58',
  'INVALID_ADDRESS',
  'INVALID_CHECKSUM',
  'INVALID_BITCOIN_ADDRESS',
  'INVALID_STACKS_ADDRESS',
  'WRONG_NETWORK',
  'INVALID_ACCOUNT_NAME',
  'INVALID_PARAMS',
  'UNSAFE_LINK',
  'INVALID_CAIP_NETWORK',
  'INVALID_CAIP_ADDRESS',
  'INVALID_RPC_URL',
  'NO_RPC_URL',
  'INVALID_SESSION_TOPIC',
  'INVALID_PROPOSAL_ID',
  // core: send (SPEC §5)
  'UNSUPPORTED_CHAIN',
  'AMOUNT_AND_RECEIVER_REQUIRED',
  'TOKEN_REQUIRED',
  'NOT_CONNECTED',
  'TOKEN_NETWORK_MISMATCH',
  'INVALID_RECEIVER',
  'AMOUNT_NOT_POSITIVE',
  'INSUFFICIENT_BALANCE',
  'INSUFFICIENT_FOR_FEE',
  'SEND_IN_PROGRESS',
  // core: auth, hosted data, sign-in
  'INVALID_EMAIL',
  'INVALID_OTP',
  'INVALID_ACCOUNT_TYPE',
  'UNSUPPORTED_NAMESPACE',
  'OTP_MISSING',
  'OTP_EXPIRED',
  'OTP_ATTEMPTS_EXCEEDED',
  'OTP_INVALID',
  'NOT_SIGNED_IN',
  'SOCIAL_INVALID',
  'NO_EMAIL',
  'NO_CHANGE',
  'NO_MAIL',
  'ONRAMP_AMOUNT',
  'INVALID_AMOUNT',
  'INVALID_USER_OP_HASH',
  'INVALID_SIWX_FIELD',
  'INVALID_SIWX_MESSAGE',
] as const

/**
 * Every `code` of a {@link ValidationError} (and of its subclass `LocaleError`): core's and the
 * other packages'.
 *
 * @example
 * ```ts
 * VALIDATION_ERROR_CODES.includes('INVALID_CHECKSUM') // true
 * ```
 */
export const VALIDATION_ERROR_CODES = [
  ...CORE_VALIDATION_ERROR_CODES,
  ...PACKAGE_VALIDATION_ERROR_CODES,
] as const

/**
 * A {@link ValidationError}'s code: one of {@link VALIDATION_ERROR_CODES}.
 *
 * @example
 * ```ts
 * const code: ValidationErrorCode = 'TOKEN_REQUIRED'
 * ```
 */
export type ValidationErrorCode = (typeof VALIDATION_ERROR_CODES)[number]
