// The alerts the instance's code raises (the alerts controller raises any of them by name) and the
// message and advice of the multi-wallet alert, for the instance's chunk; the page's entry reads
// none of them. The multi-wallet strings are copies of firstLoadCatalogue's (entryCatalogue.test.ts
// checks they match), and firstLoadCatalogue re-exports ALERTS from here: each is defined once.

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
