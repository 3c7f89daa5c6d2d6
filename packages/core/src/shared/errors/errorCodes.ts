// The codes Latch's errors carry, one list per error class, each defined once. A class's `code` is
// typed by its list, so a code that is not here does not compile. Codes are grouped by the package
// that throws them; JSON-RPC and EIP-1193 codes stay numbers, as wallets send them.

/**
 * Every `code` of a {@link ValidationError} (and of its subclass `LocaleError`).
 *
 * @example
 * ```ts
 * VALIDATION_ERROR_CODES.includes('INVALID_CHECKSUM') // true
 * ```
 */
export const VALIDATION_ERROR_CODES = [
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
  // @latch/evm
  'AMOUNT_TOO_LARGE',
  'TRANSFER_WOULD_FAIL',
  'MALFORMED_SIWE_MESSAGE',
  'INVALID_SIWE_FIELD',
  'INVALID_CHAIN_ID',
  // @latch/solana
  'INSUFFICIENT_FUNDS',
  'BELOW_RENT_EXEMPT_MINIMUM',
  'UNKNOWN_MINT',
  // @latch/stacks
  'WALLET_REQUIRED',
  'AMOUNT_NOT_SAFE_FOR_WALLET',
  'INVALID_PSBT',
  'INVALID_CLARITY_VALUE',
  'INVALID_POST_CONDITION',
  'UNSUPPORTED_TRANSACTION_TYPE',
  'INVALID_CONTRACT',
  'INVALID_CONTRACT_NAME',
  'INVALID_TRANSACTION',
  'TRANSACTION_NETWORK_MISMATCH',
  'AMOUNT_OUT_OF_RANGE',
  'INT_OUT_OF_RANGE',
  'UINT_OUT_OF_RANGE',
  'MEMO_TOO_LONG',
  'INVALID_STRING',
  'STRING_TOO_LONG',
  'INVALID_BYTE_LENGTH',
  // @latch/embedded-wallet
  'FRAME_URL',
  'FRAME_CONFIG',
  'UNKNOWN_NETWORK',
  'NO_LOGIN',
  'NO_EMAIL_CHANGE',
  'WRONG_SENDER',
  // @latch/react
  'NO_LATCH_PROVIDER',
  'STRINGS_NOT_LOADED',
  // @latch/siwx-server
  'SIWX_WEAK_SECRET',
  'SIWX_NO_SESSION',
  'SIWX_BAD_REQUEST',
  'METHOD_NOT_ALLOWED',
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

/**
 * Every `code` of a {@link ConnectionError}.
 *
 * @example
 * ```ts
 * CONNECTION_ERROR_CODES.includes('CONNECTION_REJECTED') // true
 * ```
 */
export const CONNECTION_ERROR_CODES = [
  // core
  'CONNECTION',
  'POPUP_CLOSED',
  'AUTH_NOT_CONFIGURED',
  'CONNECTOR_NOT_FOUND',
  // @latch/embedded-wallet
  'FRAME_TIMEOUT',
  'FRAME_DESTROYED',
  'FARCASTER_UNAVAILABLE',
  'NOT_SIGNED_IN',
  'NO_LOGIN',
  'SOCIAL_FAILED',
  // @latch/evm
  'SAFE_TIMEOUT',
  // @latch/stacks
  'NOT_CONNECTED',
  'WALLET_NOT_INSTALLED',
  // @latch/walletconnect
  'RPC_ERROR',
  'NAMESPACE_NOT_APPROVED',
  'RELAY_URL_MISSING',
  'MISSING_REQUIRED_NAMESPACE',
  'CONNECTION_REJECTED',
  'CONNECTION_FAILED',
  'NO_PAIRING_SESSION',
  // @latch/auth-server
  'DATABASE_UNAVAILABLE',
] as const

/**
 * A {@link ConnectionError}'s code: one of {@link CONNECTION_ERROR_CODES}, or, when a connect step
 * fails on a service's answer, the code of that answer (a {@link RelayedErrorCode}).
 *
 * @example
 * ```ts
 * const code: ConnectionErrorCode = 'CONNECTION_REJECTED'
 * ```
 */
export type ConnectionErrorCode = (typeof CONNECTION_ERROR_CODES)[number] | RelayedErrorCode

/**
 * Every `code` of an {@link ApiError} Latch writes itself; any other HTTP failure is `HTTP_<status>`.
 *
 * @example
 * ```ts
 * API_CLIENT_ERROR_CODES.includes('RATE_LIMITED') // true
 * ```
 */
export const API_CLIENT_ERROR_CODES = [
  // core
  'RATE_LIMITED',
  'SERVER_ERROR',
  'FORBIDDEN',
  'INVALID_RESPONSE',
  'NETWORK',
  'TIMEOUT',
  'PROJECT_ID_MISSING',
  'INVALID_APP_CONFIGURATION',
  // @latch/embedded-wallet
  'RPC_UNREACHABLE',
] as const

/**
 * The codes the embedded wallet's auth service answers with (its `API_ERROR_CODES`, the list an
 * {@link ApiError} checks a received code against); an {@link ApiError} keeps one of these.
 *
 * @example
 * ```ts
 * const code: AuthServiceRelayedErrorCode = 'OTP_EXPIRED'
 * ```
 */
export type AuthServiceRelayedErrorCode =
  | 'OTP_EXPIRED'
  | 'INVALID_EMAIL'
  | 'INVALID_REQUEST'
  | 'RATE_LIMITED'
  | 'OTP_INVALID'
  | 'OTP_EXPIRED'
  | 'OTP_ATTEMPTS'
  | 'LOGIN_NOT_FOUND'
  | 'DEVICE_NOT_APPROVED'
  | 'UNAUTHORIZED'
  | 'SOCIAL_UNKNOWN_PROVIDER'
  | 'SOCIAL_INVALID'
  | 'NOT_FOUND'
  | 'EMAIL_TAKEN'
  | 'WALLET_CONFLICT'
  | 'WALLET_PROOF_INVALID'
  | 'WALLET_CHALLENGE_INVALID'
  | 'WALLET_CHALLENGE_EXPIRED'
  | 'DEVICE_LINK_INVALID'
  | 'INTERNAL_ERROR'

/**
 * An {@link ApiError}'s code: one of {@link API_CLIENT_ERROR_CODES}, an
 * {@link AuthServiceRelayedErrorCode}, or `HTTP_<status>` for any other failed answer.
 *
 * @example
 * ```ts
 * const code: ApiErrorCode = 'HTTP_404'
 * ```
 */
export type ApiErrorCode =
  | (typeof API_CLIENT_ERROR_CODES)[number]
  | AuthServiceRelayedErrorCode
  | `HTTP_${number}`

/**
 * A code a connect step passes on from the error of the service call that failed it.
 *
 * @example
 * ```ts
 * const code: RelayedErrorCode = 'OTP_EXPIRED'
 * ```
 */
export type RelayedErrorCode = ApiErrorCode | ValidationErrorCode | FrameRelayedErrorCode

/**
 * The codes the embedded wallet's key frame answers with (its `FRAME_ERROR_CODES`, the list the
 * page checks a received code against), kept on the {@link ConnectionError} or
 * {@link WalletRequestError} the page throws for them.
 *
 * @example
 * ```ts
 * const code: FrameRelayedErrorCode = 'NOT_CONNECTED'
 * ```
 */
export type FrameRelayedErrorCode =
  | 'NOT_CONNECTED'
  | 'UNAUTHORIZED'
  | 'INVALID_PARAMS'
  | 'UNKNOWN_METHOD'
  | 'NOT_SIGNER'
  | 'INTERNAL'

/**
 * The numeric codes of JSON-RPC 2.0, EIP-1474 and EIP-1193 that a wallet or an RPC node answers
 * with, and Latch's own -31001 (canceled) and -31000 (unknown). A {@link WalletRequestError} keeps
 * one of these.
 *
 * @example
 * ```ts
 * RPC_ERROR_CODES.includes(4001) // true
 * ```
 */
export const RPC_ERROR_CODES = [
  // EIP-1193
  4001, 4100, 4200, 4900, 4901,
  // Latch
  -31001, -31000,
  // JSON-RPC 2.0
  -32700, -32600, -32601, -32602, -32603,
  // EIP-1474 and SIP-030
  -32000, -32001, -32002, -32003, -32004, -32005, -32006,
  // execution reverted (geth)
  3,
] as const

/**
 * One of {@link RPC_ERROR_CODES}.
 *
 * @example
 * ```ts
 * const code: RpcErrorCode = -32603
 * ```
 */
export type RpcErrorCode = (typeof RPC_ERROR_CODES)[number]

/**
 * The string codes of a {@link WalletRequestError} (a Safe app's answers, the pairing timeout).
 *
 * @example
 * ```ts
 * WALLET_REQUEST_ERROR_CODES.includes('SAFE_BUSY') // true
 * ```
 */
export const WALLET_REQUEST_ERROR_CODES = [
  'WALLET_REQUEST_TIMEOUT',
  'SAFE_REQUEST_FAILED',
  'SAFE_BUSY',
  'SAFE_SIGNATURE_PENDING',
] as const

/**
 * A {@link WalletRequestError}'s code: a numeric {@link RpcErrorCode}, one of
 * {@link WALLET_REQUEST_ERROR_CODES}, or a key frame's answer code.
 *
 * @example
 * ```ts
 * const code: WalletRequestErrorCode = -31001
 * ```
 */
export type WalletRequestErrorCode =
  | RpcErrorCode
  | (typeof WALLET_REQUEST_ERROR_CODES)[number]
  | FrameRelayedErrorCode

/**
 * Every `code` of a {@link SiwxError}: the default, the verifiers' refusals (`SIWX_ERROR_CODES`)
 * and the server sign-in kit's answers.
 *
 * @example
 * ```ts
 * SIWX_ERROR_CODE_LIST.includes('SIWX_WRONG_NONCE') // true
 * ```
 */
export const SIWX_ERROR_CODE_LIST = [
  'SIWX',
  'INVALID_SIWX_MESSAGE',
  'SIWX_BAD_ANSWER',
  'SIWX_UNSUPPORTED',
  'SIWX_MALFORMED_SESSION',
  'SIWX_MALFORMED_MESSAGE',
  'SIWX_FIELD_MISMATCH',
  'SIWX_WRONG_SCHEME',
  'SIWX_WRONG_DOMAIN',
  'SIWX_WRONG_URI',
  'SIWX_WRONG_CHAIN',
  'SIWX_WRONG_NONCE',
  'SIWX_ISSUED_IN_FUTURE',
  'SIWX_EXPIRED',
  'SIWX_NOT_YET_VALID',
  'SIWX_INVALID_SIGNATURE',
  'SIWX_UNKNOWN_NONCE',
  'SIWX_NONCE_USED',
  'SIWX_NONCE_EXPIRED',
  'SIWX_NOT_ISSUED',
  // @latch/siwx-server answers
  'SIWX_WEAK_SECRET',
  'SIWX_NO_SESSION',
  'SIWX_BAD_REQUEST',
  'SIWX_FOREIGN_ORIGIN',
  'SIWX_TOO_LARGE',
  'SIWX_SESSION_EXISTS',
  'METHOD_NOT_ALLOWED',
  'NOT_FOUND',
] as const

/**
 * A {@link SiwxError}'s code: one of {@link SIWX_ERROR_CODE_LIST}, or `HTTP_<status>` when the
 * sign-in server's answer has no code Latch knows.
 *
 * @example
 * ```ts
 * const code: SiwxErrorCode = 'SIWX_EXPIRED'
 * ```
 */
export type SiwxErrorCode = (typeof SIWX_ERROR_CODE_LIST)[number] | `HTTP_${number}`

/**
 * The codes of the other core errors: `RpcNotAllowedError`, `ModalClosedError`,
 * `ApprovalLimitError`, and the codes of the other packages' own error classes that extend
 * `LatchError` directly (Solana's transaction failure, Stacks' rejected transaction).
 *
 * @example
 * ```ts
 * OTHER_ERROR_CODES.includes('MODAL_CLOSED') // true
 * ```
 */
export const OTHER_ERROR_CODES = [
  'RPC_NOT_ALLOWED',
  'MODAL_CLOSED',
  'PENDING_LIMIT',
  'TRANSACTION_FAILED',
  'TX_REJECTED',
] as const
