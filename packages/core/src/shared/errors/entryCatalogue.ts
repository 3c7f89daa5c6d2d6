// The part of the first load's catalogue (firstLoadCatalogue.ts) that the page's entry itself reads:
// the alerts (the alerts controller raises any of them by name) and the few messages and the code
// of the errors the entry's own code throws or shows. These are copies of firstLoadCatalogue's
// (entryCatalogue.test.ts checks they match): taken from there, the entry would carry that module
// whole, and taken from here, every package's first load that reads that catalogue would carry
// this module's constants beside it.

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

/** `'Network Not Found'` → `'Network_Not_Found'` (the words of an alert's message joined by `_`). */
type Underscored<S extends string> = S extends `${infer Word} ${infer Rest}`
  ? `${Word}_${Underscored<Rest>}`
  : S

/** An alert whose code is its message in capitals, the words joined by `_` ('Network Not Found' → 'NETWORK_NOT_FOUND'). */
const alert = <M extends string>(
  message: M,
): { readonly code: Uppercase<Underscored<M>>; readonly message: M } => ({
  code: message.toUpperCase().replaceAll(' ', '_') as Uppercase<Underscored<M>>,
  message,
})

/**
 * The eight library alerts of SPEC §8, with a stable code each.
 *
 * @example
 * ```ts
 * latch.getState().alerts.current?.code === ALERTS.SessionExpired.code
 * ```
 */
export const ALERTS = {
  InvalidProjectId: /* @__PURE__ */ alert('Invalid Project ID'),
  ProjectIdMissing: /* @__PURE__ */ alert('Project ID Missing'),
  SessionExpired: /* @__PURE__ */ alert('Session Expired'),
  RateLimited: /* @__PURE__ */ alert('Rate Limited'),
  ServerError: /* @__PURE__ */ alert('Server Error'),
  NetworkNotFound: /* @__PURE__ */ alert('Network Not Found'),
  UnverifiedDomain: /* @__PURE__ */ alert('Unverified Domain'),
  WalletRequestTimeout: /* @__PURE__ */ alert('Wallet Request Timeout'),
} as const
