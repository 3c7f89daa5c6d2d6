// The part of the first load's catalogue (firstLoadCatalogue.ts) that the page's entry itself reads:
// the alerts (the alerts controller raises any of them by name) and the few messages and the code
// of the errors the entry's own code throws or shows. Each is still defined once: the catalogues
// take them from here.

/**
 * The message of a multi-wallet request the project does not allow (`FIRST_LOAD_MESSAGES.multiWalletNotEnabled`).
 *
 * @example
 * ```ts
 * alerts.show({ code: 'MULTI_WALLET_NOT_ENABLED', message: MULTI_WALLET_NOT_ENABLED, variant: 'warning' })
 * ```
 */
export const MULTI_WALLET_NOT_ENABLED = 'Multi-Wallet Not Enabled'

/**
 * The advice of that alert (`FIRST_LOAD_MESSAGES.multiWalletNotEnabledAdvice`).
 *
 * @example
 * ```ts
 * alerts.show({ code: 'MULTI_WALLET_NOT_ENABLED', message: MULTI_WALLET_NOT_ENABLED, advice: MULTI_WALLET_NOT_ENABLED_ADVICE, variant: 'warning' })
 * ```
 */
export const MULTI_WALLET_NOT_ENABLED_ADVICE =
  'Enable the multiWallet feature in the project configuration to use several wallets at once.'

/**
 * The message of a `wallet_getCallsStatus` the wallet does not support (`FIRST_LOAD_MESSAGES.callStatusNotApproved`).
 *
 * @example
 * ```ts
 * new MethodNotSupportedError('wallet_getCallsStatus').shortMessage === CALL_STATUS_NOT_APPROVED // true
 * ```
 */
export const CALL_STATUS_NOT_APPROVED = 'Fetching call status not approved by the wallet.'

/**
 * The message of a method the wallet or session does not support (`FIRST_LOAD_MESSAGES.methodNotSupported`).
 *
 * @example
 * ```ts
 * new MethodNotSupportedError('stx_updateProfile').shortMessage === METHOD_NOT_SUPPORTED // true
 * ```
 */
export const METHOD_NOT_SUPPORTED = 'Method not supported'

/**
 * The code of a method the wallet or session does not support (`WALLET_ERROR_CODES.methodNotSupported`).
 *
 * @example
 * ```ts
 * MethodNotSupportedError.code === METHOD_NOT_SUPPORTED_CODE // true
 * ```
 */
export const METHOD_NOT_SUPPORTED_CODE = -32601 as const

/**
 * The eight library alerts of SPEC §8, with a stable code each.
 *
 * @example
 * ```ts
 * latch.getState().alerts.current?.code === ALERTS.SessionExpired.code
 * ```
 */
export const ALERTS = {
  InvalidProjectId: { code: 'INVALID_PROJECT_ID', message: 'Invalid Project ID' },
  ProjectIdMissing: { code: 'PROJECT_ID_MISSING', message: 'Project ID Missing' },
  SessionExpired: { code: 'SESSION_EXPIRED', message: 'Session Expired' },
  RateLimited: { code: 'RATE_LIMITED', message: 'Rate Limited' },
  ServerError: { code: 'SERVER_ERROR', message: 'Server Error' },
  NetworkNotFound: { code: 'NETWORK_NOT_FOUND', message: 'Network Not Found' },
  UnverifiedDomain: { code: 'UNVERIFIED_DOMAIN', message: 'Unverified Domain' },
  WalletRequestTimeout: { code: 'WALLET_REQUEST_TIMEOUT', message: 'Wallet Request Timeout' },
} as const
