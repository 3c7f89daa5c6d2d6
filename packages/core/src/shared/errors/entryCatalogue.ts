// The messages and the code of the one error the page's entry itself throws (MethodNotSupportedError,
// from the lazy chain adapter). These are copies of firstLoadCatalogue's (entryCatalogue.test.ts
// checks they match): taken from there, the entry would carry that module whole, and taken from
// here, every package's first load that reads that catalogue would carry these constants beside
// it. The alerts the instance's code raises live in alertsCatalogue.ts: a bundler puts a module the
// entry reads whole into the entry, and they rode in it here (0.1 KB gzip of the size app's first load).

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
